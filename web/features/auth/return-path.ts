import { RETURN_TO_PARAM } from '#web/lib/sign-in-path';

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
