import type { Actor } from './actor';
import type { Database } from './db/client';

/** Hono generics shared by every feature router. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    /** Set by the auth middleware; absent for anonymous requests. */
    actor?: Actor;
  };
}

/** Routes behind `requireUser` / `requireAdmin` can rely on the actor being present. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { actor: Actor };
}
