import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the signed-in trainer's own profile and analytics (dropped when the user changes). */
export const myTrainerKeys = {
  all: [VIEWER_SCOPE, 'my-trainer'] as const,
  profile: () => [...myTrainerKeys.all, 'profile'] as const,
  analytics: (month: string) => [...myTrainerKeys.all, 'analytics', month] as const,
};
