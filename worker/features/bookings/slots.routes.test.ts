import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AvailabilityInput, BOOKING_TEXT, type SlotsResponse, WEEKDAYS } from '#shared/api/bookings';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { addDays, wallTimeToInstant } from './slots';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const ZONE = 'Europe/Berlin';
const everyDay = (start: string, end: string) =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [{ start, end }]])) as unknown as AvailabilityInput['weekly'];

/** A bookable (or not) service of the trainer, 60 minutes unless told. */
async function addService(trainerId: number, bookable: boolean, duration = 60): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO services (trainer_id, title, price, duration_minutes, bookable) VALUES (?, 'Coaching', 50, ?, ?) RETURNING id",
  )
    .bind(trainerId, duration, bookable ? 1 : 0)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function saveAvailability(user: TestUser, changes: Partial<AvailabilityInput> = {}) {
  const res = await callJson('/api/me/trainer/availability', {
    method: 'PUT',
    headers: user.auth,
    json: {
      timeZone: ZONE,
      weekly: everyDay('09:00', '12:00'),
      overrides: [],
      minNoticeHours: 0,
      horizonDays: 60,
      bufferMinutes: 0,
      cancelNoticeHours: 24,
      version: 0,
      ...changes,
    } satisfies AvailabilityInput,
  });
  expect(res.status).toBe(200);
}

async function addBooking(
  trainerId: number,
  learner: TestUser,
  start: Date,
  minutes: number,
  extra: { status?: string; expiresAt?: string | null; bufferMinutes?: number } = {},
) {
  await env.DB.prepare(
    `INSERT INTO bookings (trainer_id, learner_user_id, service_title, duration_minutes, price, currency, start_at,
       end_at, buffer_minutes, status, learner_time_zone, idempotency_key, expires_at)
     VALUES (?, ?, 'Coaching', ?, 50, 'USD', ?, ?, ?, ?, 'UTC', ?, ?)`,
  )
    .bind(
      trainerId,
      learner.id,
      minutes,
      start.toISOString(),
      new Date(start.getTime() + minutes * 60_000).toISOString(),
      extra.bufferMinutes ?? 0,
      extra.status ?? 'accepted',
      crypto.randomUUID(),
      extra.expiresAt ?? null,
    )
    .run();
}

const slotsPath = (trainerId: number | string, query: string) => `/api/trainers/${trainerId}/slots?${query}`;

/** Berlin wall times on `date` as the instants the API answers. */
const at = (date: string, ...times: string[]) => times.map((time) => wallTimeToInstant(date, time, ZONE).toISOString());

const today = () => new Date().toISOString().slice(0, 10);

let trainer: TestUser;
let learner: TestUser;
let trainerId: number;
let serviceId: number;
/** Two days ahead: always beyond "now", whatever the time of day the test runs. */
let day: string;

beforeAll(async () => {
  trainer = await createUser({ fullName: 'Slot Trainer' });
  learner = await createUser();
  trainerId = await createTrainer(trainer, { slug: 'slot-trainer' });
  serviceId = await addService(trainerId, true);
  await saveAvailability(trainer);
  day = addDays(today(), 2);
});

