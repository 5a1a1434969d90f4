// The messages feature's public face: all that other features may import from it (npm run lint checks).
export { leaveConversationsStatements, myMessagesQuery } from './account-data.repository';
export {
  enquiriesSinceQuery,
  myEnquiriesQuery,
  replyTimesQuery,
  usualReplyHours,
} from './enquiry-figures.repository';
// Loaded when used: bookings posts a request's note as an enquiry.
export const loadSendMessage = () => import('./send-message');
