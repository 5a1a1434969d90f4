import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/**
 * Cache keys of the signed-in trainer's monthly figures (dropped when the user changes), beside their
 * own profile's under the viewer's 'my-trainer' keys (web/features/manage-profile/api/query-keys.ts).
 */
export const trainerAnalyticsKeys = {
  month: (month: string) => [VIEWER_SCOPE, 'my-trainer', 'analytics', month] as const,
};
