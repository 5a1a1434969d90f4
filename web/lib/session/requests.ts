import { ApiRequestError, type ApiRequestInit, sendApiRequest, typedApiCall } from '#web/lib/api-client';
import { refreshSession } from './refresh-scheduler';
import { accessTokenExpiresAt, getSessionState } from './token-store';

/**
 * The three ways the web app calls the worker's /api, named for who the worker sees:
 * - anonymousRequest: nobody (public data; no token is sent even when signed in);
 * - signedInIfPossibleRequest: the user when signed in, else an anonymous visitor (contact and
 *   newsletter link the message to the account when there is one);
 * - signedInRequest: the signed-in user; the token is refreshed when about to expire, and a 401
 *   refreshes once and retries. Signed out, the worker answers 401.
 * Each is typed from the worker's routes (lib/api-types.ts): `signedInRequest('/reviews/:reviewId',
 * { method: 'PATCH', param: { reviewId }, json })` resolves with that endpoint's answer.
 */
async function sendSignedIn(path: string, init: ApiRequestInit = {}): Promise<unknown> {
  const state = getSessionState();
  let session = state.status === 'signedIn' ? state.session : await refreshSession();
  if (session && accessTokenExpiresAt() < Date.now() + 10_000) session = await refreshSession();
  const send = (token: string | undefined) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return sendApiRequest(path, { ...init, headers });
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

export const anonymousRequest = typedApiCall(sendApiRequest);

export const signedInRequest = typedApiCall(sendSignedIn);

export const signedInIfPossibleRequest = typedApiCall((path, init) =>
  getSessionState().status === 'signedIn' ? sendSignedIn(path, init) : sendApiRequest(path, init),
);
