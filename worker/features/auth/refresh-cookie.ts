import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_TTL_SECONDS } from './sessions.repository';

/** The refresh token lives only in this HttpOnly cookie, scoped to the auth endpoints. */
const NAME = 'refresh_token';
const PATH = '/api/auth';

export function readRefreshCookie(c: Context): string | undefined {
  return getCookie(c, NAME);
}

export function setRefreshCookie(c: Context, token: string): void {
  setCookie(c, NAME, token, {
    path: PATH,
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, NAME, { path: PATH, httpOnly: true, secure: true, sameSite: 'Strict' });
}
