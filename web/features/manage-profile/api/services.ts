import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyService, ServiceInput, UpdateServiceInput } from '#shared/api/manage-profile';
import { invalidateAfterTrainerSave } from '#web/features/account/index';
import { ApiRequestError } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';
import { myTrainerProfileQuery } from './my-trainer-profile';

/** Applies a change to this tab's copy of the trainer's services, and refreshes what shows them. */
export function useUpdateCachedServices() {
  const client = useQueryClient();
  return (update: (services: MyService[]) => MyService[]) => {
    client.setQueryData(myTrainerProfileQuery().queryKey, (profile) =>
      profile ? { ...profile, services: update(profile.services) } : profile,
    );
    invalidateAfterTrainerSave(client);
  };
}

/** POST /api/me/trainer/services: persists a locally added (unsaved) service. */
export function useCreateService() {
  const updateCached = useUpdateCachedServices();
  return useMutation({
    mutationFn: (input: ServiceInput) => signedInRequest('/me/trainer/services', { method: 'POST', json: input }),
    onSuccess: (res) => updateCached((services) => [...services, res.service]),
  });
}

/**
 * PUT /api/me/trainer/services/:id with the version the editor was loaded from (only the owner's
 * services match). A stale version answers 409 with the saved service (`savedServiceOf`); a
 * service removed meanwhile answers 404 (`isServiceGone`).
 */
export function useUpdateService() {
  const updateCached = useUpdateCachedServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateServiceInput }) =>
      signedInRequest('/me/trainer/services/:serviceId', { method: 'PUT', param: { serviceId: id }, json: input }),
    onSuccess: (res) => updateCached((services) => services.map((s) => (s.id === res.service.id ? res.service : s))),
  });
}

/** DELETE /api/me/trainer/services/:id. */
export function useDeleteService() {
  const updateCached = useUpdateCachedServices();
  return useMutation({
    mutationFn: (id: number) =>
      signedInRequest('/me/trainer/services/:serviceId', { method: 'DELETE', param: { serviceId: id } }),
    onSuccess: (res) => updateCached((services) => services.filter((s) => s.id !== res.id)),
  });
}

function isMyService(value: unknown): value is MyService {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version, title } = value as Partial<Record<keyof MyService, unknown>>;
  return typeof id === 'number' && typeof version === 'number' && typeof title === 'string';
}

/** The service as saved now, when a save failed because another tab or window saved it first (409). */
export function savedServiceOf(error: unknown): MyService | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409 || error.code !== 'stale_service') return null;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('service' in body)) return null;
  return isMyService(body.service) ? body.service : null;
}

/** A save or removal found no such service: another tab or window removed it (404). */
export function isServiceGone(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
