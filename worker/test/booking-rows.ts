import { env } from 'cloudflare:workers';
import type { BookingStatus } from '#shared/api/bookings';

/** A booking row straight in D1 (the jobs' and figures' tests need states and times no endpoint makes now). */
export interface BookingRow {
  trainerId: number;
  learnerId: string;
  start: Date | string;
  minutes?: number;
  status?: BookingStatus;
  createdAt?: string;
  expiresAt?: string | null;
  decidedAt?: string | null;
  remindedAt?: string | null;
  cancelledBy?: 'learner' | 'trainer' | null;
  serviceTitle?: string;
  timeZone?: string;
}

const iso = (value: Date | string) => (typeof value === 'string' ? value : value.toISOString());

export async function insertBooking(row: BookingRow): Promise<number> {
  const start = iso(row.start);
  const end = new Date(Date.parse(start) + (row.minutes ?? 60) * 60_000).toISOString();
  const created = row.createdAt ?? new Date().toISOString();
  const inserted = await env.DB.prepare(
    `INSERT INTO bookings (trainer_id, learner_user_id, service_title, duration_minutes, price, currency, start_at, end_at,
       status, learner_time_zone, idempotency_key, expires_at, decided_at, reminded_at, cancelled_by, created_at)
     VALUES (?, ?, ?, ?, 40, 'USD', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      row.trainerId,
      row.learnerId,
      row.serviceTitle ?? 'Swim lesson',
      row.minutes ?? 60,
      start,
      end,
      row.status ?? 'pending',
      row.timeZone ?? 'America/New_York',
      crypto.randomUUID(),
      row.expiresAt ?? null,
      row.decidedAt ?? null,
      row.remindedAt ?? null,
      row.cancelledBy ?? null,
      created,
    )
    .first<{ id: number }>();
  if (!inserted) throw new Error('booking not inserted');
  return inserted.id;
}

export async function bookingRow(id: number) {
  return env.DB.prepare(
    'SELECT status, sequence, reminded_at, cancelled_by, cancel_reason, cancelled_at FROM bookings WHERE id = ?',
  )
    .bind(id)
    .first<{
      status: BookingStatus;
      sequence: number;
      reminded_at: string | null;
      cancelled_by: string | null;
      cancel_reason: string | null;
      cancelled_at: string | null;
    }>();
}
