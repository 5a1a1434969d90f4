/**
 * The profile preview's path, apart from its route (routes.tsx): the worker answers it as a signed-in
 * screen (web/server/page-table.ts: the shell, noindex) without bundling its code.
 */
export const TRAINER_PREVIEW_PATH = 'trainer/:slug/preview';
