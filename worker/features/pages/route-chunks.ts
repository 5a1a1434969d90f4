import type { PageKind, StaticPage } from '../seo/page-routes';

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) that says which chunk needs which. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/** Vite names the entry chunk after the HTML page that loads it. */
const ENTRY_KEY = 'index.html';

/**
 * The lazy modules each page's route loads (web/features/<area>/routes.tsx, paths relative to
 * web/). A test checks every one is in the built manifest, so a moved page fails loudly.
 */
export const ROUTE_MODULES: Record<PageKind, readonly string[]> = {
  home: ['features/home/HomePage.tsx'],
  browse: ['features/browse/BrowsePage.tsx', 'features/browse/browse-loader.ts'],
  category: ['features/category/CategoryPage.tsx', 'features/category/category-loader.ts'],
  trainer: ['features/trainer-profile/TrainerProfilePage.tsx', 'features/trainer-profile/trainer-profile-loader.ts'],
  blog: ['features/blog/BlogListPage.tsx'],
  'blog-post': ['features/blog/BlogPostPage.tsx', 'features/blog/blog-post-loader.ts'],
  static: [],
  auth: ['features/auth/AuthPage.tsx'],
  app: [],
  'not-found': ['features/static-pages/NotFoundPage.tsx'],
};

/** The static pages share one route kind; each has its own page module. */
export const STATIC_PAGE_MODULES: Record<StaticPage, string> = {
  faq: 'features/faq/FaqPage.tsx',
  about: 'features/static-pages/AboutPage.tsx',
  contact: 'features/contact/ContactPage.tsx',
  privacy: 'features/static-pages/PrivacyPage.tsx',
  terms: 'features/static-pages/TermsPage.tsx',
};

/** web/app/boot.ts: loads the app once a worker-rendered page is painted (page-rewriter.ts). */
const APP_LOADER_KEY = 'app/boot.ts';

/** `/assets/…` path of the app loader, or null for a build without one. */
export function appLoaderHref(manifest: ViteManifest): string | null {
  const file = manifest[APP_LOADER_KEY]?.file;
  return file ? `/${file}` : null;
}

/** Manifest key plus everything it imports statically, depth first. */
function closure(manifest: ViteManifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
}

/**
 * `/assets/…` files to modulepreload for a page: its route modules and their static imports,
 * leaving out the entry chunk and what it imports (index.html already loads and preloads those).
 */
export function modulepreloadHrefs(manifest: ViteManifest, modules: readonly string[]): string[] {
  const loadedByEntry = new Set<string>();
  closure(manifest, ENTRY_KEY, loadedByEntry);
  const needed = new Set<string>();
  for (const module of modules) closure(manifest, module, needed);
  const hrefs: string[] = [];
  for (const key of needed) {
    const chunk = manifest[key];
    if (chunk && !loadedByEntry.has(key)) hrefs.push(`/${chunk.file}`);
  }
  return hrefs;
}
