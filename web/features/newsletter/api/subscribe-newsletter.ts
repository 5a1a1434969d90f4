import { useMutation } from '@tanstack/react-query';
import { signedInIfPossibleRequest } from '#web/lib/session/requests';

/** Newsletter sign-up; a signed-in subscriber is linked to the account (user_id), others are not. */
export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (input: { email: string; source_page: string }) =>
      signedInIfPossibleRequest('/newsletter', { method: 'POST', json: input }),
  });
}
