import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '#web/lib/query-client';

/** Renders with a fresh QueryClient (the app's settings, an empty cache); returns the client. */
export function renderWithQueryClient(ui: ReactNode, client = createQueryClient()) {
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return client;
}
