import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/app-env';
import { registerScope } from './request-scope';

/**
 * One D1 session per request (read replicas, sequentially consistent); its bookmark goes back in a
 * cookie so a client never reads older data than it has seen or written. Writes start on the primary.
 */
export const BOOKMARK_COOKIE = 'd1b';
/** Long enough to cover a visit; a replica lagging by more than this is not a realistic case. */
const BOOKMARK_MAX_AGE_SECONDS = 10 * 60;
/** D1 bookmarks are short opaque strings; anything else from the client is ignored. */
const BOOKMARK_PATTERN = /^[A-Za-z0-9-]{1,200}$/;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWriteMethod(method: string): boolean {
  return !READ_METHODS.has(method);
}

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const write = isWriteMethod(c.req.method);
  const cookie = getCookie(c, BOOKMARK_COOKIE);
  const bookmark = cookie && BOOKMARK_PATTERN.test(cookie) ? cookie : undefined;
  const session = await useSession(c, write ? 'first-primary' : (bookmark ?? 'first-unconstrained'), write);
  await next();
  // Null when the request ran no query (e.g. a cache hit): nothing new to remember.
  const latest = session.getBookmark();
  if (latest && latest !== bookmark && BOOKMARK_PATTERN.test(latest)) {
    setCookie(c, BOOKMARK_COOKIE, latest, {
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      maxAge: BOOKMARK_MAX_AGE_SECONDS,
    });
  }
});

/**
 * For the worker's own GET answers outside /api (the crawler files): a D1 session on any replica
 * and a read scope, so cached reads trust the isolate's version memo as API reads do (without a
 * scope a read is strict and asks D1 for the version on every hit). No bookmark cookie: crawlers
 * keep none, and these answers must not vary by client.
 */
export const readOnlySession = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  await useSession(c, 'first-unconstrained', false);
  await next();
});

/**
 * Gives the request its own `env` whose `DB` is a session from `constraint`, guarded (worker/db/d1-guard.ts:
 * D1 down or too slow is a 503, not a 500 or a hung request), with the request scope the cache
 * reads (request-scope.ts) registered against it. The guard is loaded by the first request, not
 * when the isolate starts (README, Start-up).
 */
async function useSession(
  c: { env: Env },
  constraint: D1SessionConstraint | D1SessionBookmark,
  strict: boolean,
): Promise<D1DatabaseSession> {
  const { guardD1 } = await import('#worker/db/d1-guard');
  const binding = guardD1(c.env.DB);
  const session = binding.withSession(constraint);
  // drizzle and the repositories only use prepare() and batch(), which a session has.
  const env: Env = { ...c.env, DB: session as unknown as D1Database };
  registerScope(env, { binding, strict, floors: new Map() });
  c.env = env;
  return session;
}
