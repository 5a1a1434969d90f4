import { describe, expect, it } from 'vitest';
import type { AdminStatsResponse } from '#shared/api/admin';
import type { BookingStatus } from '#shared/api/bookings';
import type { TrainerAnalyticsResponse } from '#shared/api/trainer-analytics';
import { monthBounds, monthKey, shiftMonth } from '#shared/months';
import { insertBooking } from '#worker/test/booking-rows';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const as = (actor: TestUser, path: string) =>
  callJson(path, { headers: { ...actor.auth, 'cf-connecting-ip': freshIp() } });

describe('trainer analytics: session requests per month', () => {
  it('counts the month’s requests, the share of decided ones accepted, and the sessions starting in it', async () => {
    const trainer = await createUser();
    const trainerId = await createTrainer(trainer, { slug: `sessions-${crypto.randomUUID().slice(0, 8)}` });
    const learner = await createUser();
    const month = monthKey(new Date());
    const monthStart = Date.parse(monthBounds(month).start);
    const at = (hours: number) => new Date(monthStart + hours * 3_600_000).toISOString();
    const nextMonth = Date.parse(monthBounds(shiftMonth(month, 1)).start);
    const lastMonth = Date.parse(monthBounds(shiftMonth(month, -1)).start);
    // [status, decided, starts at]: each a slot of its own (no two live bookings of a trainer overlap).
    const rows: [BookingStatus, boolean, string][] = [
      ['pending', false, at(2)],
      ['accepted', true, at(4)],
      ['completed', true, at(6)],
      ['cancelled', true, at(8)], // cancelled after the accept: it was accepted
      ['cancelled', false, at(10)], // withdrawn before any answer
      ['declined', true, at(12)],
      ['expired', false, at(14)],
      ['accepted', true, new Date(nextMonth + 3_600_000).toISOString()], // asked now, held next month
    ];
    for (const [status, decided, start] of rows) {
      await insertBooking({
        trainerId,
        learnerId: learner.id,
        start,
        status,
        createdAt: at(1),
        decidedAt: decided ? at(1) : null,
      });
    }
    // Asked last month for a session this month: a session of this month, a request of the last.
    await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: at(16),
      status: 'accepted',
      createdAt: new Date(lastMonth).toISOString(),
      decidedAt: new Date(lastMonth).toISOString(),
    });
    // Another trainer's request counts for them only.
    const other = await createUser();
    const otherId = await createTrainer(other, { slug: `others-${crypto.randomUUID().slice(0, 8)}` });
    await insertBooking({
      trainerId: otherId,
      learnerId: learner.id,
      start: at(2),
      status: 'accepted',
      createdAt: at(1),
      decidedAt: at(1),
    });

    const res = await as(trainer, `/api/me/trainer/analytics?month=${month}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TrainerAnalyticsResponse;
    expect(body.bookings).toEqual({ requests: 8, decided: 5, accepted: 4, acceptance_rate: 0.8, sessions: 3 });

    const previous = (await (
      await as(trainer, `/api/me/trainer/analytics?month=${shiftMonth(month, -1)}`)
    ).json()) as TrainerAnalyticsResponse;
    expect(previous.bookings).toEqual({ requests: 1, decided: 1, accepted: 1, acceptance_rate: 1, sessions: 0 });

    const quiet = await createUser();
    await createTrainer(quiet, { slug: `no-sessions-${crypto.randomUUID().slice(0, 8)}` });
    const none = (await (
      await as(quiet, `/api/me/trainer/analytics?month=${month}`)
    ).json()) as TrainerAnalyticsResponse;
    expect(none.bookings).toEqual({ requests: 0, decided: 0, accepted: 0, acceptance_rate: null, sessions: 0 });
  });
});

describe('admin overview: sessions booked this week', () => {
  it('counts the requests of the last 7 days that are pending, accepted or completed', async () => {
    const admin = await createUser({ admin: true });
    const stats = async () => (await (await as(admin, '/api/admin/stats')).json()) as AdminStatsResponse;
    const before = (await stats()).sessions_booked_this_week;
    const trainer = await createUser();
    const trainerId = await createTrainer(trainer, { slug: `week-${crypto.randomUUID().slice(0, 8)}` });
    const learner = await createUser();
    const now = Date.now();
    const statuses: BookingStatus[] = ['pending', 'accepted', 'completed', 'declined', 'cancelled', 'expired'];
    for (const [i, status] of statuses.entries()) {
      await insertBooking({ trainerId, learnerId: learner.id, start: new Date(now + (i + 1) * 86_400_000), status });
    }
    // Eight days old: last week's.
    await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: new Date(now + 10 * 86_400_000),
      status: 'accepted',
      createdAt: new Date(now - 8 * 86_400_000).toISOString(),
    });
    expect((await stats()).sessions_booked_this_week).toBe(before + 3);
  });
});
