/**
 * The trainer's profile screen's path, apart from its routes (routes.tsx): the worker answers it as a signed-in
 * screen (web/server/page-table.ts) without bundling its code, which routes.tsx imports.
 */
export const MANAGE_PROFILE_PATH = 'manage-profile';
