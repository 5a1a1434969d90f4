import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '#shared/api/account-links';
import { anonymousRequest } from '#web/lib/session/requests';

/** Asks for a password-reset link; the worker answers the same message whether the account exists or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      anonymousRequest('/auth/forgot-password', { method: 'POST', json: input }),
  });
}
