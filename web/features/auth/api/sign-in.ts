import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '#shared/api/auth';
import { signIn } from '#web/lib/session/sign-in-out';

/** Password sign-in; on success the session store holds the new session. */
export function useSignIn() {
  return useMutation({ mutationFn: (input: SignInInput) => signIn(input) });
}
