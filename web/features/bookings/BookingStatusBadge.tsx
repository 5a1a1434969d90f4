import type { BookingStatus } from '#shared/api/bookings';

const STATUS_BADGE: Record<BookingStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'badge-warning' },
  accepted: { label: 'Accepted', className: 'badge-success' },
  declined: { label: 'Declined', className: 'badge-error badge-outline' },
  expired: { label: 'Expired', className: 'badge-ghost' },
  cancelled: { label: 'Cancelled', className: 'badge-neutral badge-outline' },
  completed: { label: 'Completed', className: 'badge-info' },
};

/** A session's status as a word (never colour alone). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, className } = STATUS_BADGE[status];
  return (
    <span className={`badge badge-sm shrink-0 ${className}`} data-testid="booking-status">
      {label}
    </span>
  );
}
