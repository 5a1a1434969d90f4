import { useSyncExternalStore } from 'react';
import type { SessionResponse, SignInInput } from '#shared/api/auth';
import { ApiRequestError, apiRequest } from './api-client';

/**
 * The browser's session: the access token lives only in memory, the refresh token only in an
 * HttpOnly cookie. The session refreshes itself a minute before expiry and after a 401
 * (SPEC 4: "Sessions refresh automatically"). Refreshes are serialised across tabs with the Web
 * Locks API, because every refresh rotates the cookie and a stale cookie would look like replay.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; session: SessionResponse };

const REFRESH_LEAD_MS = 60_000;
const LOCK_NAME = 'trainer-marketplace-session-refresh';

let state: SessionState = { status: 'loading' };
const listeners = new Set<() => void>();
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
/** When the access token expires by this device's clock (from expires_in, so clock skew cannot loop refreshes). */
let accessExpiresAtMs = 0;
let inflight: Promise<SessionResponse | null> | null = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('trainer-marketplace-session');

function setState(next: SessionState) {
  state = next;
  clearTimeout(refreshTimer);
  if (next.status === 'signedIn') {
    accessExpiresAtMs = Date.now() + next.session.expires_in * 1000;
    scheduleRefresh(Math.max(5_000, accessExpiresAtMs - Date.now() - REFRESH_LEAD_MS));
  }
  for (const listener of listeners) listener();
}

function scheduleRefresh(delayMs: number) {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshSession(), delayMs);
}

/** The access token while it is still valid, else null (for fire-and-forget calls that must not 401). */
export function currentAccessToken(): string | null {
  return state.status === 'signedIn' && accessExpiresAtMs > Date.now() + 5_000 ? state.session.access_token : null;
}

channel?.addEventListener('message', (event: MessageEvent<string>) => {
  if (event.data === 'signed-out' && state.status === 'signedIn') setState({ status: 'signedOut' });
  if (event.data === 'signed-in' && state.status !== 'signedIn') void refreshSession();
});

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refreshOnce(): Promise<SessionResponse | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const session = await apiRequest<SessionResponse>('/auth/refresh', { method: 'POST', json: {} });
      setState({ status: 'signedIn', session });
      return session;
    } catch (err) {
      // Another tab or request rotated the cookie a moment ago: retry with the newer cookie.
      if (err instanceof ApiRequestError && err.code === 'refresh_in_progress') {
        await sleep(300 * (attempt + 1));
        continue;
      }
      if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) {
        setState({ status: 'signedOut' });
        return null;
      }
      // Network trouble: keep a live session and try again shortly; on first load, signed out.
      if (state.status === 'loading') setState({ status: 'signedOut' });
      if (state.status === 'signedIn') scheduleRefresh(30_000);
      return state.status === 'signedIn' ? state.session : null;
    }
  }
  // Still "already rotated" after retrying: someone else holds the newer token. Revoke the session.
  await apiRequest<void>('/auth/sign-out', { method: 'POST', json: {} }).catch(() => undefined);
  setState({ status: 'signedOut' });
  return null;
}

/** Refreshes the session (one request at a time, across tabs); null when signed out. */
export function refreshSession(): Promise<SessionResponse | null> {
  inflight ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(LOCK_NAME, refreshOnce)
      : refreshOnce()
  ).finally(() => {
    inflight = null;
  });
  return inflight;
}

export async function signIn(input: SignInInput): Promise<SessionResponse> {
  const session = await apiRequest<SessionResponse>('/auth/sign-in', { method: 'POST', json: input });
  setState({ status: 'signedIn', session });
  channel?.postMessage('signed-in');
  return session;
}

export async function signOut(): Promise<void> {
  try {
    await apiRequest<void>('/auth/sign-out', { method: 'POST', json: {} });
  } catch (err) {
    // Signing out locally must still happen; the server session expires on its own.
    console.error('Sign-out request failed', err);
  }
  setState({ status: 'signedOut' });
  channel?.postMessage('signed-out');
}

/** An /api request as the signed-in user; refreshes and retries once on 401. */
export async function authedRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  let session = state.status === 'signedIn' ? state.session : await refreshSession();
  if (session && accessExpiresAtMs < Date.now() + 10_000) session = await refreshSession();
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

/** Public endpoints that also record who is signed in (contact, newsletter): authenticated only when signed in. */
export function viewerRequest<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  return state.status === 'signedIn' ? authedRequest<T>(path, init) : apiRequest<T>(path, init);
}
