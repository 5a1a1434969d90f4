import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '#shared/api/auth';
import { anonymousRequest } from '#web/lib/session/requests';

/** Creates an account; the visitor then signs in (SPEC 4: the form flips to sign-in). */
export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => anonymousRequest('/auth/sign-up', { method: 'POST', json: input }),
  });
}
