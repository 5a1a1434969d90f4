import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Booking, BookingListResponse } from '#shared/api/bookings';
import { LoadFailedAlert } from '#web/components/LoadFailedAlert';
import { BOOKINGS_TOASTS } from './bookings-toasts';

/**
 * A list of sessions from its paged query: loading, failed (with Retry), empty, or the rows
 * `children` renders, then "Load more" while the worker has another page.
 */
export function BookingListState({
  query,
  label,
  empty,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<BookingListResponse>>;
  /** Names the list and its loading state ("Session requests"). */
  label: string;
  empty: ReactNode;
  children: (bookings: Booking[]) => ReactNode;
}) {
  if (query.isPending) return <div className="skeleton h-16 w-full" role="status" aria-label={`Loading ${label}`} />;
  if (query.isError && !query.data) {
    return (
      <LoadFailedAlert message={BOOKINGS_TOASTS.listFailed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const bookings = query.data?.pages.flatMap((page) => page.bookings) ?? [];
  if (bookings.length === 0) return <p className="text-base-content/70">{empty}</p>;
  return (
    <>
      <ul className="flex flex-col divide-y divide-base-200" aria-label={label}>
        {children(bookings)}
      </ul>
      {query.hasNextPage && (
        <div className="mt-2 flex flex-col items-center gap-2">
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm text-error">
              {BOOKINGS_TOASTS.moreFailed}
            </p>
          )}
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Load more: ${label}`}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
