import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS, BOOKING_TEXT, type BookingResponse } from '#shared/api/bookings';
import { as, bookableTrainer, requestBody, requestSession, slotAt } from '#worker/test/booking-fixtures';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { mailbox } from '#worker/test/mail';

const HOUR = 3_600_000;

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

const bookingCount = async (trainerId: number) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM bookings WHERE trainer_id = ?')
      .bind(trainerId)
      .first<{ n: number }>()
  )?.n ?? 0;

// The first request loads the bookings route group and its modules into the test's isolate: on a loaded
// machine that alone can take seconds.
describe('POST /api/bookings: a learner requests a slot', { timeout: 20_000 }, () => {
  it('stores a pending request holding the slot, with the service as it was, and answers 201', async () => {
    const trainer = await bookableTrainer({ bufferMinutes: 15, minNoticeHours: 12 });
    const learner = await createUser({ fullName: 'Lou Learner' });
    const start = slotAt(5, '09:00');
    const before = Date.now();
    const res = await as(learner, '/api/bookings', {
      method: 'POST',
      json: requestBody(trainer, start, { note: 'First time, please be gentle' }),
    });
    expect(res.status).toBe(201);
    const { booking, message } = (await res.json()) as BookingResponse;
    expect(message).toBe(BOOKING_TEXT.requestSent);
    expect(booking).toMatchObject({
      status: 'pending',
      start,
      end: new Date(Date.parse(start) + HOUR).toISOString(),
      trainer: { id: trainer.trainerId, full_name: 'Tess Trainer', time_zone: 'UTC' },
      learner: { full_name: 'Lou Learner' },
      service: { id: trainer.serviceId, title: 'Swim lesson', duration_minutes: 60, price: 40, currency: 'EUR' },
      note: 'First time, please be gentle',
      learner_time_zone: 'America/New_York',
      can_cancel: true,
      cancelled_by: null,
    });
    // 48 h after the request: the start (5 days away) less the notice is later.
    const expires = Date.parse(booking.expires_at ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + BOOKING_LIMITS.pendingHours * HOUR);
    expect(expires).toBeLessThanOrEqual(Date.now() + BOOKING_LIMITS.pendingHours * HOUR);
    const row = await env.DB.prepare('SELECT buffer_minutes, sequence FROM bookings WHERE id = ?')
      .bind(booking.id)
      .first<{ buffer_minutes: number; sequence: number }>();
    expect(row).toEqual({ buffer_minutes: 15, sequence: 0 });
    // A later edit of the service changes no session.
    await env.DB.prepare("UPDATE services SET title = 'Renamed', price = 99 WHERE id = ?")
      .bind(trainer.serviceId)
      .run();
    const list = await as(learner, '/api/bookings?as=learner&when=upcoming');
    const { bookings } = (await list.json()) as { bookings: BookingResponse['booking'][] };
    expect(bookings.map((b) => [b.id, b.service.title, b.service.price])).toEqual([[booking.id, 'Swim lesson', 40]]);
  });

  it('expires at the start less the minimum notice when that comes before 48 h', async () => {
    const trainer = await bookableTrainer({ minNoticeHours: 12 });
    const learner = await createUser();
    const start = new Date(Math.ceil((Date.now() + 30 * HOUR) / (30 * 60_000)) * 30 * 60_000).toISOString();
    const booking = await requestSession(learner, requestBody(trainer, start));
    expect(booking.expires_at).toBe(new Date(Date.parse(start) - 12 * HOUR).toISOString());
  });

  it('tells the trainer by email, in the trainer’s zone, with a tentative calendar file', async () => {
    const trainer = await bookableTrainer({ timeZone: 'Europe/Berlin' });
    const learner = await createUser({ fullName: 'Lou Learner' });
    const start = slotAt(6, '09:00');
    const booking = await requestSession(learner, requestBody(trainer, start, { note: 'Bring <goggles>?' }));
    // One email: the note started the conversation too, but the request's email carries it (no new-enquiry email).
    const [email, ...more] = await mailbox(trainer.owner.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('New session request from Lou Learner: Swim lesson');
    // 09:00 UTC is 10:00 or 11:00 in Berlin, depending on the date.
    expect(email?.text).toMatch(/on \w{3} \d{1,2} \w{3} \d{4}, 1[01]:00–1[12]:00 \(Europe\/Berlin\)/);
    expect(email?.text).toContain('Their note: Bring <goggles>?');
    expect(email?.html).toContain('Bring &lt;goggles&gt;?');
    expect(email?.text).toContain('http://localhost:8787/dashboard');
    expect(email?.attachments).toHaveLength(1);
    const [file] = email?.attachments ?? [];
    expect(file?.filename).toBe(`session-${booking.id}.ics`);
    expect(file?.content_type).toContain('text/calendar');
    const ics = atob(file?.content ?? '');
    expect(ics).toContain(`UID:booking-${booking.id}@`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace('.000', '')}`);
    // Nothing for the learner: it is their own request.
    expect(await mailbox(learner.email)).toEqual([]);
  });

  it('posts the note to the learner’s conversation with the trainer, once, whatever the retries', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    const body = requestBody(trainer, slotAt(4), { note: 'Hello from the booking form' });
    await requestSession(learner, body);
    const again = await as(learner, '/api/bookings', { method: 'POST', json: body });
    expect(again.status).toBe(200);
    const { results } = await env.DB.prepare(
      `SELECT m.body, m.client_id, m.service_id FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.learner_user_id = ? AND c.trainer_id = ?`,
    )
      .bind(learner.id, trainer.trainerId)
      .all();
    expect(results).toEqual([
      { body: 'Hello from the booking form', client_id: body.idempotencyKey, service_id: trainer.serviceId },
    ]);
    // The message is in the trainer's inbox; the trainer's one email is the request's.
    const inbox = await as(trainer.owner, '/api/messages/conversations');
    expect(JSON.stringify(await inbox.json())).toContain('Hello from the booking form');
    expect((await mailbox(trainer.owner.email)).map((email) => email.subject)).toEqual([
      expect.stringMatching(/^New session request/),
    ]);
    // A later enquiry of the same pair continues the conversation: no new-enquiry email either.
    const enquiry = await as(learner, '/api/messages/conversations', {
      method: 'POST',
      json: { trainerId: trainer.trainerId, body: 'One more question', clientId: crypto.randomUUID() },
    });
    expect(enquiry.status).toBe(201);
    expect(await mailbox(trainer.owner.email)).toHaveLength(1);
  });

  it('keeps the booking when the note cannot be posted (the trainer blocked the learner)', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    const conversation = await env.DB.prepare(
      'INSERT INTO conversations (learner_user_id, trainer_id) VALUES (?, ?) RETURNING id',
    )
      .bind(learner.id, trainer.trainerId)
      .first<{ id: number }>();
    await env.DB.prepare(
      "INSERT INTO conversation_participants (conversation_id, user_id, role, blocked_at) VALUES (?1, ?2, 'learner', NULL), (?1, ?3, 'trainer', '2026-01-01T00:00:00.000Z')",
    )
      .bind(conversation?.id, learner.id, trainer.owner.id)
      .run();
    const booking = await requestSession(learner, requestBody(trainer, slotAt(4), { note: 'Please?' }));
    expect(booking.note).toBe('Please?');
    const messages = await env.DB.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?')
      .bind(conversation?.id)
      .first<{ n: number }>();
    expect(messages?.n).toBe(0);
  });

  it('answers a retry with the same booking (200), and a key reused for another request with 409', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    const body = requestBody(trainer, slotAt(3, '10:00'));
    const first = await requestSession(learner, body);
    const retry = await as(learner, '/api/bookings', { method: 'POST', json: body });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as BookingResponse).booking.id).toBe(first.id);
    // Same instant written differently is the same request.
    const sameInstant = await as(learner, '/api/bookings', {
      method: 'POST',
      json: { ...body, start: body.start.replace('.000Z', 'Z') },
    });
    expect(sameInstant.status).toBe(200);
    for (const changed of [{ start: slotAt(3, '12:00') }, { serviceId: trainer.otherServiceId }]) {
      const res = await as(learner, '/api/bookings', { method: 'POST', json: { ...body, ...changed } });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        code: 'idempotency_key_reused',
        message: BOOKING_TEXT.idempotencyKeyReused,
        fields: { idempotencyKey: BOOKING_TEXT.idempotencyKeyReused },
      });
    }
    expect(await bookingCount(trainer.trainerId)).toBe(1);
    // The same key is another learner's own: no clash.
    const other = await createUser();
    const theirs = await as(other, '/api/bookings', { method: 'POST', json: { ...body, start: slotAt(3, '14:00') } });
    expect(theirs.status).toBe(201);
  });

  it('makes one booking of the same request sent five times at once', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    const body = requestBody(trainer, slotAt(3, '11:00'));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => as(learner, '/api/bookings', { method: 'POST', json: body })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(
      await Promise.all(answers.map(async (res) => ((await res.json()) as BookingResponse).booking.id)),
    );
    expect(ids.size).toBe(1);
    expect(await bookingCount(trainer.trainerId)).toBe(1);
  });

  it('gives one slot to one of ten learners asking at once: 1 × 201, 9 × 409', async () => {
    const trainer = await bookableTrainer();
    const learners = await Promise.all(Array.from({ length: 10 }, () => createUser()));
    const start = slotAt(4, '15:00');
    const answers = await Promise.all(
      learners.map((learner) => as(learner, '/api/bookings', { method: 'POST', json: requestBody(trainer, start) })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((answer) => answer.status === 409)) {
      expect(await errorOf(res)).toMatchObject({ code: 'slot_unavailable', message: BOOKING_TEXT.slotUnavailable });
    }
    expect(await bookingCount(trainer.trainerId)).toBe(1);
    // One email, for the one request stored.
    expect(await mailbox(trainer.owner.email)).toHaveLength(1);
  }, 30_000);

  it('refuses a time taken by another booking, its buffer included, and frees it when the request lapses', async () => {
    const trainer = await bookableTrainer({ bufferMinutes: 30 });
    const [first, second] = [await createUser(), await createUser()];
    const booking = await requestSession(first, requestBody(trainer, slotAt(5, '09:00')));
    for (const time of ['09:00', '09:30', '10:00', '08:00']) {
      const res = await as(second, '/api/bookings', {
        method: 'POST',
        json: requestBody(trainer, slotAt(5, time)),
      });
      expect(res.status, time).toBe(409);
      expect((await errorOf(res)).code).toBe('slot_unavailable');
    }
    // 10:30 leaves the 30-minute buffer after 10:00.
    await requestSession(second, requestBody(trainer, slotAt(5, '10:30')));
    // A pending request past its expiry holds nothing, before the expiry job has run.
    await env.DB.prepare('UPDATE bookings SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), booking.id)
      .run();
    const third = await createUser();
    await requestSession(third, requestBody(trainer, slotAt(5, '09:00')));
  });

  it('refuses times outside the hours, within the minimum notice, beyond the horizon or off the slot grid', async () => {
    const trainer = await bookableTrainer({
      minNoticeHours: 24,
      horizonDays: 10,
      weekly: {
        monday: [{ start: '09:00', end: '12:00' }],
        tuesday: [{ start: '09:00', end: '12:00' }],
        wednesday: [{ start: '09:00', end: '12:00' }],
        thursday: [{ start: '09:00', end: '12:00' }],
        friday: [{ start: '09:00', end: '12:00' }],
        saturday: [{ start: '09:00', end: '12:00' }],
        sunday: [{ start: '09:00', end: '12:00' }],
      },
    });
    const learner = await createUser();
    for (const start of [
      slotAt(3, '13:00'),
      slotAt(3, '11:30'),
      slotAt(0, '10:00'),
      slotAt(12, '09:00'),
      slotAt(3, '09:10'),
    ]) {
      const res = await as(learner, '/api/bookings', { method: 'POST', json: requestBody(trainer, start) });
      expect(res.status, start).toBe(409);
      expect((await errorOf(res)).code).toBe('slot_unavailable');
    }
    await requestSession(learner, requestBody(trainer, slotAt(3, '11:00')));
  });

  it('answers every refusal with its own status, code and message, storing nothing', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    const start = slotAt(4);
    const post = (json: unknown, actor = learner) => as(actor, '/api/bookings', { method: 'POST', json });

    const missing = await post({});
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toMatchObject({
      trainerId: BOOKING_TEXT.trainerNotFound,
      serviceId: BOOKING_TEXT.serviceRequired,
      start: BOOKING_TEXT.startInvalid,
      timeZone: BOOKING_TEXT.timeZoneInvalid,
      idempotencyKey: BOOKING_TEXT.idempotencyKeyRequired,
    });
    const badKey = await post({ ...requestBody(trainer, start), idempotencyKey: 'not-a-uuid' });
    expect((await errorOf(badKey)).fields).toEqual({ idempotencyKey: BOOKING_TEXT.idempotencyKeyInvalid });
    const badZone = await post({ ...requestBody(trainer, start), timeZone: 'Mars/Olympus' });
    expect((await errorOf(badZone)).fields).toEqual({ timeZone: BOOKING_TEXT.timeZoneInvalid });
    const badStart = await post({ ...requestBody(trainer, start), start: '2026-12-01 09:00' });
    expect((await errorOf(badStart)).fields).toEqual({ start: BOOKING_TEXT.startInvalid });
    const longNote = await post({ ...requestBody(trainer, start), note: 'x'.repeat(BOOKING_LIMITS.noteMax + 1) });
    expect(longNote.status).toBe(400);
    expect(Object.keys((await errorOf(longNote)).fields ?? {})).toEqual(['note']);

    const unknownTrainer = await post({ ...requestBody(trainer, start), trainerId: 999_999 });
    expect(unknownTrainer.status).toBe(404);
    expect(await errorOf(unknownTrainer)).toMatchObject({ code: 'not_found', message: BOOKING_TEXT.trainerNotFound });
    const pendingOwner = await createUser();
    const pendingTrainer = await createTrainer(pendingOwner, {
      status: 'pending',
      services: [{ title: 'X', price: 1 }],
    });
    const notPublic = await post({ ...requestBody(trainer, start), trainerId: pendingTrainer });
    expect(notPublic.status).toBe(404);

    const own = await post(requestBody(trainer, start), trainer.owner);
    expect(own.status).toBe(403);
    expect(await errorOf(own)).toMatchObject({ code: 'own_profile', message: BOOKING_TEXT.ownProfile });

    const notBookable = await post({ ...requestBody(trainer, start), serviceId: trainer.otherServiceId });
    expect(notBookable.status).toBe(400);
    expect(await errorOf(notBookable)).toMatchObject({
      code: 'validation_error',
      message: BOOKING_TEXT.serviceNotBookable,
      fields: { serviceId: BOOKING_TEXT.serviceNotBookable },
    });
    const another = await bookableTrainer();
    const notTheirs = await post({ ...requestBody(trainer, start), serviceId: another.serviceId });
    expect(notTheirs.status).toBe(400);

    const unset = await bookableTrainer({ availability: false });
    const notAvailable = await post(requestBody(unset, start));
    expect(notAvailable.status).toBe(404);
    expect(await errorOf(notAvailable)).toMatchObject({ code: 'not_available', message: BOOKING_TEXT.notAvailable });

    const anonymous = await as({ ...learner, auth: { authorization: '' } }, '/api/bookings', {
      method: 'POST',
      json: requestBody(trainer, start),
    });
    expect(anonymous.status).toBe(401);
    const banned = await createUser({ banned: true });
    expect((await post(requestBody(trainer, start), banned)).status).toBe(403);

    expect(await bookingCount(trainer.trainerId)).toBe(0);
    const rate = await env.DB.prepare('SELECT count(*) AS n FROM rate_limit_buckets WHERE key = ?')
      .bind(`booking-request-user:${learner.id}`)
      .first<{ n: number }>();
    expect(rate?.n).toBe(0);
  });

  it('limits a learner to 10 requests an hour (429), counting only requests that reach the write', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser();
    for (let i = 0; i < 10; i += 1) {
      await requestSession(learner, requestBody(trainer, slotAt(2 + i, '09:00')));
    }
    const res = await as(learner, '/api/bookings', { method: 'POST', json: requestBody(trainer, slotAt(20, '09:00')) });
    expect(res.status).toBe(429);
    expect(await errorOf(res)).toMatchObject({ code: 'rate_limited', message: BOOKING_TEXT.tooManyRequests });
    expect(await bookingCount(trainer.trainerId)).toBe(10);
  }, 30_000);
});
