import type { RouteObject } from 'react-router';
import type { PageDeclaration, PageKind, PageTable, PageTableEntry } from '#shared/page-table';
import { publicRoutes } from '#web/app/public-routes';
import { ACCOUNT_PATH, DASHBOARD_PATH } from '#web/features/account/paths';
import { ADMIN_CONTENT_PATH, ADMIN_PATHS } from '#web/features/admin/paths';
import { TRAINER_ANALYTICS_PATH } from '#web/features/analytics/paths';
import { authRoute } from '#web/features/auth/routes';
import { blogListRoute, blogPostRoute } from '#web/features/blog/routes';
import { browseRoute, categoryRoute } from '#web/features/browse/routes';
import { contactRoute } from '#web/features/contact/routes';
import { faqRoute } from '#web/features/faqs/routes';
import { homeRoute } from '#web/features/home/routes';
import { MANAGE_PROFILE_PATH } from '#web/features/manage-profile/paths';
import { MESSAGES_PATHS } from '#web/features/messages/paths';
import { unsubscribeRoute } from '#web/features/notifications/routes';
import { SAVED_TRAINERS_PATH } from '#web/features/saved-trainers/paths';
import { aboutRoute, notFoundRoute, privacyRoute, termsRoute } from '#web/features/static-pages/routes';
import { TRAINER_PREVIEW_PATH } from '#web/features/trainer-profile/paths';
import { trainerProfileRoute } from '#web/features/trainer-profile/routes';

/** Here rather than on the routes, so the browser's bundle does not carry what only the worker reads; the test checks every public route is here. */
const PUBLIC_PAGES = new Map<RouteObject, PageDeclaration>([
  [homeRoute, { kind: 'home', modules: ['features/home/HomePage.tsx'] }],
  [authRoute, { kind: 'auth', modules: ['features/auth/AuthPage.tsx'] }],
  [browseRoute, { kind: 'browse', modules: ['features/browse/BrowsePage.tsx', 'features/browse/browse-loader.ts'] }],
  [
    trainerProfileRoute,
    {
      kind: 'trainer',
      modules: [
        'features/trainer-profile/TrainerProfilePage.tsx',
        'features/trainer-profile/trainer-profile-loader.ts',
      ],
    },
  ],
  [
    categoryRoute,
    { kind: 'category', modules: ['features/browse/CategoryPage.tsx', 'features/browse/category-loader.ts'] },
  ],
  [blogListRoute, { kind: 'blog', modules: ['features/blog/BlogListPage.tsx'] }],
  [
    blogPostRoute,
    { kind: 'blog-post', modules: ['features/blog/BlogPostPage.tsx', 'features/blog/blog-post-loader.ts'] },
  ],
  [faqRoute, { kind: 'static', page: 'faq', modules: ['features/faqs/FaqPage.tsx'] }],
  [contactRoute, { kind: 'static', page: 'contact', modules: ['features/contact/ContactPage.tsx'] }],
  [aboutRoute, { kind: 'static', page: 'about', modules: ['features/static-pages/AboutPage.tsx'] }],
  [privacyRoute, { kind: 'static', page: 'privacy', modules: ['features/static-pages/PrivacyPage.tsx'] }],
  [termsRoute, { kind: 'static', page: 'terms', modules: ['features/static-pages/TermsPage.tsx'] }],
  // It acts for the token in its link: nothing to show before the app runs, nothing to index.
  [unsubscribeRoute, { kind: 'app', modules: ['features/notifications/UnsubscribePage.tsx'] }],
  [notFoundRoute, { kind: 'not-found', modules: ['features/static-pages/NotFoundPage.tsx'] }],
]);

/** The pages search engines may index; /auth, the screens only the browser renders and the 404 are not. */
const INDEXED_KINDS: ReadonlySet<PageKind> = new Set([
  'home',
  'browse',
  'category',
  'trainer',
  'blog',
  'blog-post',
  'static',
]);

/** Only the paths: the signed-in routes would bring their screens' code into the worker, which never renders them. */
const SIGNED_IN_PATHS: readonly string[] = [
  SAVED_TRAINERS_PATH,
  ...Object.values(MESSAGES_PATHS),
  DASHBOARD_PATH,
  ACCOUNT_PATH,
  MANAGE_PROFILE_PATH,
  TRAINER_ANALYTICS_PATH,
  TRAINER_PREVIEW_PATH,
  ...Object.values(ADMIN_PATHS),
  ADMIN_CONTENT_PATH,
];

function routePath(parent: string, route: RouteObject): string {
  const own = route.index ? '' : (route.path ?? '').replace(/^\/+|\/+$/g, '');
  return [parent, own].filter(Boolean).join('/');
}

export function* pageRoutes(routes: RouteObject[], parent = ''): Generator<{ path: string; route: RouteObject }> {
  for (const route of routes) {
    const path = routePath(parent, route);
    if (route.children?.length) yield* pageRoutes(route.children, path);
    else yield { path, route };
  }
}

function publicEntry({ path, route }: { path: string; route: RouteObject }): PageTableEntry {
  const page = PUBLIC_PAGES.get(route);
  // Only a new public route meets this (and its test, first): the worker would not know how to answer it.
  if (!page) throw new Error(`The public route '${path}' is not in web/server/page-table.ts PUBLIC_PAGES`);
  return { ...page, path, public: true, indexable: INDEXED_KINDS.has(page.kind) };
}

const signedInEntry = (path: string): PageTableEntry => ({
  kind: 'app',
  modules: [],
  path,
  public: false,
  indexable: false,
});

export const pageTable: PageTable = [
  ...[...pageRoutes(publicRoutes)].map(publicEntry),
  ...SIGNED_IN_PATHS.map(signedInEntry),
];
