import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminNote,
  AdminNotesResponse,
  AdminTrainersResponse,
  TrainerStatusChangeInput,
  TrainerStatusChangeResponse,
  VerificationChangeInput,
} from '#shared/api/admin';
import type { MessageResponse } from '#shared/api/auth';
import { signedInRequest } from '#web/lib/session/requests';
import { adminKeys } from './query-keys';

/** A page of trainers for the moderation table; `params` is the normalised query string. */
export function adminTrainersQuery(params: URLSearchParams) {
  const query = params.toString();
  return queryOptions({
    queryKey: adminKeys.trainerList(query),
    queryFn: ({ signal }) => signedInRequest<AdminTrainersResponse>(`/admin/trainers?${query}`, { signal }),
    // Paging and searching keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Failed to load trainers' },
  });
}

export function trainerNotesQuery(trainerId: number) {
  return queryOptions({
    queryKey: adminKeys.trainerNotes(trainerId),
    queryFn: ({ signal }) =>
      signedInRequest<AdminNotesResponse>(`/admin/trainers/${trainerId}/notes`, { signal }).then((r) => r.notes),
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
      signedInRequest<TrainerStatusChangeResponse>('/admin/trainers/status', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useSetVerification() {
  const invalidate = useInvalidateModeration();
  return useMutation({
    mutationFn: ({ trainerId, ...input }: VerificationChangeInput & { trainerId: number }) =>
      signedInRequest<MessageResponse>(`/admin/trainers/${trainerId}/verification`, { method: 'PATCH', json: input }),
    onSettled: invalidate,
  });
}

export function useAddAdminNote(trainerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      signedInRequest<{ note: AdminNote; message: string }>(`/admin/trainers/${trainerId}/notes`, {
        method: 'POST',
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
