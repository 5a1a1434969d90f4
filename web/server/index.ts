import type { WebServer } from '#shared/web-server';
import { pageTable as table } from './page-table';

// The worker's one import from web/ (`#web-server`). The renderer loads on the first page it renders, so an API
// request in a fresh isolate never evaluates React.
const webServer: WebServer = {
  renderFirstScreen: async (request) => (await import('./render-first-screen')).renderFirstScreen(request),
  pageTable: table,
};

export const { renderFirstScreen, pageTable } = webServer;
