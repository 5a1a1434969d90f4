import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteServiceResponse, ServiceInput, ServiceResponse } from '#shared/api/manage-profile';
import type { TrainerService } from '#shared/api/trainers';
import { signedInRequest } from '../../../lib/session/requests';
import { invalidateAfterTrainerSave } from './invalidate-public-trainer';
import { myTrainerProfileQuery } from './my-trainer-profile';

function useUpdateCachedServices() {
  const client = useQueryClient();
  return (update: (services: TrainerService[]) => TrainerService[]) => {
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
    mutationFn: (input: ServiceInput) =>
      signedInRequest<ServiceResponse>('/me/trainer/services', { method: 'POST', json: input }),
    onSuccess: (res) => updateCached((services) => [...services, res.service]),
  });
}

/** PUT /api/me/trainer/services/:id (only the owner's services match). */
export function useUpdateService() {
  const updateCached = useUpdateCachedServices();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ServiceInput }) =>
      signedInRequest<ServiceResponse>(`/me/trainer/services/${id}`, { method: 'PUT', json: input }),
    onSuccess: (res) => updateCached((services) => services.map((s) => (s.id === res.service.id ? res.service : s))),
  });
}

/** DELETE /api/me/trainer/services/:id. */
export function useDeleteService() {
  const updateCached = useUpdateCachedServices();
  return useMutation({
    mutationFn: (id: number) =>
      signedInRequest<DeleteServiceResponse>(`/me/trainer/services/${id}`, { method: 'DELETE' }),
    onSuccess: (res) => updateCached((services) => services.filter((s) => s.id !== res.id)),
  });
}
