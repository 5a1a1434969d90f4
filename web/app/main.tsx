import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterNextPaint } from '#web/lib/after-next-paint';
import { queryClient } from '#web/lib/query-client';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { clearViewerDataOnUserChange } from '#web/lib/viewer-scope';
import { appElement } from './app-element';
import { createAppRouter } from './router';
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

if (root.hasChildNodes()) {
  void hydrateFirstScreen(root);
} else {
  createRoot(root).render(appElement(createAppRouter(), queryClient));
}

/**
 * The worker rendered this public page's first screen (server/render-first-screen): it is painted
 * before any of the app's work, then hydrated once the route's modules are in, so that the first
 * render here is the worker's. The work is cut into pieces a phone can run between frames: the
 * router is created after the paint, and hydration runs as a transition, which React renders in
 * slices and lets input interrupt (a plain hydrateRoot renders the layout in one blocking task).
 * Should the render still differ, React renders the page afresh: a bug to fix, not a visitor's
 * error, so a warning.
 */
async function hydrateFirstScreen(container: HTMLElement): Promise<void> {
  await afterNextPaint();
  const router = createAppRouter();
  await routerReady(router);
  startTransition(() => {
    hydrateRoot(container, appElement(router, queryClient), {
      onRecoverableError: (error) => console.warn('The first screen was rendered again in the browser:', error),
    });
  });
}
