import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Booking } from '#shared/api/bookings';
import { LoadFailedAlert } from '#web/components/LoadFailedAlert';
import { BOOKINGS_TOASTS } from './bookings-toasts';

/** A list of sessions from its query: loading, failed (with Retry), empty, or the rows `children` renders. */
export function BookingListState({
  query,
  label,
  empty,
  children,
}: {
  query: UseQueryResult<Booking[]>;
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
  const bookings = query.data ?? [];
  if (bookings.length === 0) return <p className="text-base-content/70">{empty}</p>;
  return (
    <ul className="flex flex-col divide-y divide-base-200" aria-label={label}>
      {children(bookings)}
    </ul>
  );
}
