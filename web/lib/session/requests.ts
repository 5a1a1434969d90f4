import { ApiRequestError, type ApiRequestInit, apiRequest } from '#web/lib/api-client';
import { refreshSession } from './refresh-scheduler';
import { accessTokenExpiresAt, getSessionState } from './token-store';

/**
 * The three ways the web app calls the worker's /api, named for who the worker sees:
 * - anonymousRequest: nobody (public data; no token is sent even when signed in);
 * - signedInIfPossibleRequest: the user when signed in, else an anonymous visitor (contact and
 *   newsletter link the message to the account when there is one);
 * - signedInRequest: the signed-in user; the token is refreshed when about to expire, and a 401
 *   refreshes once and retries. Signed out, the worker answers 401.
 */
export function anonymousRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  return apiRequest<T>(path, init);
}

export async function signedInRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const state = getSessionState();
  let session = state.status === 'signedIn' ? state.session : await refreshSession();
  if (session && accessTokenExpiresAt() < Date.now() + 10_000) session = await refreshSession();
  const send = (token: string | undefined) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return apiRequest<T>(path, { ...init, headers });
  };
  try {
    return await send(session?.access_token);
  } catch (err) {
    if (!(err instanceof ApiRequestError) || err.status !== 401 || !session) throw err;
    const renewed = await refreshSession();
    if (!renewed) throw err;
    return send(renewed.access_token);
  }
}

export function signedInIfPossibleRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  return getSessionState().status === 'signedIn' ? signedInRequest<T>(path, init) : anonymousRequest<T>(path, init);
}
