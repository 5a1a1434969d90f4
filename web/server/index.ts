import type { WebServer } from '#shared/web-server';
import { pageTable as table } from './page-table';
import { renderFirstScreen as render } from './render-first-screen';

/**
 * The web app's one server entry: all the worker may use of it (worker/shared/web-server.ts). The
 * worker imports it as `#web-server`, the one import from web/ its lint rule lets through
 * (biome.json). It runs in the worker only; nothing the browser loads imports web/server.
 */
const webServer: WebServer = { renderFirstScreen: render, pageTable: table };

export const { renderFirstScreen, pageTable } = webServer;
