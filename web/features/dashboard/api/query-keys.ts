import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the signed-in user's own account (dropped when the user changes). */
export const meKeys = {
  me: () => [VIEWER_SCOPE, 'me'] as const,
};
