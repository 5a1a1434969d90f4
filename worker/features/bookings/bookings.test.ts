import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_LIST_VIEWS,
  BOOKING_PAGE_SIZE,
  BOOKING_TEXT,
  type Booking,
  type BookingListResponse,
  type BookingResponse,
} from '#shared/api/bookings';
import { createDb } from '#worker/db/client';
import { isRaised } from '#worker/lib/db-errors';
import {
  as,
  type BookableTrainer,
  bookableTrainer,
  requestBody,
  requestSession,
  slotAt,
} from '#worker/test/booking-fixtures';
import { insertBooking } from '#worker/test/booking-rows';
import { createUser, type TestUser } from '#worker/test/fixtures';
import { mailbox } from '#worker/test/mail';
import { storeRequest } from './booking-requests.repository';
import { applyDecision } from './bookings.repository';

const HOUR = 3_600_000;

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

/** A trainer, a learner and the learner's pending request `days` ahead at `time` UTC. */
async function pendingRequest(options: Parameters<typeof bookableTrainer>[0] = {}, days = 5, time = '09:00') {
  const trainer = await bookableTrainer(options);
  const learner = await createUser({ fullName: 'Lou Learner' });
  const booking = await requestSession(learner, requestBody(trainer, slotAt(days, time)));
  return { trainer, learner, booking };
}

const post = (actor: TestUser, path: string, json: unknown = {}) => as(actor, path, { method: 'POST', json });
const accept = (actor: TestUser, id: number) => post(actor, `/api/bookings/${id}/accept`);
const decline = (actor: TestUser, id: number, message?: string) =>
  post(actor, `/api/bookings/${id}/decline`, message === undefined ? {} : { message });
const cancel = (actor: TestUser, id: number, reason = 'Something came up') =>
  post(actor, `/api/bookings/${id}/cancel`, { reason });

type ListWhen = (typeof BOOKING_LIST_VIEWS)[number];

async function listPage(actor: TestUser, side: 'learner' | 'trainer', when: ListWhen, cursor?: string) {
  const res = await as(actor, `/api/bookings?as=${side}&when=${when}${cursor ? `&cursor=${cursor}` : ''}`);
  expect(res.status).toBe(200);
  return (await res.json()) as BookingListResponse;
}

/** The first page of a list (the tests' lists fit in one). */
async function list(actor: TestUser, side: 'learner' | 'trainer', when: ListWhen) {
  const page = await listPage(actor, side, when);
  expect(page.next_cursor).toBeNull();
  return page.bookings;
}

const stored = (id: number) =>
  env.DB.prepare(
    'SELECT status, sequence, decided_at, cancelled_at, cancelled_by, cancel_reason FROM bookings WHERE id = ?',
  )
    .bind(id)
    .first<{
      status: string;
      sequence: number;
      decided_at: string | null;
      cancelled_at: string | null;
      cancelled_by: string | null;
      cancel_reason: string | null;
    }>();

/** Moves a booking's times (and expiry) so that it starts `hours` from now. */
async function startIn(id: number, hours: number) {
  const start = new Date(Date.now() + hours * HOUR);
  await env.DB.prepare('UPDATE bookings SET start_at = ?, end_at = ?, expires_at = min(expires_at, ?) WHERE id = ?')
    .bind(start.toISOString(), new Date(start.getTime() + HOUR).toISOString(), start.toISOString(), id)
    .run();
}

const icsOf = (email: { attachments: { content: string }[] } | undefined) => atob(email?.attachments[0]?.content ?? '');

