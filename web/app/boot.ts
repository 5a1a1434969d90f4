// A worker-rendered page's script: loads the app after first paint, so its JavaScript does not compete with the
// stylesheet (decision 033). It also holds early interactions and marks broken images. Imports only modules nothing
// else imports, so it stays one tiny chunk.
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
  // The paint entry arrives once the frame is on screen; a task queued from a frame callback can run before that.
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

// A background tab is not painted until shown: download the app at once there.
if (document.visibilityState === 'hidden') loadApp();
else afterFirstPaint(loadApp);
