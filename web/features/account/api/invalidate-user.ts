import type { QueryClient } from '@tanstack/react-query';
import { trainerProfileKeys } from '#web/features/browse/index';
import { invalidateAfterTrainerSave } from './invalidate-public-trainer';

/**
 * After a rename or a deletion: what this tab has cached that shows the user (the dashboard, a
 * trainer's own and public profile, cards, listings, the saved list, and every trainer's reviews,
 * where a deleted account's reviews now read "Anonymous") is refetched on its next use.
 */
export function invalidateWhereTheUserShows(client: QueryClient): void {
  invalidateAfterTrainerSave(client);
  void client.invalidateQueries({ queryKey: trainerProfileKeys.allReviews });
}
