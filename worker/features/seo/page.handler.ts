import type { Context } from 'hono';
import { INITIAL_DATA_ELEMENT_ID } from '../../shared/initial-data';
import { loadAppShell } from './app-shell';
import { conditionalResponse } from './conditional-response';
import { firstScreenHtml } from './first-screen';
import { resolvePageContent } from './page-content';
import { rewriteShell } from './page-rewriter';
import { matchPageRoute } from './page-routes';
import { appLoaderHref, modulepreloadHrefs, ROUTE_MODULES, STATIC_PAGE_MODULES } from './route-chunks';
import { siteOrigin } from './site-origin';

/**
 * Every page of the SPA: the built index.html with the page's head tags, preload hints and first
 * data, 404 for what does not exist (still the shell: the SPA shows its own message).
 */
export async function servePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const request = c.req.raw;
  const url = new URL(request.url);
  const route = matchPageRoute(url.pathname);
  const origin = siteOrigin(c.env);
  const [shell, content] = await Promise.all([
    loadAppShell(c.env, url.origin),
    resolvePageContent({ request, env: c.env, ctx: c.executionCtx, origin }, route),
  ]);
  if (content.kind === 'redirect') return c.redirect(content.location, 301);

  const modules = route.kind === 'static' ? [STATIC_PAGE_MODULES[route.page]] : ROUTE_MODULES[route.kind];
  // A public page that exists gets its first screen; a 404 shows the app's own message once it
  // runs, and the signed-in screens are the browser's alone (the worker renders no private screen).
  const rendered = content.status === 200 && route.kind !== 'app';
  const rootHtml = rendered ? await firstScreenHtml(c, content.initialDataJson) : null;
  const html = await rewriteShell(shell.html, {
    head: content.head,
    modulepreloads: modulepreloadHrefs(shell.manifest, modules),
    initialDataJson: content.initialDataJson,
    initialDataId: INITIAL_DATA_ELEMENT_ID,
    rootHtml,
    appLoader: appLoaderHref(shell.manifest),
  });
  const headers = new Headers(shell.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return conditionalResponse(request, html, { status: content.status, headers });
}
