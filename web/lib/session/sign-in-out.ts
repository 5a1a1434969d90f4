import type { SessionResponse, SignInInput } from '#shared/api/auth';
import { apiRequest } from '#web/lib/api-client';
import { applySession, broadcastSession } from './refresh-scheduler';
import { forgetSignedInHint } from './signed-in-hint';

/** Password sign-in: the worker sets the refresh cookie, this tab keeps the access token. */
export async function signIn(input: SignInInput): Promise<SessionResponse> {
  const session = await apiRequest('/auth/sign-in', { method: 'POST', json: input });
  applySession({ status: 'signedIn', session });
  broadcastSession('signed-in');
  return session;
}

export async function signOut(): Promise<void> {
  try {
    await apiRequest('/auth/sign-out', { method: 'POST', json: {} });
  } catch (err) {
    // Signing out locally must still happen; the server session expires on its own.
    console.error('Sign-out request failed', err);
  }
  signOutLocally();
}

/**
 * Ends the session in this browser only (every tab), for when the worker has already ended it
 * and cleared the refresh cookie (the account was deleted): no request is needed.
 */
export function signOutLocally(): void {
  forgetSignedInHint();
  applySession({ status: 'signedOut' });
  broadcastSession('signed-out');
}