describe('the trainer accepts or declines', () => {
  it('accepts: status, decision time and sequence change; each side is told in their zone with the calendar file', async () => {
    const { trainer, learner, booking } = await pendingRequest();
    const res = await accept(trainer.owner, booking.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as BookingResponse;
    expect(body.message).toBe(BOOKING_TEXT.accepted);
    expect(body.booking).toMatchObject({ id: booking.id, status: 'accepted', can_cancel: true });
    expect(await stored(booking.id)).toMatchObject({ status: 'accepted', sequence: 1, decided_at: expect.any(String) });
    const [email, ...rest] = await mailbox(learner.email);
    expect(rest).toEqual([]);
    expect(email?.subject).toBe('Session confirmed: Swim lesson with Tess Trainer');
    // 09:00 UTC in New York (the zone the learner asked from): 04:00 or 05:00.
    expect(email?.text).toMatch(/When: \w{3} \d{1,2} \w{3} \d{4}, 0[45]:00–0[56]:00 \(America\/New_York\)/);
    expect(email?.text).not.toContain('Unsubscribe');
    const ics = icsOf(email);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain(`UID:booking-${booking.id}@localhost:8787`);
    // The trainer's tentative hold (the request's file, same UID) becomes the confirmed session.
    const [forTrainer, request] = await mailbox(trainer.owner.email);
    expect(request?.subject).toBe('New session request from Lou Learner: Swim lesson');
    expect(forTrainer?.subject).toBe('Session confirmed: Swim lesson with Lou Learner');
    expect(forTrainer?.text).toContain("You accepted Lou Learner's session request.");
    expect(forTrainer?.text).toContain('09:00–10:00 (UTC)');
    const trainerIcs = icsOf(forTrainer);
    expect(trainerIcs).toContain('STATUS:CONFIRMED');
    expect(trainerIcs).toContain('SEQUENCE:1');
    expect(trainerIcs).toContain(`UID:booking-${booking.id}@localhost:8787`);
    expect(icsOf(request)).toContain('STATUS:TENTATIVE');
    // Answered once: a second accept, or a decline after it, is 409.
    const again = await accept(trainer.owner, booking.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'not_pending', message: BOOKING_TEXT.notPending });
    expect((await decline(trainer.owner, booking.id)).status).toBe(409);
    expect(await mailbox(learner.email)).toHaveLength(1);
  });

  it('declines with a message, freeing the slot; both sides get a cancelling calendar file', async () => {
    const { trainer, learner, booking } = await pendingRequest();
    const res = await decline(trainer.owner, booking.id, 'Fully booked that week, sorry!');
    expect(res.status).toBe(200);
    const body = (await res.json()) as BookingResponse;
    expect(body.message).toBe(BOOKING_TEXT.declined);
    expect(body.booking).toMatchObject({
      status: 'declined',
      decline_message: 'Fully booked that week, sorry!',
      can_cancel: false,
    });
    expect((await stored(booking.id))?.sequence).toBe(1);
    const [email] = await mailbox(learner.email);
    expect(email?.subject).toBe('Session request declined: Swim lesson');
    expect(email?.text).toContain('Their message: Fully booked that week, sorry!');
    const ics = icsOf(email);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:1');
    const [forTrainer] = await mailbox(trainer.owner.email);
    expect(forTrainer?.subject).toBe('You declined a session request: Swim lesson');
    expect(forTrainer?.text).toContain("You declined Lou Learner's request");
    expect(forTrainer?.text).toContain('Your message: Fully booked that week, sorry!');
    expect(icsOf(forTrainer)).toContain('METHOD:CANCEL');
    // The slot is free again.
    const other = await createUser();
    await requestSession(other, requestBody(trainer, booking.start));
  });

  it('declines without a message', async () => {
    const { trainer, learner, booking } = await pendingRequest();
    expect((await decline(trainer.owner, booking.id)).status).toBe(200);
    const [email] = await mailbox(learner.email);
    expect(email?.text).not.toContain('Their message');
  });

  it('refuses a request past its expiry (409), before the expiry job has run', async () => {
    const { trainer, booking } = await pendingRequest();
    await env.DB.prepare('UPDATE bookings SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), booking.id)
      .run();
    expect((await accept(trainer.owner, booking.id)).status).toBe(409);
    expect((await decline(trainer.owner, booking.id)).status).toBe(409);
    expect((await stored(booking.id))?.status).toBe('pending');
  });

  it('lets only the trainer decide: the learner 403, anyone else 404', async () => {
    const { learner, booking } = await pendingRequest();
    const learnerTry = await accept(learner, booking.id);
    expect(learnerTry.status).toBe(403);
    expect(await errorOf(learnerTry)).toMatchObject({ code: 'forbidden', message: BOOKING_TEXT.trainerOnly });
    const otherTrainer = await bookableTrainer();
    for (const actor of [otherTrainer.owner, await createUser(), await createUser({ admin: true })]) {
      const res = await accept(actor, booking.id);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toMatchObject({ code: 'not_found', message: BOOKING_TEXT.bookingNotFound });
      expect((await decline(actor, booking.id)).status).toBe(404);
      expect((await cancel(actor, booking.id)).status).toBe(404);
    }
    expect((await accept(learner, 999_999)).status).toBe(404);
    expect((await stored(booking.id))?.status).toBe('pending');
  });

  it('of two tabs deciding at once, only one wins; the other gets 409 and writes no email', async () => {
    const { trainer, learner, booking } = await pendingRequest();
    const answers = await Promise.all([accept(trainer.owner, booking.id), decline(trainer.owner, booking.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const row = await stored(booking.id);
    expect(row?.sequence).toBe(1);
    const emails = await mailbox(learner.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toMatch(row?.status === 'accepted' ? /^Session confirmed/ : /^Session request declined/);
  });
});

describe('either side cancels', () => {
  it('the learner withdraws a pending request at any time, even within the cancellation notice', async () => {
    const { trainer, learner, booking } = await pendingRequest({ minNoticeHours: 0, cancelNoticeHours: 48 });
    await startIn(booking.id, 2);
    const res = await cancel(learner, booking.id, 'Changed my plans');
    expect(res.status).toBe(200);
    const body = (await res.json()) as BookingResponse;
    expect(body.message).toBe(BOOKING_TEXT.cancelled);
    expect(body.booking).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'learner',
      cancel_reason: 'Changed my plans',
    });
    expect(await stored(booking.id)).toMatchObject({
      sequence: 1,
      cancelled_by: 'learner',
      cancelled_at: expect.any(String),
    });
    const emails = await mailbox(trainer.owner.email);
    const email = emails.find((item) => item.subject.startsWith('Session cancelled'));
    expect(email?.text).toContain('Lou Learner cancelled the session "Swim lesson"');
    expect(email?.text).toContain('Reason: Changed my plans');
    // The trainer reads it in their own zone (UTC here).
    expect(email?.text).toContain('(UTC)');
    expect(icsOf(email)).toContain('METHOD:CANCEL');
    // The learner's own calendar drops it too.
    const [own, ...more] = await mailbox(learner.email);
    expect(more).toEqual([]);
    expect(own?.subject).toBe('Session cancelled: Swim lesson');
    expect(own?.text).toContain('You cancelled the session "Swim lesson" with Tess Trainer');
    expect(own?.text).toContain('(America/New_York)');
    expect(icsOf(own)).toContain('METHOD:CANCEL');
  });

  it('the learner cannot cancel an accepted session within the trainer’s notice (409 too_late), the trainer can', async () => {
    const { trainer, learner, booking } = await pendingRequest({ minNoticeHours: 0, cancelNoticeHours: 24 });
    expect((await accept(trainer.owner, booking.id)).status).toBe(200);
    await startIn(booking.id, 20);
    const [forLearner] = await list(learner, 'learner', 'upcoming');
    expect(forLearner?.can_cancel).toBe(false);
    const [forTrainer] = await list(trainer.owner, 'trainer', 'upcoming');
    expect(forTrainer?.can_cancel).toBe(true);
    const late = await cancel(learner, booking.id);
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: 'too_late', message: BOOKING_TEXT.cancelTooLate });
    expect((await stored(booking.id))?.status).toBe('accepted');

    const res = await cancel(trainer.owner, booking.id, 'I am ill');
    expect(res.status).toBe(200);
    expect(((await res.json()) as BookingResponse).booking).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'trainer',
    });
    expect(await stored(booking.id)).toMatchObject({ sequence: 2, cancel_reason: 'I am ill' });
    const [email] = await mailbox(learner.email).then((emails) =>
      emails.filter((e) => e.subject.startsWith('Session cancelled')),
    );
    expect(email?.text).toContain('Tess Trainer cancelled the session');
    expect(email?.text).toContain('Reason: I am ill');
    expect(email?.text).toContain('(America/New_York)');
    const ics = icsOf(email);
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('STATUS:CANCELLED');
    // Cancelled is final.
    const again = await cancel(trainer.owner, booking.id);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'not_cancellable', message: BOOKING_TEXT.notCancellable });
  });

  it('the learner cancels an accepted session before the notice', async () => {
    const { trainer, learner, booking } = await pendingRequest({ cancelNoticeHours: 24 });
    expect((await accept(trainer.owner, booking.id)).status).toBe(200);
    const [item] = await list(learner, 'learner', 'upcoming');
    expect(item?.can_cancel).toBe(true);
    expect((await cancel(learner, booking.id)).status).toBe(200);
  });

  it('nothing that has started, lapsed, been declined or needs a reason is cancelled', async () => {
    const { trainer, learner, booking } = await pendingRequest({ minNoticeHours: 0 });
    const noReason = await post(learner, `/api/bookings/${booking.id}/cancel`, { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).message).toBe(BOOKING_TEXT.cancelReasonRequired);
    expect((await accept(trainer.owner, booking.id)).status).toBe(200);
    await startIn(booking.id, -0.5);
    for (const actor of [learner, trainer.owner]) {
      const res = await cancel(actor, booking.id);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).code).toBe('not_cancellable');
    }
    const lapsed = await pendingRequest();
    await env.DB.prepare('UPDATE bookings SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), lapsed.booking.id)
      .run();
    expect((await cancel(lapsed.learner, lapsed.booking.id)).status).toBe(409);
    const declined = await pendingRequest();
    expect((await decline(declined.trainer.owner, declined.booking.id)).status).toBe(200);
    expect((await cancel(declined.learner, declined.booking.id)).status).toBe(409);
  });

  it('of two tabs cancelling at once, one succeeds and one gets 409; one cancellation, told to each side once', async () => {
    const { trainer, learner, booking } = await pendingRequest();
    const answers = await Promise.all([cancel(learner, booking.id), cancel(trainer.owner, booking.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect((await stored(booking.id))?.sequence).toBe(1);
    const cancelled = [...(await mailbox(learner.email)), ...(await mailbox(trainer.owner.email))].filter((email) =>
      email.subject.startsWith('Session cancelled'),
    );
    expect(cancelled).toHaveLength(2);
    // Both emails tell the same cancellation: one names the reader, the other their counterpart.
    expect(cancelled.filter((email) => email.text.includes('You cancelled the session'))).toHaveLength(1);
  });
});

describe('GET /api/bookings: each side’s lists', () => {
  /** Bookings of every kind for one learner and one trainer. */
  async function history(trainer: BookableTrainer, learner: TestUser) {
    const make = async (days: number, time: string) =>
      requestSession(learner, requestBody(trainer, slotAt(days, time)));
    const later = await make(9, '09:00');
    const soon = await make(3, '09:00');
    const acceptedSoon = await make(4, '09:00');
    expect((await accept(trainer.owner, acceptedSoon.id)).status).toBe(200);
    const declined = await make(5, '09:00');
    expect((await decline(trainer.owner, declined.id)).status).toBe(200);
    const cancelled = await make(6, '09:00');
    expect((await cancel(learner, cancelled.id)).status).toBe(200);
    const lapsed = await make(7, '09:00');
    await env.DB.prepare('UPDATE bookings SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), lapsed.id)
      .run();
    const done = await make(8, '09:00');
    expect((await accept(trainer.owner, done.id)).status).toBe(200);
    // A session that ended an hour ago (still 'accepted' until the completion job runs).
    const start = new Date(Date.now() - 2 * HOUR);
    await env.DB.prepare('UPDATE bookings SET start_at = ?, end_at = ? WHERE id = ?')
      .bind(start.toISOString(), new Date(start.getTime() + HOUR).toISOString(), done.id)
      .run();
    return { later, soon, acceptedSoon, declined, cancelled, lapsed, done };
  }

  it('upcoming (live, soonest first), pending (live requests), accepted (sessions not over), past (the rest, newest first), for both sides alike', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser({ fullName: 'Lou Learner' });
    const b = await history(trainer, learner);
    const ids = (bookings: Booking[]) => bookings.map((booking) => booking.id);
    for (const [actor, side] of [
      [learner, 'learner'],
      [trainer.owner, 'trainer'],
    ] as const) {
      expect(ids(await list(actor, side, 'upcoming'))).toEqual([b.soon.id, b.acceptedSoon.id, b.later.id]);
      expect(ids(await list(actor, side, 'pending'))).toEqual([b.soon.id, b.later.id]);
      expect(ids(await list(actor, side, 'accepted'))).toEqual([b.acceptedSoon.id]);
      expect(ids(await list(actor, side, 'past'))).toEqual([b.lapsed.id, b.cancelled.id, b.declined.id, b.done.id]);
    }
    const past = await list(learner, 'learner', 'past');
    expect(past.map((booking) => booking.status)).toEqual(['expired', 'cancelled', 'declined', 'accepted']);
    expect(past.every((booking) => !booking.can_cancel)).toBe(true);
    const [first] = await list(trainer.owner, 'trainer', 'upcoming');
    expect(first).toMatchObject({ learner: { full_name: 'Lou Learner' }, trainer: { id: trainer.trainerId } });
  });

  it('says whether the learner has reviewed the trainer (a review of another trainer does not count)', async () => {
    const trainer = await bookableTrainer();
    const other = await bookableTrainer();
    const learner = await createUser();
    const booking = await requestSession(learner, requestBody(trainer, slotAt(3)));
    const review = (trainerId: number) =>
      env.DB.prepare("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 5, 'Lovely')")
        .bind(trainerId, learner.id)
        .run();
    const reviewed = async () => (await list(learner, 'learner', 'upcoming')).map((b) => [b.id, b.reviewed]);

    expect(await reviewed()).toEqual([[booking.id, false]]);
    await review(other.trainerId);
    expect(await reviewed()).toEqual([[booking.id, false]]);
    await review(trainer.trainerId);
    expect(await reviewed()).toEqual([[booking.id, true]]);
  });

  it('shows nobody else’s bookings: another user, another trainer, a learner asking as trainer', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    await requestSession(learner, requestBody(trainer, slotAt(3)));
    const otherTrainer = await bookableTrainer();
    const stranger = await createUser({ admin: true });
    for (const when of BOOKING_LIST_VIEWS) {
      expect(await list(stranger, 'learner', when)).toEqual([]);
      expect(await list(stranger, 'trainer', when)).toEqual([]);
      expect(await list(otherTrainer.owner, 'trainer', when)).toEqual([]);
      expect(await list(learner, 'trainer', when)).toEqual([]);
      expect(await list(trainer.owner, 'learner', when)).toEqual([]);
    }
  });

  it('shows a deleted learner as null', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    await requestSession(learner, requestBody(trainer, slotAt(3)));
    await env.DB.prepare("UPDATE users SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(learner.id)
      .run();
    const [booking] = await list(trainer.owner, 'trainer', 'upcoming');
    expect(booking?.learner).toBeNull();
  });

  it('validates the query', async () => {
    const learner = await createUser();
    const res = await as(learner, '/api/bookings?as=admin&when=soon');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      as: 'as must be learner or trainer',
      when: 'when must be upcoming, pending, accepted or past',
    });
    // A cursor this worker did not make: 400, never a query on a made-up key.
    for (const cursor of ['not-a-cursor', btoa('2026-01-01T00:00:00.000Z|0'), 'a'.repeat(101), 'a+b']) {
      const bad = await as(learner, `/api/bookings?as=learner&when=upcoming&cursor=${encodeURIComponent(cursor)}`);
      expect(bad.status, cursor).toBe(400);
      expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
        cursor: 'Invalid page cursor',
      });
    }
  });

  it('pages by (start, id): every session once, in order, across pages, also when several start at one time', async () => {
    const learner = await createUser();
    // Sessions of one learner at the same times with different trainers (each trainer's own never overlap).
    const trainers = await Promise.all([bookableTrainer(), bookableTrainer(), bookableTrainer()]);
    const total = 2 * BOOKING_PAGE_SIZE + 5;
    const made: number[] = [];
    for (let i = 0; i < total; i++) {
      const trainer = trainers[i % 3] as BookableTrainer;
      // Three at each time (sessions 18, 19 and 20 straddle the first page's end), then one each.
      const hours = i < 2 * BOOKING_PAGE_SIZE ? 2 * Math.floor(i / 3) : 1000 + i;
      made.push(
        await insertBooking({
          trainerId: trainer.trainerId,
          learnerId: learner.id,
          start: new Date(Date.UTC(2030, 0, 1) + hours * HOUR),
          status: 'accepted',
        }),
      );
    }
    // Every one is in the future (2030): all upcoming; none past.
    const pages: Booking[][] = [];
    let cursor: string | undefined;
    do {
      const page = await listPage(learner, 'learner', 'upcoming', cursor);
      pages.push(page.bookings);
      cursor = page.next_cursor ?? undefined;
    } while (cursor && pages.length < 10);
    expect(pages.map((page) => page.length)).toEqual([BOOKING_PAGE_SIZE, BOOKING_PAGE_SIZE, 5]);
    const seen = pages.flat();
    const key = (b: Booking) => `${b.start}|${String(b.id).padStart(9, '0')}`;
    expect(seen.map(key)).toEqual(seen.map(key).sort());
    expect(seen.map((b) => b.id).sort((x, y) => x - y)).toEqual([...made].sort((x, y) => x - y));

    // Completed, the same sessions are past: latest first, the reverse order.
    await env.DB.prepare("UPDATE bookings SET status = 'completed' WHERE learner_user_id = ?").bind(learner.id).run();
    const first = await listPage(learner, 'learner', 'past');
    expect(first.bookings).toHaveLength(BOOKING_PAGE_SIZE);
    const second = await listPage(learner, 'learner', 'past', first.next_cursor ?? '');
    const third = await listPage(learner, 'learner', 'past', second.next_cursor ?? '');
    expect(third.next_cursor).toBeNull();
    const past = [...first.bookings, ...second.bookings, ...third.bookings];
    expect(past.map(key)).toEqual(seen.map(key).reverse());
  });
});

