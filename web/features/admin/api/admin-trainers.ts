import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrainerStatusChangeInput, VerificationChangeInput } from '#shared/api/admin';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

/** A page of trainers for the moderation table; `params` is the normalised query string. */
export function adminTrainersQuery(params: URLSearchParams) {
  const query = params.toString();
  return queryOptions({
    queryKey: adminKeys.trainerList(query),
    queryFn: ({ signal }) => signedInRequest('/admin/trainers', { query: params, signal }),
    // Paging and searching keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load trainers' },
  });
}

export function trainerNotesQuery(trainerId: number) {
  return queryOptions({
    queryKey: adminKeys.trainerNotes(trainerId),
    queryFn: ({ signal }) =>
      signedInRequest('/admin/trainers/:id/notes', { param: { id: trainerId }, signal }).then((r) => r.notes),
  });
}

/**
 * Moderation changes the table, the counters and stats, the activity feed, and what the public
 * sees (listings are cached by the worker per version, so the next public read is fresh).
 */
function useInvalidateModeration() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.trainers() }),
      client.invalidateQueries({ queryKey: adminKeys.stats() }),
      client.invalidateQueries({ queryKey: adminKeys.audit() }),
      client.invalidateQueries({ queryKey: ['trainers'] }),
    ]);
}

export function useChangeTrainerStatus() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: (input: TrainerStatusChangeInput) =>
      signedInRequest('/admin/trainers/status', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useSetVerification() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: ({ trainerId, ...input }: VerificationChangeInput & { trainerId: number }) =>
      signedInRequest('/admin/trainers/:id/verification', {
        method: 'PATCH',
        param: { id: trainerId },
        json: input,
      }),
    onSettled: invalidate,
  });
}

export function useAddAdminNote(trainerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      signedInRequest('/admin/trainers/:id/notes', {
        method: 'POST',
        param: { id: trainerId },
        json: { note },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.trainerNotes(trainerId) }),
        client.invalidateQueries({ queryKey: adminKeys.trainers() }),
        client.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
