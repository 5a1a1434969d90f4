import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '#worker/app-env';
import { ApiError, errorBody } from './errors';

// Cross-site checks for endpoints a cookie or a link authenticates, where a forged request would carry credentials.
/** This site's origins: the one the request came to, and the public one (APP_ORIGIN). */
function siteOrigins(c: Context<AppEnv>): Set<string> {
  return new Set([new URL(c.req.url).origin, c.env.APP_ORIGIN]);
}

export function hasSiteOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  return origin !== undefined && siteOrigins(c).has(origin);
}

/** Our `Origin`, or where a browser sent none, `Sec-Fetch-Site: same-origin`; a script or mail client is neither. */
export function isSameOriginRequest(c: Context<AppEnv>): boolean {
  if (c.req.header('origin') !== undefined) return hasSiteOrigin(c);
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/** Exactly `application/json` (parameters allowed): accepting `application/jsonx` accepts whatever a later parser makes of it. */
export function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/** Besides SameSite=Strict: JSON (a cross-site form cannot send it without a preflight we never grant) from our Origin. */
export const sameOriginJson = createMiddleware<AppEnv>(async (c, next) => {
  if (!hasSiteOrigin(c)) throw new ApiError(403, 'csrf_rejected', CROSS_SITE_REFUSED);
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new ApiError(415, 'unsupported_media_type', 'Requests must be sent as JSON');
  }
  await next();
});

/** Marks middleware that admits WebSocket handshakes only, so api-fuzz sends it some. */
export const OPENS_WEBSOCKET = Symbol.for('trainer-marketplace.opens-websocket');

/**
 * Only a WebSocket handshake (else 426, naming the upgrade) from one of this site's pages: a browser
 * always sends Origin on one, and a page elsewhere must not open a socket with credentials it got
 * hold of (as `sameOriginJson` for JSON).
 */
export function sameOriginWebSocket(upgradeRequired: string) {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') {
      return c.json(errorBody('upgrade_required', upgradeRequired), 426, { Upgrade: 'websocket' });
    }
    if (!hasSiteOrigin(c)) throw new ApiError(403, 'csrf_rejected', CROSS_SITE_REFUSED);
    await next();
  });
  return Object.assign(middleware, { [OPENS_WEBSOCKET]: true });
}
