import type { SessionResponse } from '#shared/api/auth';
import { ApiRequestError, apiRequest } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
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

/** Waits before each retry of an unanswered or "retry" refresh: about 8 s in all. */
const RETRY_DELAYS_MS = [250, 500, 1_000, 2_000, 4_000];
/** A session that could not be confirmed is asked for again after this long. */
const RECHECK_MS = 30_000;

/** Only these answers end the session here: the worker refused the cookie (401) or the account (403). */
const isDefinite = (err: unknown) => err instanceof ApiRequestError && (err.status === 401 || err.status === 403);
/** Worth asking again soon: another request is rotating the cookie (409), the network, a 5xx. */
const isTransient = (err: unknown) =>
  err instanceof ApiRequestError && (err.code === 'refresh_in_progress' || err.status === 0 || err.status >= 500);

/**
 * One refresh, retried with back-off while the answer is not definite. Never signs out on its own
 * account: the worker ends a session (theft, ban, expiry) and says so with 401/403; anything else
 * keeps the session as it was and asks again later.
 */
async function refreshOnce(): Promise<SessionResponse | null> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt++) {
    if (attempt > 0) await sleep(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    try {
      const session = await apiRequest('/auth/refresh', { method: 'POST', json: {} });
      applySession({ status: 'signedIn', session });
      return session;
    } catch (err) {
      if (isDefinite(err)) {
        applySession({ status: 'signedOut' });
        // A suspended account is told why it was signed out (the worker's own words).
        if (err instanceof ApiRequestError && err.code === 'account_suspended') toast.error(err.message);
        return null;
      }
      lastError = err;
      if (!isTransient(err)) break;
    }
  }
  console.warn('The session could not be refreshed; trying again later', lastError);
  const current = getSessionState();
  if (current.status === 'signedIn') {
    // The access token may still be valid; the refresh cookie certainly is until the worker says not.
    scheduleRefresh(RECHECK_MS);
    return current.session;
  }
  // First load: shown signed out for now, without touching the cookie; asked again shortly.
  applySession({ status: 'signedOut' });
  scheduleRefresh(RECHECK_MS);
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
