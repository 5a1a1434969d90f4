// The bookings feature's public face: all that other features may import from it (npm run lint checks).
export {
  hadCompletedSession,
  myRequestFiguresQuery,
  mySessionsQuery,
  sessionFigures,
  sessionsBookedSinceQuery,
} from './booking-figures.repository';
