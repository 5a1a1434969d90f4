import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/app-env';
import { ApiError } from './errors';

/**
 * Cross-site request checks for the endpoints a cookie or a link authenticates, where the browser
 * would otherwise send a forged request with the user's credentials attached.
 */

/** This site's origins: the one the request came to, and the public one (APP_ORIGIN). */
function siteOrigins(c: Context<AppEnv>): Set<string> {
  return new Set([new URL(c.req.url).origin, c.env.APP_ORIGIN]);
}

/** The request's `Origin` names this site. */
export function hasSiteOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  return origin !== undefined && siteOrigins(c).has(origin);
}

/**
 * The browser says the request comes from this site's own pages: its `Origin` is ours, or, where a
 * browser sent none, its `Sec-Fetch-Site` is `same-origin`. A request with neither (a script, a
 * mail client) is not same-origin.
 */
export function isSameOriginRequest(c: Context<AppEnv>): boolean {
  if (c.req.header('origin') !== undefined) return hasSiteOrigin(c);
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/**
 * The body's media type is exactly `application/json` (parameters such as `charset` allowed), not
 * merely text that starts with it: `application/jsonx` is another type, which a cross-site form
 * cannot send either, but a check that accepts it accepts whatever a later parser makes of it.
 */
export function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/**
 * CSRF defence for the endpoints a cookie authenticates (refresh, sign-out). Besides the
 * SameSite=Strict cookie: the request must be JSON (a cross-site form cannot send that without a
 * CORS preflight we never grant) and its Origin must be this site's.
 */
export const sameOriginJson = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasSiteOrigin(c)) throw new ApiError(403, 'csrf_rejected', CROSS_SITE_REFUSED);
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new ApiError(415, 'unsupported_media_type', 'Requests must be sent as JSON');
  }
  await next();
});
