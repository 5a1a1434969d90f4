import { matchPage } from '#worker/features/seo/index';

/** No trailing slash, lower case; null when already canonical or when the canonical form is no page either (a real 404). */
export function canonicalPathFor(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const lowered = trimmed.replace(/%[0-9a-f]{2}|[^%]+/gi, (part) => (part.startsWith('%') ? part : part.toLowerCase()));
  if (lowered === pathname) return null;
  return matchPage(lowered).route.kind === 'not-found' ? null : lowered;
}
