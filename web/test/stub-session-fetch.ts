import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { SessionResponse } from '#shared/api/auth';
import { refreshSession } from '#web/lib/session/refresh-scheduler';

/** A session as the worker's sign-in and refresh answer it: Lee, not an admin, unless overridden. */
export const sessionResponse = (
  overrides: Partial<SessionResponse['user']> = {},
  token = 'token-1',
): SessionResponse => ({
  access_token: token,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  expires_in: 900,
  user: { id: 'u1', email: 'lee@example.com', full_name: 'Lee', is_admin: false, ...overrides },
});

/** The worker's answer to a request without a valid session (or refresh cookie). */
export const unauthorizedResponse = () =>
  Response.json({ error: { code: 'unauthorized', message: 'Please sign in' } }, { status: 401 });

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with a mock that answers every request through `handler`; returns the mock. */
export function routeFetch(handler: FetchHandler) {
  const fn = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

/**
 * Every test of the calling file starts signed out (the session store is module state, so the
 * previous test's session would leak), and gets the real fetch back afterwards.
 */
export function startEachTestSignedOut() {
  beforeEach(async () => {
    routeFetch(() => unauthorizedResponse());
    await refreshSession();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** Signs in the way a page load does (the refresh cookie is accepted), for components already rendered or not. */
export async function signInByRefresh(overrides: Partial<SessionResponse['user']> = {}) {
  routeFetch(() => Response.json(sessionResponse(overrides)));
  await act(() => refreshSession());
}
