import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint';

/**
 * Whether this browser may hold a session: the worker sets the readable "signed in" hint cookie
 * together with the HttpOnly refresh cookie and clears both together (shared/session-hint), so
 * without the hint a refresh can only fail, and an anonymous visitor's page load skips it.
 */
export function mayHaveSession(): boolean {
  if (typeof document === 'undefined') return true;
  return document.cookie.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`);
}

/** Drops the hint here too, for a sign-out whose request did not reach the worker. */
export function forgetSignedInHint(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the hint is a plain script-readable cookie by design; the Cookie Store API is not in every supported browser.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
