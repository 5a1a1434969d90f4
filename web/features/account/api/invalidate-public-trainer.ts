import type { QueryClient } from '@tanstack/react-query';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/index';
import { savedTrainerKeys } from '#web/features/saved-trainers/index';
import { meKeys, myTrainerKeys } from './query-keys';

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
