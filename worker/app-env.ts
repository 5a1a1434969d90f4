import type { Actor } from './actor';
import type { Database } from './db/client';

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Database;
    actor?: Actor;
  };
}

/** Routes behind `requireUser` / `requireAdmin` can rely on the actor being present. */
export interface AuthedEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { actor: Actor };
}
