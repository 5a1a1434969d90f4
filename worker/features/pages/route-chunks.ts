import type { PageTableEntry } from '#shared/page-table';

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
 * The lazy modules a page's route loads (the web app's route table, paths from web/), whose chunks
 * the page preloads. A screen only the browser renders (kind `app`) is the bare shell and gets no
 * hints: its chunks load with the app, as the route asks for them (the signed-in screens' modules
 * are not even in the table, their code being kept out of the worker).
 */
export function pageModules(entry: PageTableEntry): readonly string[] {
  return entry.kind === 'app' ? [] : entry.modules;
}

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
