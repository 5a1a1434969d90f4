import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '#shared/api/contact';
import { signedInIfPossibleRequest } from '#web/lib/session/requests';

/** A contact message; a signed-in sender is linked to the account (user_id). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactInput) => signedInIfPossibleRequest('/contact', { method: 'POST', json: input }),
  });
}
