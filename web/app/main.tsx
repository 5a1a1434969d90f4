import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { refreshSession } from '../lib/session/refresh-scheduler';
import { clearViewerDataOnUserChange } from '../lib/viewer-scope';
import { router } from './router';
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

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
