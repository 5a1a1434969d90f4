// The types of `#first-screen` (package.json "imports"): the worker type-checks against this
// contract, while bundlers resolve the web app's implementation, which the web project checks.
import type { RenderFirstScreen } from './first-screen.ts';

export declare const renderFirstScreen: RenderFirstScreen;
