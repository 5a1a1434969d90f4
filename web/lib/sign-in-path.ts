/** The /auth parameter naming where to go once signed in (a path of this site). */
export const RETURN_TO_PARAM = 'next';

/** /auth with the page to come back to after signing in, e.g. the profile whose composer was open. */
export function signInPath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}`;
}

/**
 * Where a successful sign-in goes: the `next` path when it is one of this site's (a single leading
 * slash, no scheme, no backslash the browser would read as a slash), else the dashboard (SPEC 2). An
 * address of another site would make /auth an open redirect.
 */
export function returnPathFrom(params: URLSearchParams, fallback = '/dashboard'): string {
  const next = params.get(RETURN_TO_PARAM);
  if (!next?.startsWith('/') || next.startsWith('//') || /[\\\s]/.test(next)) return fallback;
  // Resolved against a throw-away origin: anything that leaves it (an encoded trick) is refused.
  const url = new URL(next, 'https://this.site');
  if (url.origin !== 'https://this.site' || url.pathname.startsWith('/auth')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
