import { describe, expect, it } from 'vitest';
import type { StaticPage } from '#shared/page-table';
import { pageTable } from '#web-server';
import { fixedIndexedPaths, matchPage, matchPageRoute, pagePath, unindexedPathPrefixes } from './page-routes';

describe('page routes', () => {
  it.each([
    ['/', { kind: 'home' }],
    ['/trainers', { kind: 'browse' }],
    ['/trainers/', { kind: 'browse' }],
    ['/category/creative_arts', { kind: 'category', category: 'creative_arts' }],
    ['/category/cooking', { kind: 'not-found' }],
    ['/trainer/ana-lopez', { kind: 'trainer', slug: 'ana-lopez' }],
    ['/trainer/ana%20lopez', { kind: 'trainer', slug: 'ana lopez' }],
    ['/trainer/%E0%A4%A', { kind: 'not-found' }],
    ['/trainer', { kind: 'not-found' }],
    ['/blog', { kind: 'blog' }],
    ['/blog/first-post', { kind: 'blog-post', slug: 'first-post' }],
    ['/faq', { kind: 'static', page: 'faq' }],
    ['/privacy', { kind: 'static', page: 'privacy' }],
    ['/auth', { kind: 'auth' }],
    ['/admin/trainers', { kind: 'app' }],
    ['/saved-trainers', { kind: 'app' }],
    ['/admin/nope', { kind: 'not-found' }],
    ['/blog/a/b', { kind: 'not-found' }],
  ])('%s', (path, route) => {
    expect(matchPageRoute(path)).toEqual(route);
  });
});

// The table comes from the web app's routes (web/server/page-table.ts): these check it still has
// every page the worker answers, as the kind the worker answers it as.
describe("the web app's page table", () => {
  const STATIC_PAGES: StaticPage[] = ['faq', 'about', 'contact', 'privacy', 'terms'];

  it('has one route for each page the worker describes, and the catch-all', () => {
    for (const kind of ['home', 'browse', 'category', 'trainer', 'blog', 'blog-post', 'auth', 'not-found'] as const) {
      expect(pageTable.filter((entry) => entry.kind === kind).length, kind).toBe(1);
    }
    for (const page of STATIC_PAGES) {
      expect(pageTable.filter((entry) => entry.kind === 'static' && entry.page === page).length, page).toBe(1);
    }
    expect(pageTable.find((entry) => entry.kind === 'not-found')?.path).toBe('*');
  });

  it('answers the signed-in screens and /unsubscribe as screens only the browser renders', () => {
    const screens = pageTable.filter((entry) => entry.kind === 'app').map((entry) => `/${entry.path}`);
    expect(screens.sort()).toEqual(
      [
        '/account',
        '/admin',
        '/admin/content',
        '/admin/settings',
        '/admin/trainers',
        '/admin/users',
        '/dashboard',
        '/manage-profile',
        '/messages',
        '/messages/:conversationId',
        '/saved-trainers',
        '/trainer-analytics',
        '/trainer/:slug/preview',
        '/unsubscribe',
      ].sort(),
    );
    for (const path of screens) {
      const concrete = path.replace(':slug', 'ana').replace(':conversationId', '12');
      expect(matchPageRoute(concrete), concrete).toEqual({ kind: 'app' });
    }
    // The profile itself stays the public page.
    expect(matchPageRoute('/trainer/ana')).toEqual({ kind: 'trainer', slug: 'ana' });
  });

  it('indexes the public pages only, and renders no signed-in screen', () => {
    expect(pageTable.filter((entry) => entry.indexable).map((entry) => entry.kind)).not.toContainEqual(
      expect.stringMatching(/^(auth|app|not-found)$/),
    );
    expect(pageTable.filter((entry) => !entry.public).every((entry) => entry.kind === 'app')).toBe(true);
    expect(matchPage('/unsubscribe').entry.public).toBe(true);
    expect(matchPage('/account').entry.public).toBe(false);
  });

  it("each page's lazy modules come with its route; the catch-all's with every unknown path", () => {
    expect(matchPage('/trainer/ana').entry.modules).toEqual([
      'features/trainer-profile/TrainerProfilePage.tsx',
      'features/trainer-profile/trainer-profile-loader.ts',
    ]);
    expect(matchPage('/about').entry.modules).toEqual(['features/static-pages/AboutPage.tsx']);
    for (const path of ['/no/such/page', '/category/cooking', '/trainer/%E0%A4%A']) {
      expect(matchPage(path).entry.modules, path).toEqual(['features/static-pages/NotFoundPage.tsx']);
    }
  });

  it('gives each indexed page the path it is known by, its id encoded', () => {
    expect(pagePath({ kind: 'home' })).toBe('/');
    expect(pagePath({ kind: 'browse' })).toBe('/trainers');
    expect(pagePath({ kind: 'category', category: 'creative_arts' })).toBe('/category/creative_arts');
    expect(pagePath({ kind: 'trainer', slug: 'ana lopez' })).toBe('/trainer/ana%20lopez');
    expect(pagePath({ kind: 'blog-post', slug: 'a/b' })).toBe('/blog/a%2Fb');
    for (const page of STATIC_PAGES) expect(pagePath({ kind: 'static', page })).toBe(`/${page}`);
  });

  it("lists the sitemap's fixed pages and the prefixes robots.txt keeps crawlers out of", () => {
    expect(fixedIndexedPaths().sort()).toEqual(
      ['/', '/trainers', '/blog', '/faq', '/about', '/contact', '/privacy', '/terms'].sort(),
    );
    expect(unindexedPathPrefixes().sort()).toEqual(
      [
        '/admin',
        '/dashboard',
        '/manage-profile',
        '/trainer-analytics',
        '/saved-trainers',
        '/messages',
        '/auth',
        '/account',
        '/unsubscribe',
        // robots.txt's wildcard: the previews, not the profiles.
        '/trainer/*/preview',
      ].sort(),
    );
  });
});
