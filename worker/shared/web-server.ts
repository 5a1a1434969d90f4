import type { RenderFirstScreen } from './first-screen';
import type { PageTable } from './page-table';

/**
 * All the worker may use of the web app: the exports of its one server entry (web/server/index.ts),
 * which the worker imports as `#web-server` (package.json "imports"). Bundlers resolve that name to
 * the web source; `tsc` to web-server-module.d.ts, so each side is type-checked by its own project.
 */
export interface WebServer {
  /** A public page's first screen, rendered by the app's own components. */
  renderFirstScreen: RenderFirstScreen;
  /** Every page route of the app: its path, kind and lazy modules. */
  pageTable: PageTable;
}
