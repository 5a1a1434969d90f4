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

/** The lazy modules a page's route loads, to preload; an `app` screen gets none, its chunks load with the app. */
export function pageModules(entry: PageTableEntry): readonly string[] {
  return entry.kind === 'app' ? [] : entry.modules;
}

/** web/app/boot.ts: loads the app once a worker-rendered page is painted (page-rewriter.ts). */
const APP_LOADER_KEY = 'app/boot.ts';

export function appLoaderHref(manifest: ViteManifest): string | null {
  const file = manifest[APP_LOADER_KEY]?.file;
  return file ? `/${file}` : null;
}

function closure(manifest: ViteManifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
}

/** Files to modulepreload for a page, less the entry chunk's own (index.html already loads those). */
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
