// The messages feature's public face: all that other features may import from it (npm run lint checks).
export { leaveConversationsStatements, myMessagesQuery } from './account-data.repository';
