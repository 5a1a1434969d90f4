import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability, AvailabilityInput } from '#shared/api/bookings';
import { ApiRequestError } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';
import { bookingKeys } from './query-keys';

/** GET /api/me/trainer/availability: the trainer's booking settings (defaults and version 0 before the first save). */
export function availabilityQuery() {
  return queryOptions({
    queryKey: bookingKeys.availability(),
    queryFn: ({ signal }) => signedInRequest('/me/trainer/availability', { signal }).then((res) => res.availability),
  });
}

/** PUT with the version loaded; the saved settings (and their new version) replace the cached ones. A stale version is a 409 (`savedAvailabilityOf`). */
export function useSaveAvailability() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) =>
      signedInRequest('/me/trainer/availability', { method: 'PUT', json: input }),
    onSuccess: (res) => client.setQueryData(bookingKeys.availability(), res.availability),
    onError: (error) => {
      // A stale save's answer carries what is saved now: the cache holds it, the form keeps what was typed.
      const saved = savedAvailabilityOf(error);
      if (saved) client.setQueryData(bookingKeys.availability(), saved);
    },
  });
}

/** Another tab or window saved the availability since this one was loaded. */
export function isStaleAvailability(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 409;
}

function isAvailability(value: unknown): value is Availability {
  if (typeof value !== 'object' || value === null) return false;
  const { version, weekly, overrides } = value as Partial<Record<keyof Availability, unknown>>;
  return typeof version === 'number' && typeof weekly === 'object' && weekly !== null && Array.isArray(overrides);
}

/** The availability saved now, which a stale save's 409 carries beside the error (else null: reload it). */
export function savedAvailabilityOf(error: unknown): Availability | null {
  if (!isStaleAvailability(error) || !(error instanceof ApiRequestError)) return null;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('availability' in body)) return null;
  return isAvailability(body.availability) ? body.availability : null;
}
