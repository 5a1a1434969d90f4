import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterNextPaint } from '../lib/after-next-paint';
import { queryClient } from '../lib/query-client';
import { refreshSession } from '../lib/session/refresh-scheduler';
import { clearViewerDataOnUserChange } from '../lib/viewer-scope';
import { appElement } from './app-element';
import { router } from './router';
import { routerReady } from './router-ready';
import './styles.css';

// Zod (in the lazy form and filter chunks) probes `new Function` once to choose its fast path; the
// page CSP forbids eval, so the probe shows as a CSP violation in devtools (Lighthouse best
// practices). Jitless mode skips it. Zod keeps its config on this global (shared by every copy of
// zod), so it is set here, before any schema module runs, without bringing zod into this chunk.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The signed-in user's cached data never outlives their session (see lib/viewer-scope).
clearViewerDataOnUserChange(queryClient);
// Restore the session from the refresh cookie (asked only when the "signed in" hint cookie says a
// session may exist); the UI shows a loading state until this settles.
void refreshSession();

const app = appElement(router, queryClient);

if (root.hasChildNodes()) {
  // The worker rendered this public page's first screen (app/render-first-screen). It is painted
  // first (the hydration render is the longest task of the load, and a page whose chunks are
  // already cached would otherwise paint only after it); then hydrated once the route's modules
  // are in, so the first render here is the worker's. Should it still differ, React renders the
  // page afresh: a bug to fix, not a visitor's error, so a warning.
  void Promise.all([routerReady(router), afterNextPaint()]).then(() =>
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('The first screen was rendered again in the browser:', error),
    }),
  );
} else {
  createRoot(root).render(app);
}
