// The bookings feature's public face: all that other features may import from it (npm run lint checks).
export {
  ACCOUNT_DELETED_REASON,
  cancelBookingsOfDeletedAccount,
  myBookingsQuery,
  myTrainerBookingsQuery,
} from './account-bookings.repository';

export {
  type BookingEmailKind,
  type BookingRef,
  bookingEmailKey,
  bookingEmailStatements,
  emailKeysOf,
} from './booking-emails.repository';
export {
  hadCompletedSession,
  myRequestFiguresQuery,
  mySessionsQuery,
  sessionFigures,
  sessionsBookedSinceQuery,
} from './booking-figures.repository';
export { sessionCalendar } from './ics';
export { formatSessionTime } from './slots';
