import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResponse, RequestBookingInput } from '#shared/api/bookings';
import type { ApiRequestInit } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';
import { bookingKeys } from './query-keys';

/**
 * Until the worker's booking routes merge, `POST /bookings` is not yet an ApiPath (the router on main
 * is empty): the signed-in sender is called untyped and its answer typed from the contract. After the
 * merge: signedInRequest('/bookings', { method: 'POST', json: input }) without this.
 */
const sendSignedIn = signedInRequest as unknown as (path: string, init: ApiRequestInit) => Promise<unknown>;

/**
 * "Send request": asks the trainer for a slot (POST /api/bookings). The idempotency key in `input`
 * is made once per choice, so a retry or a second click is the same request. Sent, that trainer's
 * slots and the viewer's sessions change.
 */
export function useRequestBooking(trainerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBookingInput) =>
      sendSignedIn('/bookings', { method: 'POST', json: input }) as Promise<BookingResponse>,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.slots(trainerId) }),
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.mine() }),
  });
}
