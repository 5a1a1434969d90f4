import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint';
import { SESSION_TTL_SECONDS } from './sessions.repository';

/** The refresh token lives only in this HttpOnly cookie, scoped to the auth endpoints. */
const NAME = 'refresh_token';
const PATH = '/api/auth';

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, NAME);
}

/** The hint must be readable by scripts on every page: not HttpOnly, path `/`, living as long as the refresh cookie. */
function hintOptions(c: Context) {
  return { path: '/', sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' } as const;
}

export function setRefreshCookie(c: Context, token: string): void {
  setCookie(c, NAME, token, {
    path: PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    maxAge: SESSION_TTL_SECONDS,
  });
  setCookie(c, SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE, { ...hintOptions(c), maxAge: SESSION_TTL_SECONDS });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, NAME, { path: PATH, httpOnly: true, secure: true, sameSite: 'Strict' });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, hintOptions(c));
}
