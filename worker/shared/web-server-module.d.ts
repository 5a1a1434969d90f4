// The types of `#web-server` (package.json "imports"): the worker type-checks against this contract,
// while bundlers resolve the web app's server entry (web/server/index.ts), which the web project checks
// against the same interface.
import type { WebServer } from './web-server';

export declare const renderFirstScreen: WebServer['renderFirstScreen'];
export declare const pageTable: WebServer['pageTable'];
