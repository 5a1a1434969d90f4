/** The /auth parameter naming where to go once signed in (a path of this site). */
export const RETURN_TO_PARAM = 'next';

/** /auth with the page to come back to after signing in, e.g. the profile whose composer was open. */
export function signInPath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}
