/**
 * Per-request facts the shared cache needs but that callers should not have to pass around: the
 * D1 middleware gives every request its own copy of `env` (with `DB` replaced by the request's D1
 * session) and registers this scope against that copy, so `readThrough(c.env, …)` finds it.
 */
export interface RequestScope {
  /** The D1 binding itself, for a session on the primary when a replica's answer is too old. */
  binding: D1Database;
  /** Writes read cache versions from D1, never the isolate's memo: they must act on current data. */
  strict: boolean;
  /** Versions this client must see at least (its own recent writes), by cache version key. */
  floors: Map<string, number>;
}

const scopes = new WeakMap<object, RequestScope>();

export function registerScope(env: Env, scope: RequestScope): void {
  scopes.set(env, scope);
}

/** The scope of the request whose `env` this is; undefined outside requests (queues, cron, scripts). */
export function scopeOf(env: Env): RequestScope | undefined {
  return scopes.get(env);
}
