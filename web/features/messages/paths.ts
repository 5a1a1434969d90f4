/**
 * The messages screens' paths, apart from their routes (routes.tsx): the worker answers them as signed-in screens
 * (web/server/page-table.ts) without bundling their code, which routes.tsx imports.
 */
export const MESSAGES_PATHS = {
  inbox: 'messages',
  thread: 'messages/:conversationId',
} as const;
