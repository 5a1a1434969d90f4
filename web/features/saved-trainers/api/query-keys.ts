import { VIEWER_SCOPE } from '#web/lib/viewer-scope';

/** Cache keys of the signed-in user's saved trainers (dropped when the user changes). */
export const savedTrainerKeys = {
  all: [VIEWER_SCOPE, 'saved-trainers'] as const,
  /** Which trainers are saved: the hearts on every card and the dashboard count. */
  ids: () => [...savedTrainerKeys.all, 'ids'] as const,
  /** The /saved-trainers page. */
  list: () => [...savedTrainerKeys.all, 'list'] as const,
  /** In-flight save/unsave of one trainer, so every button for it shows the request. */
  toggle: (trainerId: number) => [...savedTrainerKeys.all, 'toggle', trainerId] as const,
};
