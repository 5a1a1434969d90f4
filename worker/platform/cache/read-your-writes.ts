import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/app-env';
import { isWriteMethod } from '#worker/lib/d1-session';
import { scopeOf } from '#worker/lib/request-scope';
import { log } from '#worker/platform/log/logger';

/**
 * Read-your-writes: a write answers with the cache versions it bumped in a short-lived cookie (plain
 * navigations and the server-rendered HTML carry it too), and reads carrying it serve no older entry.
 * Format: `cv=<key>.<version>~<key>.<version>…`.
 */
export const VERSION_COOKIE = 'cv';
/** Well past the staleness bound: after it, everybody sees the write anyway. */
const VERSION_COOKIE_MAX_AGE_SECONDS = 60;
const MAX_ENTRIES = 24;
const ENTRY = /^([a-z0-9:_-]{1,140})\.(\d{1,16})$/;
/**
 * Slack on top of the request's own duration when looking for the versions it bumped: a bump is at
 * least D1's clock at the write, which is at most the request's duration before the look-up.
 */
const LOOKUP_SLACK_MS = 250;

/**
 * Versions are millisecond times of real writes, so none is far ahead of now. A forged floor in the
 * future would make every request miss, read the primary and rewrite KV: it is ignored (the slack
 * covers clock skew between D1 and the isolate).
 */
const FUTURE_SLACK_MS = 60_000;

export function parseVersionCookie(value: string | undefined, now = Date.now()): Map<string, number> {
  const floors = new Map<string, number>();
  for (const part of (value ?? '').split('~').slice(0, MAX_ENTRIES)) {
    const match = ENTRY.exec(part);
    if (!match?.[1] || !match[2]) continue;
    const version = Number(match[2]);
    if (version > now + FUTURE_SLACK_MS) continue;
    floors.set(match[1], Math.max(version, floors.get(match[1]) ?? 0));
  }
  return floors;
}

export function formatVersionCookie(floors: Map<string, number>, now = Date.now()): string {
  // Versions are at least their write's time in ms: one older than the cookie's life is moot.
  const oldest = now - VERSION_COOKIE_MAX_AGE_SECONDS * 1000;
  return [...floors]
    .filter(([, version]) => version >= oldest)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_ENTRIES)
    .map(([key, version]) => `${key}.${version}`)
    .join('~');
}

async function lookUpBumpedVersions(d1: D1Database, withinMs: number) {
  const [{ createDb }, { recentlyBumped }] = await Promise.all([
    import('#worker/db/client'),
    import('./cache-versions.repository'),
  ]);
  return recentlyBumped(createDb(d1), withinMs, MAX_ENTRIES);
}

export const readYourWrites = createMiddleware<AppEnv>(async (c, next) => {
  const scope = scopeOf(c.env);
  const floors = parseVersionCookie(getCookie(c, VERSION_COOKIE));
  if (scope) scope.floors = floors;
  const started = Date.now();
  await next();
  if (!scope || !isWriteMethod(c.req.method) || c.res.status >= 400) return;
  // A write that ran no query changed nothing cached (e.g. analytics events go to a queue).
  const session = c.env.DB as unknown as D1DatabaseSession;
  if (session.getBookmark() === null) return;
  // The request's own D1 session: this middleware runs before the one that sets c.get('db').
  // Loaded here, not at start-up: every API request passes through this middleware, but only a
  // successful write needs drizzle and the schema from it (README, Start-up).
  const bumped = await lookUpBumpedVersions(c.env.DB, Date.now() - started + LOOKUP_SLACK_MS).catch((err: unknown) => {
    log.warn('Looking up bumped cache versions failed', { error: err });
    return [];
  });
  if (bumped.length === 0) return;
  for (const { key, version } of bumped) floors.set(key, Math.max(version, floors.get(key) ?? 0));
  setCookie(c, VERSION_COOKIE, formatVersionCookie(floors), {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    maxAge: VERSION_COOKIE_MAX_AGE_SECONDS,
  });
});
