import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** What a query does when it finally fails, declared next to the query instead of in each screen. */
    queryMeta: {
      /** Toast this text (e.g. SPEC 8 'Failed to load saved trainers'). */
      errorToast?: string;
      /** Log with this text only (SPEC 8: testimonials on home are logged, the section hidden). */
      errorLog?: string;
    };
  }
}

/** Two more tries after the first failure, with the library's growing delay (1 s, 2 s). */
const MAX_FAILURES = 3;

/** Only network failures and 5xx may pass on another try; a 4xx is the worker's answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount + 1 >= MAX_FAILURES) return false;
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const { errorToast, errorLog } = query.meta ?? {};
        if (errorToast) toast.error(errorToast, { cause: error });
        if (errorLog) console.error(errorLog, error);
      },
    }),
    defaultOptions: {
      queries: {
        // The worker caches these too; every write the user makes invalidates what it changed.
        staleTime: 60_000,
        // Public data does not go stale because a tab regained focus.
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      // A write is never repeated on its own: the user sees the error and decides.
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
