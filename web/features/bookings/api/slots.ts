import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SlotsResponse } from '#shared/api/bookings';
import { sendApiRequest } from '#web/lib/api-client';
import { bookingKeys } from './query-keys';

/**
 * One window of a trainer's free slots for a service (public: no token). Fresh for a short while
 * only: others take slots meanwhile, and the worker refuses a taken one anyway (409).
 */
export function slotsQuery(trainerId: number, serviceId: number, from: string, days: number) {
  return queryOptions({
    queryKey: bookingKeys.slotWindow(trainerId, serviceId, from, days),
    // Until the worker's slot routes merge, `/trainers/:trainerId/slots` is not yet an ApiPath (the router
    // on main is empty), so the call is typed from the contract. After the merge:
    // anonymousRequest('/trainers/:trainerId/slots', { param, query, signal }) without the cast.
    queryFn: ({ signal }) =>
      sendApiRequest('/trainers/:trainerId/slots', {
        param: { trainerId },
        query: { serviceId: String(serviceId), from, days: String(days) },
        signal,
      }) as Promise<SlotsResponse>,
    staleTime: 30_000,
    // Another week or zone keeps the last answer on screen (marked as loading) instead of blanking the list.
    placeholderData: keepPreviousData,
  });
}
