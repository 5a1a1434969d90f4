import type { RenderFirstScreen } from './first-screen';
import type { PageTable } from './page-table';

/** All the worker may use of the web app, imported as `#web-server`; tsc reads web-server-module.d.ts, so each side checks alone. */
export interface WebServer {
  /** A public page's first screen, rendered by the app's own components. */
  renderFirstScreen: RenderFirstScreen;
  pageTable: PageTable;
}
