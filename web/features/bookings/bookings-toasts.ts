/** The texts only the web shows for bookings; the worker's own are BOOKING_TEXT. */
export const BOOKINGS_TOASTS = {
  availabilityLoadFailed: 'Failed to load your availability',
  availabilitySaveFailed: 'Failed to save availability',
  listFailed: 'Failed to load sessions',
  moreFailed: 'Failed to load more sessions. Try again.',
  acceptFailed: 'Failed to accept the request',
  declineFailed: 'Failed to decline the request',
  cancelFailed: 'Failed to cancel the session',
} as const;
