import { type CategoryKey, isCategoryKey } from '../../shared/categories';

/**
 * Which page of the SPA a path is (web/app/routes.tsx): the public pages the worker describes
 * for crawlers, the signed-in screens (the plain shell, not indexed) and everything else (404).
 */
export type StaticPage = 'faq' | 'about' | 'contact' | 'privacy' | 'terms';

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'browse' }
  | { kind: 'category'; category: CategoryKey }
  | { kind: 'trainer'; slug: string }
  | { kind: 'blog' }
  | { kind: 'blog-post'; slug: string }
  | { kind: 'static'; page: StaticPage }
  /** Sign in and sign up: anyone may open it, rendered for a visitor without a session; `noindex`. */
  | { kind: 'auth' }
  /** A screen for signed-in users or admins: the shell, 200, `noindex`. */
  | { kind: 'app' }
  | { kind: 'not-found' };

export type PageKind = PageRoute['kind'];

const STATIC_PAGES: readonly StaticPage[] = ['faq', 'about', 'contact', 'privacy', 'terms'];

/**
 * SPA routes with nothing to index: the signed-in screens (guards send visitors to /auth) and the
 * unsubscribe page an email links to (it acts for its token, with no session).
 */
const APP_PATHS = new Set([
  'dashboard',
  'account',
  'unsubscribe',
  'saved-trainers',
  'manage-profile',
  'trainer-analytics',
  'admin',
  'admin/trainers',
  'admin/users',
  'admin/settings',
  'admin/content',
]);

function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // A malformed %-escape: no page has that path.
  }
}

/** A trailing slash is the same page (the router matches both); the canonical URL has none. */
export function matchPageRoute(pathname: string): PageRoute {
  const segments = decodeSegments(pathname);
  if (!segments) return { kind: 'not-found' };
  const [first, second, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  if (rest.length > 0) return { kind: 'not-found' };
  if (second === undefined) {
    if (first === 'trainers') return { kind: 'browse' };
    if (first === 'blog') return { kind: 'blog' };
    if (first === 'auth') return { kind: 'auth' };
    const page = STATIC_PAGES.find((name) => name === first);
    if (page) return { kind: 'static', page };
  } else {
    if (first === 'trainer') return { kind: 'trainer', slug: second };
    if (first === 'blog') return { kind: 'blog-post', slug: second };
    if (first === 'category')
      return isCategoryKey(second) ? { kind: 'category', category: second } : { kind: 'not-found' };
  }
  return APP_PATHS.has(segments.join('/')) ? { kind: 'app' } : { kind: 'not-found' };
}

/** The path a public page is known by (canonical URL, sitemap), with its id segment encoded. */
export function pagePath(route: PageRoute): string | null {
  switch (route.kind) {
    case 'home':
      return '/';
    case 'browse':
      return '/trainers';
    case 'category':
      return `/category/${route.category}`;
    case 'trainer':
      return `/trainer/${encodeURIComponent(route.slug)}`;
    case 'blog':
      return '/blog';
    case 'blog-post':
      return `/blog/${encodeURIComponent(route.slug)}`;
    case 'static':
      return `/${route.page}`;
    default:
      return null;
  }
}
