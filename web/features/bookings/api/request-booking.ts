import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestBookingInput } from '#shared/api/bookings';
import { signedInRequest } from '#web/lib/session/requests';
import { bookingKeys } from './query-keys';

/**
 * "Send request": asks the trainer for a slot (POST /api/bookings). The idempotency key in `input`
 * is made once per choice, so a retry or a second click is the same request. Sent, that trainer's
 * slots and the viewer's sessions change.
 */
export function useRequestBooking(trainerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBookingInput) => signedInRequest('/bookings', { method: 'POST', json: input }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.slots(trainerId) }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.mine() }),
  });
}
