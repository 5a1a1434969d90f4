import { ApiRequestError, type ApiRequestInit, sendApiRequest, typedApiCall } from '#web/lib/api-client';
import { refreshSession } from './refresh-scheduler';
import { accessTokenExpiresAt, getSessionState } from './token-store';

// The three ways to call the API, named for who the worker sees: anonymous (no token even when signed in), the user
// if signed in, or the signed-in user (a 401 refreshes once and retries). Each is typed from the worker's routes.
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
