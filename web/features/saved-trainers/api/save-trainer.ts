import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_TOASTS } from '#web/features/saved-trainers/saved-toasts';
import { apiErrorMessage } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';
import { useSession } from '#web/lib/session/use-session';
import { savedTrainerKeys } from './query-keys';
import { savedTrainerIdsQuery } from './saved-trainers';

export interface SaveToggleResult {
  ok: boolean;
  /** The SPEC 8 toast to show; empty when there is nothing to say (a click while one is running). */
  message: string;
}

/**
 * Saving or unsaving changes the saved list, the hearts and the dashboard count, which all read
 * from savedTrainerKeys.all: the ids are updated at once from the answer, and everything under
 * the key is refetched.
 */
export function useSaveTrainerMutation(trainerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: savedTrainerKeys.toggle(trainerId),
    mutationFn: (save: boolean) =>
      signedInRequest('/saved-trainers/:trainerId', { method: save ? 'PUT' : 'DELETE', param: { trainerId } }),
    onSuccess: (res) => {
      client.setQueryData(savedTrainerIdsQuery().queryKey, (ids) => {
        const next = new Set(ids);
        if (res.saved) next.add(res.trainer_id);
        else next.delete(res.trainer_id);
        return next;
      });
      void client.invalidateQueries({ queryKey: savedTrainerKeys.all });
    },
  });
}

/**
 * One trainer's heart: whether it is saved, whether that is known yet, whether a request runs, and
 * the toggle (SPEC 4, 8). Not known while the session is being restored or the user's saved ids
 * are loading: the heart must then claim neither state (a saved trainer never shows "Save Trainer").
 */
export function useSavedTrainerToggle(trainerId: number) {
  const session = useSession().status;
  const signedIn = session === 'signedIn';
  const { data: ids, isError } = useQuery({ ...savedTrainerIdsQuery(), enabled: signedIn });
  const pending = useIsMutating({ mutationKey: savedTrainerKeys.toggle(trainerId) }) > 0;
  const mutation = useSaveTrainerMutation(trainerId);
  const saved = signedIn && (ids?.has(trainerId) ?? false);
  // A failed load of the ids shows the trainer as not saved; saving again is harmless (idempotent).
  const known = session === 'signedOut' || (signedIn && (ids !== undefined || isError));

  const toggle = async (): Promise<SaveToggleResult> => {
    if (!signedIn) return { ok: false, message: SAVED_TOASTS.signInToSave };
    if (pending) return { ok: false, message: '' };
    try {
      const res = await mutation.mutateAsync(!saved);
      return { ok: true, message: res.saved ? SAVED_TOASTS.saved : SAVED_TOASTS.removed };
    } catch (err) {
      return { ok: false, message: apiErrorMessage(err, SAVED_TOASTS.failed) };
    }
  };
  return { saved, known, pending, toggle };
}
