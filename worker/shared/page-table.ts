// The web app's pages as the worker serves them; built from the app's routes by web/server/page-table.ts.
/** The static pages: one kind of page, each with its own copy (page-copy.ts). */
export type StaticPage = 'faq' | 'about' | 'contact' | 'privacy' | 'terms';

/** How the worker answers a page: which API answer it embeds and which head tags it writes. */
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

export type PageTableEntry = PageDeclaration & {
  /** The route's path pattern without slashes: '' the home page, `:name` a parameter, '*' the catch-all. */
  path: string;
  /** Anyone may open it: its code is in the worker's bundle, which may render its first screen. */
  public: boolean;
  /** Search engines may index it: it has a canonical URL, is in the sitemap and not disallowed in robots.txt. */
  indexable: boolean;
};

export type PageTable = readonly PageTableEntry[];
