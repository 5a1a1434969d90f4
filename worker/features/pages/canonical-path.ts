import { matchPage } from '#worker/features/seo/index';

/**
 * The one address of a page: without a trailing slash (but '/'), in lower case (every path and
 * slug of the site is; %-escapes keep their text). Null when `pathname` is that address already,
 * or when its canonical form is no page either (an unknown path stays a real 404 where it is).
 */
export function canonicalPathFor(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const lowered = trimmed.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  if (lowered === pathname) return null;
  return matchPage(lowered).route.kind === 'not-found' ? null : lowered;
}
