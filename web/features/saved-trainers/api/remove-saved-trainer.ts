import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedTrainer } from '#shared/api/saved-trainers';
import { signedInRequest } from '#web/lib/session/requests';
import { savedTrainerKeys } from './query-keys';
import { savedTrainersQuery } from './saved-trainers';

/** The heart on the saved-trainers page: the card leaves the list at once, the rest refetches. */
export function useRemoveSavedTrainer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trainerId: number) =>
      signedInRequest('/saved-trainers/:trainerId', { method: 'DELETE', param: { trainerId } }),
    onSuccess: (_, trainerId) => {
      client.setQueryData(savedTrainersQuery().queryKey, (saved: SavedTrainer[] | undefined) =>
        saved?.filter((s) => s.trainer_id !== trainerId),
      );
      void client.invalidateQueries({ queryKey: savedTrainerKeys.all });
    },
  });
}
