import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the signed-in user's account settings (dropped when the user changes). */
export const accountKeys = {
  settings: () => [VIEWER_SCOPE, 'account-settings'] as const,
};

/** Cache keys of the signed-in user's own summary, the dashboard's (dropped when the user changes). */
export const meKeys = {
  me: () => [VIEWER_SCOPE, 'me'] as const,
};

/** Cache keys of the signed-in trainer's own profile (dropped when the user changes). */
export const myTrainerKeys = {
  all: [VIEWER_SCOPE, 'my-trainer'] as const,
  profile: () => [...myTrainerKeys.all, 'profile'] as const,
};
