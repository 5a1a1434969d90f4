// The messages feature's public face: all that other features may import from it (npm run lint checks).
export { leaveConversationsStatements, myMessagesQuery } from './account-data.repository';
export {
  enquiriesSinceQuery,
  myEnquiriesQuery,
  replyTimesQuery,
  usualReplyHours,
} from './enquiry-figures.repository';
// Loaded when used (bookings posts a request's note as an enquiry): sending reaches trainer-profile,
// whose repository reads this face; a dynamic import runs after both have loaded, so the order is safe.
// biome-ignore lint/suspicious/noImportCycles: lazy, see above
export const loadSendMessage = () => import('./send-message');
