/**
 * The web app's pages as the worker serves them: web/server/page-table.ts builds the table from the
 * app's own routes and hands it to the worker through the web app's server entry (`#web-server`),
 * which matches paths, writes head tags and preloads chunks from it (worker/features/seo/page-routes.ts).
 */

/** The static pages: one kind of page, each with its own copy (page-copy.ts). */
export type StaticPage = 'faq' | 'about' | 'contact' | 'privacy' | 'terms';

/**
 * How the worker answers a page (worker/features/pages/page-content.ts): which API answer it embeds
 * and which head tags it writes. `auth` is sign-in and sign-up (anyone may open it, not indexed);
 * `app` a screen only the browser renders (the plain shell, 200, not indexed: the signed-in screens
 * and /unsubscribe); `not-found` every path no route claims (404).
 */
export type PageKind =
  | 'home'
  | 'browse'
  | 'category'
  | 'trainer'
  | 'blog'
  | 'blog-post'
  | 'static'
  | 'auth'
  | 'app'
  | 'not-found';

/** What a public route of the web app is to the worker (web/server/page-table.ts declares it). */
export type PageDeclaration = ({ kind: Exclude<PageKind, 'static'> } | { kind: 'static'; page: StaticPage }) & {
  /** The modules the route's `lazy` loads, as paths from web/ (the keys of Vite's build manifest). */
  modules: readonly string[];
};

/** One page route of the web app. */
export type PageTableEntry = PageDeclaration & {
  /**
   * The route's path pattern from the root, without leading or trailing slash: '' is the home page,
   * a `:name` segment a parameter, '*' every path no other route claims.
   */
  path: string;
  /**
   * Anyone may open it (web/app/public-routes.ts): its code is in the worker's bundle and the worker
   * may render its first screen. The signed-in screens are not.
   */
  public: boolean;
  /** Search engines may index it: it has a canonical URL, is in the sitemap and not disallowed in robots.txt. */
  indexable: boolean;
};

export type PageTable = readonly PageTableEntry[];
