import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the signed-in user's account settings (dropped when the user changes). */
export const accountKeys = {
  settings: () => [VIEWER_SCOPE, 'account-settings'] as const,
};
