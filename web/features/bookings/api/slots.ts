import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { anonymousRequest } from '#web/lib/session/requests';
import { bookingKeys } from './query-keys';

/**
 * One window of a trainer's free slots for a service (public: no token). Fresh for a short while
 * only: others take slots meanwhile, and the worker refuses a taken one anyway (409).
 */
export function slotsQuery(trainerId: number, serviceId: number, from: string, days: number) {
  return queryOptions({
    queryKey: bookingKeys.slotWindow(trainerId, serviceId, from, days),
    queryFn: ({ signal }) =>
      anonymousRequest('/trainers/:trainerId/slots', {
        param: { trainerId: String(trainerId) },
        query: { serviceId: String(serviceId), from, days: String(days) },
        signal,
      }),
    staleTime: 30_000,
    // Another week or zone keeps the last answer on screen (marked as loading) instead of blanking the list.
    placeholderData: keepPreviousData,
  });
}
