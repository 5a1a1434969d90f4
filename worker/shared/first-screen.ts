import type { InitialData } from './initial-data';

/** What the worker knows when it renders a public page's first screen. */
export interface FirstScreenRequest {
  /** The page's full URL. */
  url: string;
  /** The API answer the page embeds (the same the browser's query cache starts from), or null. */
  initialData: InitialData | null;
  /** Whether the request carried the "signed in" hint cookie (shared/session-hint). */
  signedInHint: boolean;
  /** Cloudflare Image Resizing is on (IMAGE_RESIZING): stored photos get resized `srcset`s (responsive-image). */
  imageResizing: boolean;
}

/** The HTML that goes inside the page's `#root` element, which the browser then hydrates. */
export interface FirstScreen {
  html: string;
  /**
   * False when a component failed: its Suspense boundary was left for the browser to render, so
   * the page still works, but this HTML is not the page's whole first screen.
   */
  complete: boolean;
  /** What the failed components threw, for the worker's log. */
  errors: unknown[];
}

/**
 * Renders a page's first screen, or null when the app's router answers the URL with a redirect or
 * a route error (the worker only asks for public pages that exist: pages/page.handler). Implemented
 * by the web app (web/server/render-first-screen.tsx), bundled into the worker through `#web-server`.
 */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;
