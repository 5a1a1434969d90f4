import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelBookingInput, DeclineBookingInput } from '#shared/api/bookings';
import { signedInRequest } from '#web/lib/session/requests';
import { bookingKeys } from './query-keys';

// Each answer moves a session between lists (pending to upcoming, upcoming to past), so every list is
// refetched, whether it succeeded or not: a 409 means the session changed elsewhere, and shows as it is now.
function useInvalidateLists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: bookingKeys.lists() });
}

/** The trainer accepts a pending request. */
export function useAcceptBooking() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (bookingId: number) =>
      signedInRequest('/bookings/:bookingId/accept', { method: 'POST', param: { bookingId: String(bookingId) } }),
    onSettled: invalidate,
  });
}

/** The trainer declines a pending request, with an optional message to the learner. */
export function useDeclineBooking() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: number; input: DeclineBookingInput }) =>
      signedInRequest('/bookings/:bookingId/decline', {
        method: 'POST',
        param: { bookingId: String(bookingId) },
        json: input,
      }),
    onSettled: invalidate,
  });
}

/** Either side cancels a pending request or an accepted session, with a reason. */
export function useCancelBooking() {
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: number; input: CancelBookingInput }) =>
      signedInRequest('/bookings/:bookingId/cancel', {
        method: 'POST',
        param: { bookingId: String(bookingId) },
        json: input,
      }),
    onSettled: invalidate,
  });
}
