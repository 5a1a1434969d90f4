import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '#shared/api/bookings';
import { bookableTrainer } from '#worker/test/booking-fixtures';
import { bookingRow, insertBooking } from '#worker/test/booking-rows';
import { createUser, freshIp, TEST_PASSWORD, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { mailbox } from '#worker/test/mail';

const HOUR = 3_600_000;
const as = (actor: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  callJson(path, { ...init, headers: { ...actor.auth, 'cf-connecting-ip': freshIp() } });
const deleteAccount = async (actor: TestUser) => {
  const res = await as(actor, '/api/me/account/delete', { method: 'POST', json: { password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
};
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('deleting an account cancels its sessions to come', () => {
  it('a learner’s: live requests and accepted sessions not started, each trainer told once; the rest stays', async () => {
    const trainer = await bookableTrainer({ fullName: 'Tess Trainer' });
    const other = await bookableTrainer({ fullName: 'Otto Other' });
    const learner = await createUser({ fullName: 'Lou Leaving' });
    const staying = await createUser();
    const { trainerId } = trainer;
    const rows: Record<string, number> = {
      pending: await insertBooking({
        trainerId,
        learnerId: learner.id,
        start: inHours(30),
        expiresAt: inHours(20).toISOString(),
      }),
      accepted: await insertBooking({
        trainerId: other.trainerId,
        learnerId: learner.id,
        start: inHours(50),
        status: 'accepted',
      }),
      started: await insertBooking({ trainerId, learnerId: learner.id, start: inHours(-0.5), status: 'accepted' }),
      lapsed: await insertBooking({
        trainerId,
        learnerId: learner.id,
        start: inHours(70),
        expiresAt: inHours(-1).toISOString(),
      }),
      completed: await insertBooking({ trainerId, learnerId: learner.id, start: inHours(-48), status: 'completed' }),
      declined: await insertBooking({ trainerId, learnerId: learner.id, start: inHours(90), status: 'declined' }),
      someoneElse: await insertBooking({ trainerId, learnerId: staying.id, start: inHours(100), status: 'accepted' }),
    };
    await deleteAccount(learner);

    const states = Object.fromEntries(
      await Promise.all(Object.entries(rows).map(async ([name, id]) => [name, await bookingRow(id)] as const)),
    );
    for (const name of ['pending', 'accepted'])
      expect(states[name], name).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'learner',
        cancel_reason: 'Account deleted',
        sequence: 1,
      });
    const untouched: Record<string, BookingStatus> = {
      started: 'accepted',
      lapsed: 'pending',
      completed: 'completed',
      declined: 'declined',
      someoneElse: 'accepted',
    };
    for (const [name, status] of Object.entries(untouched))
      expect(states[name], name).toMatchObject({ status, sequence: 0, cancelled_by: null });

    const told = await mailbox(trainer.owner.email);
    expect(told.map((email) => email.subject)).toEqual(['Session cancelled: Swim lesson']);
    expect(told[0]?.text).toContain('Lou Leaving cancelled the session "Swim lesson"');
    expect(told[0]?.text).toContain('Reason: Account deleted');
    expect(await mailbox(other.owner.email)).toHaveLength(1);
    // Nothing is written to the deleted account.
    const { results } = await env.DB.prepare(
      "SELECT idempotency_key FROM email_outbox WHERE template = 'booking_cancelled' AND payload LIKE ?",
    )
      .bind(`%"userId":"${learner.id}"%`)
      .all();
    expect(results).toEqual([]);
  });

  it('a trainer’s: the live bookings of their profile not started, each learner told', async () => {
    const trainer = await bookableTrainer({ fullName: 'Tina Leaving' });
    const [first, second] = [await createUser(), await createUser()];
    const { trainerId } = trainer;
    const accepted = await insertBooking({ trainerId, learnerId: first.id, start: inHours(30), status: 'accepted' });
    const pending = await insertBooking({
      trainerId,
      learnerId: second.id,
      start: inHours(40),
      expiresAt: inHours(30).toISOString(),
    });
    const done = await insertBooking({ trainerId, learnerId: first.id, start: inHours(-30), status: 'completed' });
    await deleteAccount(trainer.owner);

    for (const id of [accepted, pending])
      expect(await bookingRow(id)).toMatchObject({
        status: 'cancelled',
        cancelled_by: 'trainer',
        cancel_reason: 'Account deleted',
      });
    expect((await bookingRow(done))?.status).toBe('completed');
    for (const learner of [first, second]) {
      const emails = await mailbox(learner.email);
      expect(emails.map((email) => email.subject)).toEqual(['Session cancelled: Swim lesson']);
      expect(emails[0]?.text).toContain('Tina Leaving cancelled the session');
    }
    // The slots are free again: a new request for the same time is taken.
    const again = await createUser();
    await insertBooking({ trainerId, learnerId: again.id, start: inHours(30), status: 'pending' });
  });
});

describe('the data export', () => {
  it('holds the sessions one asked for, and a trainer’s sessions without the learners’ names or notes', async () => {
    const trainer = await bookableTrainer();
    const learner = await createUser({ fullName: 'Exporting Learner' });
    const start = inHours(30);
    await insertBooking({ trainerId: trainer.trainerId, learnerId: learner.id, start, status: 'accepted' });
    await env.DB.prepare("UPDATE bookings SET note = 'Bring fins' WHERE learner_user_id = ?").bind(learner.id).run();

    const mine = (await (await as(learner, '/api/me/account/export')).json()) as {
      session_requests: Record<string, unknown>[];
      trainer_sessions: unknown[];
    };
    expect(mine.session_requests).toEqual([
      expect.objectContaining({
        service: 'Swim lesson',
        start: start.toISOString(),
        status: 'accepted',
        note: 'Bring fins',
        time_zone: 'America/New_York',
      }),
    ]);
    expect(mine.trainer_sessions).toEqual([]);

    const theirs = (await (await as(trainer.owner, '/api/me/account/export')).json()) as {
      session_requests: unknown[];
      trainer_sessions: Record<string, unknown>[];
    };
    expect(theirs.session_requests).toEqual([]);
    expect(theirs.trainer_sessions).toHaveLength(1);
    expect(theirs.trainer_sessions[0]).toMatchObject({ service: 'Swim lesson', status: 'accepted' });
    expect(JSON.stringify(theirs.trainer_sessions)).not.toMatch(/Bring fins|Exporting Learner/);
  });
});
