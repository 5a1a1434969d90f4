import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterTrainerSave } from '#web/features/account/index';
import { signedInRequest } from '#web/lib/session/requests';
import { myTrainerProfileQuery } from './my-trainer-profile';

/** PUT /api/me/trainer/photo with the resized image as the raw body; the worker checks its bytes. */
export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) =>
      signedInRequest('/me/trainer/photo', {
        method: 'PUT',
        body: photo,
        headers: { 'content-type': photo.type || 'application/octet-stream' },
      }),
    onSuccess: (res) => {
      client.setQueryData(myTrainerProfileQuery().queryKey, (profile) =>
        profile ? { ...profile, profile_image: res.profile_image } : profile,
      );
      invalidateAfterTrainerSave(client);
    },
  });
}
