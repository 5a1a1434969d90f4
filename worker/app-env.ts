import type { Database } from './db/client';

/** Hono generics shared by every feature router. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Database;
  };
}
