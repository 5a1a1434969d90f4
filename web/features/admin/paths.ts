/**
 * The admin console's paths, apart from their routes (routes.tsx): the worker answers them as signed-in screens
 * (web/server/page-table.ts) without bundling their code, which routes.tsx imports.
 */
export const ADMIN_PATHS = {
  overview: 'admin',
  trainers: 'admin/trainers',
  users: 'admin/users',
  settings: 'admin/settings',
} as const;

/** The admin content screen (its route is composed in web/app: it shows other features' tabs). */
export const ADMIN_CONTENT_PATH = 'admin/content';
