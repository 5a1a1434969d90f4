/** Per-request facts the cache needs, registered against the request's own copy of `env` so `readThrough(c.env, …)` finds them. */
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

/** Undefined outside requests (queues, cron, scripts). */
export function scopeOf(env: Env): RequestScope | undefined {
  return scopes.get(env);
}
