/**
 * The trainer screens' paths, apart from their routes (routes.tsx): the worker answers them as signed-in screens
 * (web/server/page-table.ts) without bundling their code, which routes.tsx imports.
 */
export const TRAINER_SELF_SERVICE_PATHS = { manageProfile: 'manage-profile', analytics: 'trainer-analytics' } as const;
