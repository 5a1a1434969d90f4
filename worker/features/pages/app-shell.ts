import { log } from '#worker/platform/log/logger';
import type { ViteManifest } from './route-chunks';

/**
 * The built SPA as the worker needs it: index.html (every page starts from it), the headers the
 * static-asset server gives it from web/public/_headers (the security headers: one source for
 * static files and worker-answered pages) and Vite's manifest (for modulepreload hints).
 *
 * Both files are read through the ASSETS binding, i.e. from the same upload the browser gets the
 * chunks from, so they always describe the chunks actually deployed: in `wrangler dev`, in the
 * workerd tests (which bind web/dist the same way) and in production. The worker bundle itself
 * never embeds build output, so it does not depend on building the web app first.
 */
export interface AppShell {
  html: string;
  headers: Headers;
  manifest: ViteManifest;
}

/** Headers of the asset response that describe the document, not the file. */
const SHELL_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
  'cross-origin-resource-policy',
];

/** The manifest for one build, remembered per isolate (index.html names the build's entry chunk). */
let manifestCache: { html: string; manifest: Promise<ViteManifest> } | undefined;

export class AppShellUnavailableError extends Error {}

async function fetchAsset(env: Env, origin: string, path: string): Promise<Response> {
  const res = await env.ASSETS.fetch(new Request(`${origin}${path}`));
  if (!res.ok) {
    await res.body?.cancel();
    throw new AppShellUnavailableError(`ASSETS ${path} answered ${res.status}: is web/dist built (npm run build)?`);
  }
  return res;
}

async function fetchManifest(env: Env, origin: string): Promise<ViteManifest> {
  const res = await fetchAsset(env, origin, '/.vite/manifest.json');
  if (!res.headers.get('content-type')?.includes('json')) {
    await res.body?.cancel();
    throw new AppShellUnavailableError('/.vite/manifest.json is missing from the build (vite build.manifest)');
  }
  return res.json<ViteManifest>();
}

export async function loadAppShell(env: Env, origin: string): Promise<AppShell> {
  // index.html is read every time (it is tiny and local to the isolate's asset store), so a new
  // build served by a long-lived `wrangler dev` is picked up; the manifest only when it changed.
  const res = await fetchAsset(env, origin, '/');
  const html = await res.text();
  const headers = new Headers();
  for (const name of SHELL_HEADERS) {
    const value = res.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (manifestCache?.html !== html) {
    // Without the manifest pages still work, only without preload hints: log, do not fail.
    const manifest = fetchManifest(env, origin).catch((err: unknown) => {
      log.warn('No Vite manifest: pages are sent without modulepreload hints', { error: err });
      // Not remembered: the next page tries again instead of going without hints until a deploy.
      manifestCache = undefined;
      return {};
    });
    manifestCache = { html, manifest };
  }
  return { html, headers, manifest: await manifestCache.manifest };
}