describe('the writes guard themselves (what the routes rely on when a race gets past their reads)', () => {
  it('a decision made on a stale read changes nothing and writes no email', async () => {
    const { trainer, learner, booking } = await pendingRequest();
    const db = createDb(env.DB);
    const read = { id: booking.id, status: 'pending' as const, sequence: 0 };
    expect((await accept(trainer.owner, booking.id)).status).toBe(200);
    const stale = await applyDecision(db, read, { kind: 'decline', message: null });
    expect(stale.changed).toBe(false);
    expect(stale.emailKeys).toEqual([]);
    const cancelled = await applyDecision(db, read, { kind: 'cancel', by: 'learner', reason: 'x', noticeHours: 0 });
    expect(cancelled.changed).toBe(false);
    expect(await stored(booking.id)).toMatchObject({ status: 'accepted', sequence: 1 });
    expect((await mailbox(learner.email)).map((email) => email.subject)).toEqual([
      'Session confirmed: Swim lesson with Tess Trainer',
    ]);
    // The learner's notice is checked by the UPDATE too, at the database's clock.
    await startIn(booking.id, 10);
    const late = await applyDecision(
      db,
      { id: booking.id, status: 'accepted', sequence: 1 },
      { kind: 'cancel', by: 'learner', reason: 'x', noticeHours: 24 },
    );
    expect(late.changed).toBe(false);
  });

  it('an insert overlapping a live booking is refused by the trigger, writing nothing (not even the email)', async () => {
    const { trainer, booking } = await pendingRequest();
    const other = await createUser();
    const key = crypto.randomUUID();
    const start = new Date(Date.parse(booking.start) + 30 * 60_000);
    const attempt = storeRequest(createDb(env.DB), {
      trainerId: trainer.trainerId,
      learnerId: other.id,
      service: { id: trainer.serviceId, title: 'Swim lesson', durationMinutes: 60, price: 40, currency: 'EUR' },
      start,
      end: new Date(start.getTime() + HOUR),
      bufferMinutes: 0,
      note: null,
      learnerTimeZone: 'UTC',
      key,
      expiresAt: new Date(Date.now() + HOUR),
    });
    const error = await attempt.then(
      () => null,
      (err: unknown) => err,
    );
    expect(isRaised(error, 'booking_overlap')).toBe(true);
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM bookings WHERE trainer_id = ?')
      .bind(trainer.trainerId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    const emails = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE idempotency_key LIKE 'booking_requested:%' AND to_email = ?",
    )
      .bind(trainer.owner.email)
      .first<{ n: number }>();
    expect(emails?.n).toBe(1);
  });
});
