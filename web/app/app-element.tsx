import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactElement, StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/**
 * The app as the browser renders or hydrates it. The worker's first-screen render
 * (server/render-first-screen.tsx) wraps its static router in the same providers: hydration needs the
 * same tree.
 */
export function appElement(router: DataRouter, queryClient: QueryClient): ReactElement {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
