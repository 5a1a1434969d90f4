import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput } from '#shared/api/bookings';
import { ApiRequestError } from '#web/lib/api-client';
import { bookingRequest } from './booking-endpoints';
import { bookingKeys } from './query-keys';

/** GET /api/me/trainer/availability: the trainer's booking settings (defaults and version 0 before the first save). */
export function availabilityQuery() {
  return queryOptions({
    queryKey: bookingKeys.availability(),
    queryFn: ({ signal }) => bookingRequest('GET /me/trainer/availability', { signal }).then((res) => res.availability),
  });
}

/** PUT with the version loaded; the saved settings (and their new version) replace the cached ones. */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => bookingRequest('PUT /me/trainer/availability', { json: input }),
    onSuccess: (res) => client.setQueryData(bookingKeys.availability(), res.availability),
  });
}

/** Another tab or window saved the availability since this one was loaded. */
export function isStaleAvailability(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}