describe('GET /api/trainers/:trainerId/slots', () => {
  it('answers the free slots of the window, anonymous, not cached', async () => {
    const res = await callJson(slotsPath(trainerId, `serviceId=${serviceId}&from=${day}&days=1`));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as SlotsResponse;
    expect(body).toMatchObject({
      trainer_id: trainerId,
      service: { id: serviceId, title: 'Coaching', duration_minutes: 60 },
      time_zone: ZONE,
      from: `${day}T00:00:00.000Z`,
      to: `${addDays(day, 1)}T00:00:00.000Z`,
    });
    const horizon = Date.parse(body.bookable_until) - Date.now();
    expect(Math.abs(horizon - 60 * 86_400_000)).toBeLessThan(60_000);
    expect(body.slots.map((slot) => slot.start)).toEqual(at(day, '09:00', '09:30', '10:00', '10:30', '11:00'));
    expect(body.slots[0]?.end).toBe(at(day, '10:00')[0]);
  });

  it('defaults to 7 days from today (UTC)', async () => {
    const body = (await (await callJson(slotsPath(trainerId, `serviceId=${serviceId}`))).json()) as SlotsResponse;
    expect(body.from).toBe(`${today()}T00:00:00.000Z`);
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(7 * 86_400_000);
    // Every day has its hours: days two to six at least are wholly ahead.
    expect(body.slots.length).toBeGreaterThanOrEqual(5 * 5);
  });

  it('leaves out slots a live booking (buffers included) takes; an expired request or a declined one holds none', async () => {
    const other = await createUser({ fullName: 'Busy Trainer' });
    const busyId = await createTrainer(other, { slug: 'busy-trainer' });
    const busyService = await addService(busyId, true);
    await saveAvailability(other);
    const [ten] = at(day, '10:00');
    await addBooking(busyId, learner, new Date(ten as string), 60);
    // Neither holds anything: a pending request past its expiry, and a declined one.
    const [nine] = at(day, '09:00');
    await addBooking(busyId, learner, new Date(nine as string), 60, {
      status: 'pending',
      expiresAt: '2020-01-01T00:00:00.000Z',
    });
    await addBooking(busyId, learner, new Date(nine as string), 30, { status: 'declined' });
    const path = slotsPath(busyId, `serviceId=${busyService}&from=${day}&days=1`);
    const starts = async () => ((await (await callJson(path)).json()) as SlotsResponse).slots.map((slot) => slot.start);
    expect(await starts()).toEqual(at(day, '09:00', '11:00'));

    // A pending request still in time holds its slot; the booking's own buffer of 30 minutes widens it.
    const dayAfter = addDays(day, 1);
    await addBooking(busyId, learner, wallTimeToInstant(dayAfter, '11:00', ZONE), 60, {
      status: 'pending',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      bufferMinutes: 30,
    });
    const next = slotsPath(busyId, `serviceId=${busyService}&from=${dayAfter}&days=1`);
    const nextStarts = ((await (await callJson(next)).json()) as SlotsResponse).slots.map((slot) => slot.start);
    expect(nextStarts).toEqual(at(dayAfter, '09:00', '09:30'));
  });

  it('is 404 for an unknown trainer, one not approved, and one whose owner is banned', async () => {
    const pendingUser = await createUser();
    const pendingId = await createTrainer(pendingUser, { slug: 'slots-pending', status: 'pending' });
    const pendingService = await addService(pendingId, true);
    await saveAvailability(pendingUser);
    const bannedUser = await createUser();
    const bannedId = await createTrainer(bannedUser, { slug: 'slots-banned' });
    const bannedService = await addService(bannedId, true);
    await saveAvailability(bannedUser);
    await env.DB.prepare('UPDATE trainers SET owner_banned = 1 WHERE id = ?').bind(bannedId).run();

    for (const [id, service] of [
      [999_999, serviceId],
      [pendingId, pendingService],
      [bannedId, bannedService],
    ] as const) {
      const res = await callJson(slotsPath(id, `serviceId=${service}`));
      expect(res.status, String(id)).toBe(404);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: 'not_found',
        message: BOOKING_TEXT.trainerNotFound,
      });
    }
  });

  it('is 404 for a service not the trainer’s, 400 for one not bookable, 404 not_available without availability', async () => {
    const other = await createUser();
    const otherId = await createTrainer(other, { slug: 'slots-other' });
    const otherService = await addService(otherId, true);
    const notFound = await callJson(slotsPath(trainerId, `serviceId=${otherService}`));
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as ErrorBody).error).toEqual({
      code: 'not_found',
      message: BOOKING_TEXT.serviceNotFound,
    });

    const offline = await addService(trainerId, false);
    const notBookable = await callJson(slotsPath(trainerId, `serviceId=${offline}`));
    expect(notBookable.status).toBe(400);
    expect(((await notBookable.json()) as ErrorBody).error).toEqual({
      code: 'not_bookable',
      message: BOOKING_TEXT.serviceNotBookable,
    });

    // `other` never saved an availability.
    const unavailable = await callJson(slotsPath(otherId, `serviceId=${otherService}`));
    expect(unavailable.status).toBe(404);
    expect(((await unavailable.json()) as ErrorBody).error).toEqual({
      code: 'not_available',
      message: BOOKING_TEXT.notAvailable,
    });
  });

  it('validates the path and the query', async () => {
    const cases: [string, string, string | undefined][] = [
      [slotsPath(trainerId, ''), 'serviceId', undefined],
      [slotsPath(trainerId, 'serviceId=abc'), 'serviceId', undefined],
      [slotsPath('abc', `serviceId=${serviceId}`), 'trainerId', undefined],
      [slotsPath(trainerId, `serviceId=${serviceId}&from=2026-13-01`), 'from', BOOKING_TEXT.dateInvalid],
      [slotsPath(trainerId, `serviceId=${serviceId}&from=2026-02-30`), 'from', BOOKING_TEXT.fromInvalid],
      [slotsPath(trainerId, `serviceId=${serviceId}&days=0`), 'days', undefined],
      [slotsPath(trainerId, `serviceId=${serviceId}&days=15`), 'days', undefined],
      [slotsPath(trainerId, `serviceId=${serviceId}&days=1.5`), 'days', undefined],
    ];
    for (const [path, field, message] of cases) {
      const res = await callJson(path);
      expect(res.status, path).toBe(400);
      const { error } = (await res.json()) as ErrorBody;
      expect(error.code, path).toBe('validation_error');
      expect(error.fields?.[field], `${path} ${JSON.stringify(error.fields)}`).toBeTruthy();
      if (message) expect(error.message, path).toBe(message);
    }
  });
});
