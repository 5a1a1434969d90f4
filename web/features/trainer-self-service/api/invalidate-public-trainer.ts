import type { QueryClient } from '@tanstack/react-query';
import { trainerListKeys } from '#web/features/browse/api/query-keys';
import { meKeys } from '#web/features/dashboard/api/query-keys';
import { savedTrainerKeys } from '#web/features/saved-trainers/api/query-keys';
import { trainerProfileKeys } from '#web/features/trainer-profile/api/query-keys';
import { myTrainerKeys } from './query-keys';

/**
 * After any save of the trainer's own data: their own profile (completeness), the dashboard's
 * checklist, and whatever this tab has cached of the public side (profile, cards, listings and the
 * saved list, which show the photo) are refetched on their next use.
 */
export function invalidateAfterTrainerSave(client: QueryClient): void {
  for (const queryKey of [
    myTrainerKeys.profile(),
    meKeys.me(),
    trainerProfileKeys.all,
    trainerListKeys.all,
    savedTrainerKeys.list(),
  ]) {
    void client.invalidateQueries({ queryKey });
  }
}
