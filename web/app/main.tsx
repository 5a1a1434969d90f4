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

// Jitless: zod's `new Function` probe shows as a CSP violation, as the page CSP forbids eval. Set on zod's global
// before any schema module runs, without bringing zod into this chunk.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The signed-in user's cached data never outlives their session (see lib/viewer-scope).
clearViewerDataOnUserChange(queryClient);
// The UI shows a loading state until this settles.
void refreshSession();

if (root.hasChildNodes()) {
  void hydrateFirstScreen(root);
} else {
  createRoot(root).render(appElement(createAppRouter(), queryClient));
}

/**
 * Hydrates the worker's first screen in pieces a phone can run between frames (decision 034). A mismatch makes React
 * render afresh: a bug to fix, not a visitor's error, so a warning.
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
