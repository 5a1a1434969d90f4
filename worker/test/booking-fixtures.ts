import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { BookingResponse, RequestBookingInput, WeeklyHours } from '#shared/api/bookings';
import { createTrainer, createUser, freshIp, type TestUser } from './fixtures';
import { callJson } from './http';

/** Open every hour of every day: any half hour past the notice is a slot. */
export const ALWAYS_OPEN: WeeklyHours = {
  monday: [{ start: '00:00', end: '24:00' }],
  tuesday: [{ start: '00:00', end: '24:00' }],
  wednesday: [{ start: '00:00', end: '24:00' }],
  thursday: [{ start: '00:00', end: '24:00' }],
  friday: [{ start: '00:00', end: '24:00' }],
  saturday: [{ start: '00:00', end: '24:00' }],
  sunday: [{ start: '00:00', end: '24:00' }],
};

export interface BookableTrainer {
  owner: TestUser;
  trainerId: number;
  serviceId: number;
  /** A service of the trainer's that is not bookable. */
  otherServiceId: number;
}

export interface AvailabilityOptions {
  timeZone?: string;
  weekly?: WeeklyHours;
  minNoticeHours?: number;
  horizonDays?: number;
  bufferMinutes?: number;
  cancelNoticeHours?: number;
}

/** An approved trainer with a bookable 60-minute service, a second one not bookable, and availability saved. */
export async function bookableTrainer(
  options: AvailabilityOptions & { fullName?: string; availability?: boolean } = {},
): Promise<BookableTrainer> {
  const owner = await createUser({ fullName: options.fullName ?? 'Tess Trainer' });
  const trainerId = await createTrainer(owner, {
    slug: `tess-${crypto.randomUUID().slice(0, 8)}`,
    services: [
      { title: 'Swim lesson', price: 40 },
      { title: 'Open chat', price: 0 },
    ],
  });
  const { results } = await env.DB.prepare('SELECT id FROM services WHERE trainer_id = ? ORDER BY id')
    .bind(trainerId)
    .all<{ id: number }>();
  const [service, other] = results;
  if (!service || !other) throw new Error('services not created');
  await env.DB.prepare("UPDATE services SET bookable = 1, duration_minutes = 60, currency = 'EUR' WHERE id = ?")
    .bind(service.id)
    .run();
  if (options.availability !== false) await setAvailability(trainerId, options);
  return { owner, trainerId, serviceId: service.id, otherServiceId: other.id };
}

export async function setAvailability(trainerId: number, options: AvailabilityOptions = {}) {
  await env.DB.prepare(
    `INSERT INTO trainer_availability (trainer_id, time_zone, weekly, overrides, min_notice_hours, horizon_days, buffer_minutes, cancel_notice_hours)
     VALUES (?, ?, ?, '[]', ?, ?, ?, ?)
     ON CONFLICT (trainer_id) DO UPDATE SET time_zone = excluded.time_zone, weekly = excluded.weekly,
       min_notice_hours = excluded.min_notice_hours, horizon_days = excluded.horizon_days,
       buffer_minutes = excluded.buffer_minutes, cancel_notice_hours = excluded.cancel_notice_hours`,
  )
    .bind(
      trainerId,
      options.timeZone ?? 'UTC',
      JSON.stringify(options.weekly ?? ALWAYS_OPEN),
      options.minNoticeHours ?? 12,
      options.horizonDays ?? 60,
      options.bufferMinutes ?? 0,
      options.cancelNoticeHours ?? 24,
    )
    .run();
}

/** A slot start `days` from today (UTC) at `time` UTC, as the API takes it. */
export function slotAt(days: number, time = '09:00'): string {
  const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return `${date}T${time}:00.000Z`;
}

/** A request body for the trainer's bookable service. */
export function requestBody(trainer: BookableTrainer, start: string, extra: Partial<RequestBookingInput> = {}) {
  return {
    trainerId: trainer.trainerId,
    serviceId: trainer.serviceId,
    start,
    timeZone: 'America/New_York',
    idempotencyKey: crypto.randomUUID(),
    ...extra,
  } satisfies RequestBookingInput;
}

/** A call as `actor`, from an address of its own (rate limits by address stay out of the way). */
export function as(actor: TestUser, path: string, init: { method?: string; json?: unknown } = {}) {
  return callJson(path, {
    ...init,
    headers: { ...actor.auth, 'cf-connecting-ip': freshIp(), origin: 'http://localhost' },
  });
}

/** POST /api/bookings as `learner`, expecting 201; returns the booking. */
export async function requestSession(learner: TestUser, body: RequestBookingInput) {
  const res = await as(learner, '/api/bookings', { method: 'POST', json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as BookingResponse).booking;
}
