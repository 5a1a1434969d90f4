/**
 * The script of a worker-rendered page (the worker puts it in place of the app's entry script, see
 * worker/features/seo/page-rewriter.ts): it loads the app after the browser has painted the page.
 * On a slow link the app's JavaScript would otherwise share the bandwidth with the stylesheet the
 * first paint waits for, and a phone would run it before painting; the page is readable without
 * it and only needs it to respond. The route's own chunks are already preloading (their
 * `modulepreload` links are in the HTML), so the app finds them when it starts.
 *
 * No imports: this file must stay one tiny chunk of its own (vite.config.ts).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
const entry = script?.dataset.appEntry;

function loadApp(): void {
  // A same-origin /assets/ path written by the worker from the build manifest.
  if (entry?.startsWith('/assets/')) void import(/* @vite-ignore */ entry);
}

// A frame callback runs before that frame's paint; a task queued from it runs after. A page
// opened in a background tab gets no frames until shown: load at once there.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
