import type { SessionResponse } from '#shared/api/auth';
import { ApiRequestError, apiRequest } from '../api-client';
import { mayHaveSession } from './signed-in-hint';
import { accessTokenExpiresAt, getSessionState, type SessionState, setSessionState } from './token-store';

/**
 * Keeps the session alive (SPEC 4: "Sessions refresh automatically"): a refresh a minute before
 * the access token expires, on demand after a 401, and when another tab signs in. Refreshes are
 * serialised across tabs with the Web Locks API, because every refresh rotates the cookie and a
 * stale cookie would look like replay; tabs tell each other about sign-in and sign-out through a
 * BroadcastChannel.
 */
const REFRESH_LEAD_MS = 60_000;
const LOCK_NAME = 'trainer-marketplace-session-refresh';

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflight: Promise<SessionResponse | null> | null = null;
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('trainer-marketplace-session');

function scheduleRefresh(delayMs: number) {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshSession(), delayMs);
}

/** Sets the session and re-arms (signed in) or stops (otherwise) the refresh timer. */
export function applySession(next: SessionState): void {
  clearTimeout(refreshTimer);
  setSessionState(next);
  if (next.status === 'signedIn') {
    scheduleRefresh(Math.max(5_000, accessTokenExpiresAt() - Date.now() - REFRESH_LEAD_MS));
  }
}

/** Tells the other tabs of this browser. */
export function broadcastSession(event: 'signed-in' | 'signed-out'): void {
  channel?.postMessage(event);
}

channel?.addEventListener('message', (event: MessageEvent<string>) => {
  const { status } = getSessionState();
  if (event.data === 'signed-out' && status === 'signedIn') applySession({ status: 'signedOut' });
  if (event.data === 'signed-in' && status !== 'signedIn') void refreshSession();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refreshOnce(): Promise<SessionResponse | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const session = await apiRequest<SessionResponse>('/auth/refresh', { method: 'POST', json: {} });
      applySession({ status: 'signedIn', session });
      return session;
    } catch (err) {
      // Another tab or request rotated the cookie a moment ago: retry with the newer cookie.
      if (err instanceof ApiRequestError && err.code === 'refresh_in_progress') {
        await sleep(300 * (attempt + 1));
        continue;
      }
      if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) {
        applySession({ status: 'signedOut' });
        return null;
      }
      // Network trouble: keep a live session and try again shortly; on first load, signed out.
      const current = getSessionState();
      if (current.status === 'loading') applySession({ status: 'signedOut' });
      if (current.status === 'signedIn') {
        scheduleRefresh(30_000);
        return current.session;
      }
      return null;
    }
  }
  // Still "already rotated" after retrying: someone else holds the newer token. Revoke the session.
  await apiRequest<void>('/auth/sign-out', { method: 'POST', json: {} }).catch(() => undefined);
  applySession({ status: 'signedOut' });
  return null;
}

/**
 * Refreshes the session (one request at a time, across tabs); null when signed out. Without the
 * "signed in" hint no refresh cookie exists either, so the answer is known without asking (an
 * anonymous visit makes no failing request).
 */
export function refreshSession(): Promise<SessionResponse | null> {
  if (!inflight && !mayHaveSession()) {
    if (getSessionState().status !== 'signedOut') applySession({ status: 'signedOut' });
    return Promise.resolve(null);
  }
  inflight ??= (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(LOCK_NAME, refreshOnce)
      : refreshOnce()
  ).finally(() => {
    inflight = null;
  });
  return inflight;
}
