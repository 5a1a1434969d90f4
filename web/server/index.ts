import type { WebServer } from '#shared/web-server';
import { pageTable as table } from './page-table';

/**
 * The web app's one server entry: all the worker may use of it (worker/shared/web-server.ts). The
 * worker imports it as `#web-server`, the one import from web/ its lint rule lets through
 * (biome.json). It runs in the worker only; nothing the browser loads imports web/server.
 *
 * The renderer (React, the router, the query client, the root layout and what they import) is
 * loaded on the first page it renders, not when the worker's isolate starts: an API request in a
 * fresh isolate never evaluates React. The worker's bundler keeps it in the same file and
 * initialises it on that first `import()`.
 */
const webServer: WebServer = {
  renderFirstScreen: async (request) => (await import('./render-first-screen')).renderFirstScreen(request),
  pageTable: table,
};

export const { renderFirstScreen, pageTable } = webServer;
