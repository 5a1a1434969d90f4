import { type CategoryKey, isCategoryKey } from '#shared/categories';
import type { PageTableEntry, StaticPage } from '#shared/page-table';
import { pageTable } from '#web-server';

/** Which page of the SPA a path is, from the web app's own route table (`#web-server`). */
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
  /** A screen only the browser renders: the shell, 200, `noindex`. */
  | { kind: 'app' }
  | { kind: 'not-found' };

export type IndexedPageRoute = Exclude<PageRoute, { kind: 'auth' | 'app' | 'not-found' }>;

/** A trailing slash is the same page: the router matches both. */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

const isParameter = (segment: string) => segment.startsWith(':');

const ROUTES = pageTable
  .filter((entry) => entry.kind !== 'not-found')
  .map((entry) => ({ entry, segments: segmentsOf(entry.path) }));

/** The web app's catch-all page, which every path no route claims shows (a bare 404 if it had none). */
const NOT_FOUND: PageTableEntry = pageTable.find((entry) => entry.kind === 'not-found') ?? {
  kind: 'not-found',
  modules: [],
  path: '*',
  public: true,
  indexable: false,
};

function decodeSegments(pathname: string): string[] | null {
  try {
    return segmentsOf(pathname).map(decodeURIComponent);
  } catch {
    return null; // A malformed %-escape: no page has that path.
  }
}

/** How a path fits a route's pattern: the parameters' values and how many segments matched literally. */
function fitPattern(pattern: string[], segments: string[]): { params: string[]; literals: number } | null {
  if (pattern.length !== segments.length) return null;
  const params: string[] = [];
  let literals = 0;
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (isParameter(part)) params.push(segment);
    else if (part === segment) literals += 1;
    else return null;
  }
  return { params, literals };
}

/** The route the path fits, with its parameters; as in the router, a literal segment ranks above a parameter. */
function findEntry(segments: string[]): { entry: PageTableEntry; params: string[] } | null {
  let best: { entry: PageTableEntry; params: string[]; literals: number } | null = null;
  for (const { entry, segments: pattern } of ROUTES) {
    const fitted = fitPattern(pattern, segments);
    if (fitted && (!best || fitted.literals > best.literals)) best = { entry, ...fitted };
  }
  return best;
}

/** The page a table entry is for these parameters; null when a parameter names nothing (an unknown category). */
function pageRoute(entry: PageTableEntry, [param]: string[]): PageRoute | null {
  switch (entry.kind) {
    case 'static':
      return { kind: 'static', page: entry.page };
    case 'category':
      return param !== undefined && isCategoryKey(param) ? { kind: 'category', category: param } : null;
    case 'trainer':
    case 'blog-post':
      return param === undefined ? null : { kind: entry.kind, slug: param };
    default:
      return { kind: entry.kind };
  }
}

/** A path's page and the web app's route for it (its lazy modules: pages/route-chunks.ts). */
export function matchPage(pathname: string): { route: PageRoute; entry: PageTableEntry } {
  const segments = decodeSegments(pathname);
  const found = segments && findEntry(segments);
  const route = found && pageRoute(found.entry, found.params);
  return found && route ? { route, entry: found.entry } : { route: { kind: 'not-found' }, entry: NOT_FOUND };
}

export function matchPageRoute(pathname: string): PageRoute {
  return matchPage(pathname).route;
}

function entryOf(route: IndexedPageRoute): PageTableEntry {
  const entry = pageTable.find((candidate) =>
    route.kind === 'static'
      ? candidate.kind === 'static' && candidate.page === route.page
      : candidate.kind === route.kind,
  );
  // page-routes.test.ts checks the web app has a route for every page the worker describes.
  if (!entry) throw new Error(`The web app has no route for the ${route.kind} page`);
  return entry;
}

function idOf(route: IndexedPageRoute): string {
  switch (route.kind) {
    case 'category':
      return route.category;
    case 'trainer':
    case 'blog-post':
      return route.slug;
    default:
      return '';
  }
}

/** The path a public page is known by (canonical URL, sitemap), with its id segment encoded. */
export function pagePath(route: IndexedPageRoute): string {
  const segments = segmentsOf(entryOf(route).path).map((part) =>
    isParameter(part) ? encodeURIComponent(idOf(route)) : part,
  );
  return `/${segments.join('/')}`;
}

/** The paths of the indexed pages without parameters, in the web app's order (the sitemap's fixed part). */
export function fixedIndexedPaths(): string[] {
  return pageTable
    .filter((entry) => entry.indexable && !segmentsOf(entry.path).some(isParameter))
    .map((entry) => `/${entry.path}`);
}

/** Each unindexed page as its path up to its first parameter, leaving out those another covers. */
export function unindexedPathPrefixes(): string[] {
  const prefixes = pageTable
    .filter((entry) => !entry.indexable && entry.kind !== 'not-found')
    .map((entry) => {
      // A parameter is robots.txt's wildcard (Google and Bing honour it): /trainer/*/preview leaves the profiles crawlable.
      const segments = segmentsOf(entry.path).map((segment) => (isParameter(segment) ? '*' : segment));
      while (segments.at(-1) === '*') segments.pop();
      return `/${segments.join('/')}`;
    });
  return [...new Set(prefixes)].filter((path) => !prefixes.some((other) => path.startsWith(`${other}/`)));
}
