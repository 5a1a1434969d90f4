/**
 * The script of a worker-rendered page (the worker puts it in place of the app's entry script, see
 * worker/features/pages/page-rewriter.ts): it loads the app after the browser has painted the page.
 * On a slow link the app's JavaScript would otherwise share the bandwidth with the stylesheet the
 * first paint waits for, and a phone would run it before painting; the page is readable without
 * it and only needs it to respond. The route's own chunks are already preloading (their
 * `modulepreload` links are in the HTML), so the app finds them when it starts.
 *
 * It also holds what the visitor does before the app can respond (hold-early-interactions.ts; the
 * app replays it, lib/early-interactions.ts), and marks pictures that fail to load, for as long as
 * the page lives (mark-broken-images.ts).
 *
 * Imports only modules nothing else imports: this file must stay one tiny chunk of its own
 * (vite.config.ts), loaded before the page is painted.
 */
import { holdEarlyInteractions } from './hold-early-interactions';
import { markBrokenImages } from './mark-broken-images';

window.earlyInteractions = holdEarlyInteractions(document);
markBrokenImages(document);

const script = document.querySelector<HTMLScriptElement>('head > script[data-app-entry]');

/** The entry the worker named (from the build manifest): only ever one of this site's /assets/. */
function appEntry(): string | null {
  const named = script?.dataset.appEntry;
  if (!named) return null;
  const url = new URL(named, location.href);
  return url.origin === location.origin && url.pathname.startsWith('/assets/') ? url.href : null;
}

function loadApp(): void {
  const entry = appEntry();
  if (!entry) return;
  import(/* @vite-ignore */ entry).catch((error: unknown) => {
    // The page stays readable; it needs a reload to respond (as when an entry script fails).
    console.error('The app could not be loaded', error);
  });
}

/** Should the browser report no first paint (it always does for a page with content). */
const FALLBACK_MS = 3000;

function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // The first contentful paint entry arrives once the frame is on screen; a task queued from a
  // frame callback can run before that frame is presented.
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(once, FALLBACK_MS);
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
}

// A page opened in a background tab is not painted until shown: download the app at once there
// (main.tsx then hydrates once the tab is shown and paints a frame).
if (document.visibilityState === 'hidden') loadApp();
else afterFirstPaint(loadApp);
