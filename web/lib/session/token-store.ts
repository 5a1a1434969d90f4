import type { SessionResponse } from '#shared/api/auth';

/**
 * The browser's session as this tab knows it. The access token lives only here, in memory; the
 * refresh token only in an HttpOnly cookie. The refresh scheduler is the only writer.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; session: SessionResponse };

let state: SessionState = { status: 'loading' };
/** When the access token expires by this device's clock (from expires_in, so clock skew cannot loop refreshes). */
let accessExpiresAtMs = 0;
const listeners = new Set<() => void>();

export function getSessionState(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSessionState(next: SessionState): void {
  state = next;
  if (next.status === 'signedIn') accessExpiresAtMs = Date.now() + next.session.expires_in * 1000;
  for (const listener of listeners) listener();
}

/** Milliseconds since the epoch (this device's clock) at which the current access token expires. */
export function accessTokenExpiresAt(): number {
  return accessExpiresAtMs;
}

/** The access token while it is still valid, else null (for fire-and-forget calls that must not 401). */
export function currentAccessToken(): string | null {
  return state.status === 'signedIn' && accessExpiresAtMs > Date.now() + 5_000 ? state.session.access_token : null;
}
