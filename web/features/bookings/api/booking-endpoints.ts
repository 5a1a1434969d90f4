import type {
  BookingListQuery,
  BookingListResponse,
  BookingResponse,
  CancelBookingInput,
  DeclineBookingInput,
} from '#shared/api/bookings';
import type { ApiRequestInit } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';

// Interim: the /api/bookings routers are still empty on main, so the typed client (ApiPath, from AppType)
// cannot name these paths yet. Until the worker's booking routes merge, the calls are typed here by the
// contract (#shared/api/bookings); then each becomes a plain `signedInRequest(path, …)` and this file goes.

/** The booking endpoints this feature calls, by `METHOD path`, with the body and answer the contract declares. */
interface BookingEndpoints {
  'GET /bookings': { init: { query: BookingListQuery; signal?: AbortSignal }; answer: BookingListResponse };
  'POST /bookings/:bookingId/accept': { init: { param: { bookingId: number } }; answer: BookingResponse };
  'POST /bookings/:bookingId/decline': {
    init: { param: { bookingId: number }; json: DeclineBookingInput };
    answer: BookingResponse;
  };
  'POST /bookings/:bookingId/cancel': {
    init: { param: { bookingId: number }; json: CancelBookingInput };
    answer: BookingResponse;
  };
}

type Endpoint = keyof BookingEndpoints;

// The typed client's function, seen without its per-path types (the same call at run time).
const send = signedInRequest as unknown as (path: string, init: ApiRequestInit) => Promise<unknown>;

/** A signed-in call of a booking endpoint, typed by the contract until the routes type it (see above). */
export function bookingRequest<E extends Endpoint>(
  endpoint: E,
  init: BookingEndpoints[E]['init'],
): Promise<BookingEndpoints[E]['answer']> {
  const [method, path] = endpoint.split(' ') as [string, string];
  return send(path, { ...init, method }) as Promise<BookingEndpoints[E]['answer']>;
}
