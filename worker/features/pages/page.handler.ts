import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { INITIAL_DATA_ELEMENT_ID } from '#shared/initial-data';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint';
import { imageResizingOn } from '#worker/features/images/index';
import { matchPage } from '#worker/features/seo/index';
import { validatedResponse } from '#worker/lib/conditional-response';
import { jsonForScript } from '#worker/lib/html-escape';
import { siteOrigin } from '#worker/lib/site-origin';
import { loadAppShell } from './app-shell';
import { firstScreenHtml } from './first-screen';
import type { ApiFetch } from './internal-api';
import { resolvePageContent } from './page-content';
import { type PageAdditions, rewriteShell } from './page-rewriter';
import { pageValidator } from './page-validator';
import { rememberRenderedPage, renderedPage } from './rendered-pages';
import { appLoaderHref, modulepreloadHrefs, pageModules } from './route-chunks';

/**
 * Every page of the SPA: the built index.html with the page's head tags, preload hints and first
 * data (read from `api`, this worker's API), 404 for what does not exist (still the shell: the SPA
 * shows its own message).
 *
 * The ETag is worked out from the page's inputs before the page is made, so a revalidation that
 * matches (304) or a HEAD request never renders, and a page this isolate already made for the same
 * inputs is sent again as it is (`x-cache: hit`). A page made from stale cached data (D1 down) says
 * `x-cache: stale`.
 */
export async function servePage(c: Context<{ Bindings: Env }>, api: ApiFetch): Promise<Response> {
  const request = c.req.raw;
  const url = new URL(request.url);
  const { route, entry } = matchPage(url.pathname);
  const origin = siteOrigin(c.env);
  // D1 down: the API answers public reads from the cache, marked stale, and so is the page.
  let stale = false;
  const watchedApi: ApiFetch = async (...args) => {
    const res = await api(...args);
    if (res.headers.get('x-cache') === 'stale') stale = true;
    return res;
  };
  const [shell, content] = await Promise.all([
    loadAppShell(c.env, url.origin),
    resolvePageContent({ api: watchedApi, request, env: c.env, ctx: c.executionCtx, origin }, route),
  ]);
  if (content.kind === 'redirect') return c.redirect(content.location, 301);

  // A public page that exists gets its first screen; a 404 shows the app's own message once it
  // runs, and the signed-in screens are the browser's alone (the worker renders no private screen).
  // /auth is rendered for visitors without a session: with one, the app sends them on to /dashboard.
  const signedInHint = getCookie(c, SIGNED_IN_HINT_COOKIE) === SIGNED_IN_HINT_VALUE;
  const rendered =
    content.status === 200 && entry.public && route.kind !== 'app' && !(route.kind === 'auth' && signedInHint);
  const additions: Omit<PageAdditions, 'rootHtml'> = {
    head: content.head,
    modulepreloads: modulepreloadHrefs(shell.manifest, pageModules(entry)),
    // Serialised once, here: the same text is embedded and names the page in its validator.
    initialDataJson: content.initialData === null ? null : jsonForScript(content.initialData),
    initialDataId: INITIAL_DATA_ELEMENT_ID,
    appLoader: appLoaderHref(shell.manifest),
    imageResizing: imageResizingOn(c.env),
  };
  const validator = await pageValidator({
    codeVersion: c.env.CF_VERSION_METADATA.id,
    shellHtml: shell.html,
    url: request.url,
    status: content.status,
    additions,
    rendered,
    signedInHint,
    day: new Date().toISOString().slice(0, 10),
  });

  const headers = new Headers(shell.headers);
  headers.set('content-type', 'text/html; charset=utf-8');
  return validatedResponse(request, validator, { status: content.status, headers }, async (sentHeaders) => {
    const known = renderedPage(validator);
    // As on the API: whether this isolate already had the answer (`npm run bench` counts them).
    sentHeaders.set('x-cache', stale ? 'stale' : known === undefined ? 'miss' : 'hit');
    if (known !== undefined) return known;
    const firstScreen = rendered
      ? await firstScreenHtml({
          url: request.url,
          initialData: content.initialData,
          signedInHint,
          imageResizing: additions.imageResizing,
        })
      : null;
    const html = await rewriteShell(shell.html, { ...additions, rootHtml: firstScreen?.html ?? null });
    // Only whole renders are kept, as they are what is worth keeping: a 404 or a signed-in screen
    // costs one pass of the shell, and a render that failed (in part or in whole; the browser
    // renders what is missing) gets another try with the next visitor.
    if (firstScreen?.complete) rememberRenderedPage(validator, html);
    return html;
  });
}
