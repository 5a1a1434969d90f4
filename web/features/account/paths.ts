/**
 * The account screen's path, apart from its routes (routes.tsx): the worker answers it as a signed-in screen
 * (web/server/page-table.ts) without bundling its code, which routes.tsx imports.
 */
export const ACCOUNT_PATH = 'account';

/** The dashboard's path, likewise. */
export const DASHBOARD_PATH = 'dashboard';
