import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '#shared/api/account-links';
import { anonymousRequest } from '#web/lib/session/requests';

/** Sets a new password with the token of an emailed reset link (the worker then ends every session). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      anonymousRequest('/auth/reset-password', { method: 'POST', json: input }),
  });
}
