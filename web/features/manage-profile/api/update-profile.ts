import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '#shared/api/manage-profile';
import { invalidateAfterTrainerSave } from '#web/features/account/index';
import { signedInRequest } from '#web/lib/session/requests';
import { myTrainerProfileQuery } from './my-trainer-profile';

/**
 * PUT /api/me/trainer/profile with the version the form was loaded from (a stale one answers 409).
 * The answer is the saved profile (new version, maybe a new slug), which becomes the form's base.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => signedInRequest('/me/trainer/profile', { method: 'PUT', json: input }),
    onSuccess: (res) => {
      client.setQueryData(myTrainerProfileQuery().queryKey, res.profile);
      invalidateAfterTrainerSave(client);
    },
  });
}
