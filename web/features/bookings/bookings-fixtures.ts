import { vi } from 'vitest';
import type { Booking, BookingResponse, Slot, SlotsResponse } from '#shared/api/bookings';
import { BOOKING_TEXT } from '#shared/api/bookings';
import type { TrainerService } from '#shared/api/trainers';
import { sessionResponse, unauthorizedResponse } from '#web/test/stub-session-fetch';

const service = (id: number, title: string, bookable: boolean): TrainerService => ({
  id,
  title,
  description: null,
  category: 'health_wellness',
  price: 40,
  currency: 'USD',
  duration_minutes: 60,
  bookable,
});

/** Tess, a trainer in Berlin: two services learners can request, one they cannot. */
export const TRAINER = {
  id: 7,
  slug: 'tess-trainer',
  full_name: 'Tess Trainer',
  services: [service(9, 'Intro session', true), service(10, 'Monthly plan', true), service(11, 'Retreat', false)],
};

/** "Now" in these tests: Thursday 2026-03-05, noon UTC (7 AM in New York), the week New York moves to summer time. */
export const NOW = new Date('2026-03-05T12:00:00.000Z');

const DAY_MS = 86_400_000;

/**
 * Tess's free slots: 15:00 and 16:00 Berlin time (14:00Z and 15:00Z until Berlin's change on
 * 2026-03-29) on weekdays from March 5 to March 20; in New York 9 and 10 AM until March 8, then 10
 * and 11 AM.
 */
export function tessSlots(): Slot[] {
  const slots: Slot[] = [];
  for (let time = Date.parse('2026-03-05T00:00:00Z'); time < Date.parse('2026-03-21T00:00:00Z'); time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    for (const hour of [14, 15]) {
      const start = time + hour * 3_600_000;
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + 3_600_000).toISOString() });
    }
  }
  return slots;
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The worker's answer to a slots request: the free slots in [from, from + days) UTC days, ends of the horizon set by `until`. */
export function slotsAnswer(free: readonly Slot[], query: URLSearchParams, until = '2026-03-21T00:00:00.000Z') {
  const from = Date.parse(`${query.get('from')}T00:00:00Z`);
  const to = from + Number(query.get('days')) * DAY_MS;
  const serviceId = Number(query.get('serviceId'));
  const answer: SlotsResponse = {
    trainer_id: TRAINER.id,
    service: { id: serviceId, title: serviceId === 9 ? 'Intro session' : 'Monthly plan', duration_minutes: 60 },
    time_zone: 'Europe/Berlin',
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    bookable_until: until,
    slots: free.filter((slot) => Date.parse(slot.start) >= from && Date.parse(slot.start) < to),
  };
  return answer;
}

export function bookingAnswer(overrides: Partial<Booking> = {}): BookingResponse {
  return {
    message: BOOKING_TEXT.requestSent,
    booking: {
      id: 501,
      status: 'pending',
      start: '2026-03-09T14:00:00.000Z',
      end: '2026-03-09T15:00:00.000Z',
      trainer: {
        id: TRAINER.id,
        slug: TRAINER.slug,
        full_name: TRAINER.full_name,
        profile_image: null,
        time_zone: 'Europe/Berlin',
      },
      learner: { full_name: 'Lee', profile_image: null },
      service: { id: 9, title: 'Intro session', duration_minutes: 60, price: 40, currency: 'USD' },
      note: null,
      learner_time_zone: 'America/New_York',
      expires_at: '2026-03-07T12:00:00.000Z',
      decline_message: null,
      cancelled_by: null,
      cancel_reason: null,
      can_cancel: true,
      reviewed: false,
      created_at: NOW.toISOString(),
      ...overrides,
    },
  };
}

/** What a stubbed endpoint answers: JSON (200), a Response, or a thrown error. */
export type Answer = (call: ApiCall) => unknown | Response | Promise<unknown | Response>;

/**
 * Lee signed in (or nobody: `signedIn: false`), and the API answered by 'METHOD /path' (under /api,
 * without the query) through `answers`; anything else is a 404. Returns the calls made.
 */
export function stubBookingsApi(answers: Record<string, Answer>, { signedIn = true, userId = 'u1' } = {}) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const address = new URL(url, 'https://this.site');
    const path = address.pathname.replace(/^\/api/, '');
    if (path === '/auth/refresh')
      return signedIn ? Response.json(sessionResponse({ id: userId })) : unauthorizedResponse();
    const call = {
      method: init.method ?? 'GET',
      path,
      query: address.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[`${call.method} ${path}`];
    if (!answer) return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    const result = await answer(call);
    return result instanceof Response ? result : Response.json(result);
  });
  return calls;
}

/** The idempotency key a recorded request carried (the test fails on one without). */
export function keyOf(call: ApiCall | undefined): string {
  const body = call?.body;
  if (
    typeof body !== 'object' ||
    body === null ||
    !('idempotencyKey' in body) ||
    typeof body.idempotencyKey !== 'string'
  )
    throw new Error(`no idempotencyKey in ${JSON.stringify(call?.body)}`);
  return body.idempotencyKey;
}
