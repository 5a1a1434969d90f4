import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '#worker/index';
import { bookableTrainer } from '#worker/test/booking-fixtures';
import { bookingRow, insertBooking } from '#worker/test/booking-rows';
import { D1_DOWN, failingD1 } from '#worker/test/faults';
import { createUser } from '#worker/test/fixtures';
import { mailbox } from '#worker/test/mail';
import { LIFECYCLE_PAGE, runBookingLifecycle } from './booking-lifecycle.job';

const HOUR = 3_600_000;
const hoursFrom = (base: number, hours: number) => new Date(base + hours * HOUR);
const outboxKeys = async (prefix: string) => {
  const { results } = await env.DB.prepare(
    'SELECT idempotency_key AS key FROM email_outbox WHERE idempotency_key LIKE ? ORDER BY idempotency_key',
  )
    .bind(`${prefix}%`)
    .all<{ key: string }>();
  return results.map((row) => row.key);
};

async function people() {
  const trainer = await bookableTrainer({ timeZone: 'Europe/Berlin', fullName: 'Tess Trainer' });
  const learner = await createUser({ fullName: 'Lou Learner' });
  return { trainer, learner, trainerId: trainer.trainerId };
}

describe('expiring pending requests', () => {
  it('expires the requests past their expiry once (sequence moved on), and tells each side once', async () => {
    const { trainer, trainerId, learner } = await people();
    const now = Date.now();
    const lapsed = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, 30),
      expiresAt: hoursFrom(now, -1).toISOString(),
    });
    const waiting = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, 40),
      expiresAt: hoursFrom(now, 2).toISOString(),
    });
    const accepted = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, 50),
      status: 'accepted',
    });

    expect((await runBookingLifecycle(env, new Date(now))).expired).toBe(1);
    expect(await bookingRow(lapsed)).toMatchObject({ status: 'expired', sequence: 1 });
    expect(await bookingRow(waiting)).toMatchObject({ status: 'pending', sequence: 0 });
    expect(await bookingRow(accepted)).toMatchObject({ status: 'accepted', sequence: 0 });
    expect(await outboxKeys('booking_expired:')).toEqual([
      `booking_expired:${lapsed}:learner`,
      `booking_expired:${lapsed}:trainer`,
    ]);
    const emails = await mailbox(learner.email);
    expect(emails.map((email) => email.subject)).toEqual(['Session request expired: Swim lesson']);
    // The trainer's calendar drops the tentative hold its request email put there.
    const [forTrainer, ...more] = await mailbox(trainer.owner.email);
    expect(more).toEqual([]);
    expect(forTrainer?.text).toContain('The request from Lou Learner for "Swim lesson"');
    expect(atob(forTrainer?.attachments[0]?.content ?? '')).toContain('METHOD:CANCEL');

    // Run again: nothing twice. Three hours on, the other request has lapsed too.
    expect((await runBookingLifecycle(env, new Date(now))).expired).toBe(0);
    expect(await bookingRow(lapsed)).toMatchObject({ status: 'expired', sequence: 1 });
    expect((await runBookingLifecycle(env, hoursFrom(now, 3))).expired).toBe(1);
    expect(await bookingRow(waiting)).toMatchObject({ status: 'expired', sequence: 1 });
    expect(await mailbox(learner.email)).toHaveLength(2);
  });

  it('pages through a backlog larger than a page in one run; two runs at once change each request once', async () => {
    const { trainerId } = await people();
    const now = Date.now();
    const learners = await Promise.all(Array.from({ length: 3 }, () => createUser()));
    // Lapsed requests hold no slot, so they may share one.
    const count = LIFECYCLE_PAGE * 2 + 7;
    await env.DB.batch(
      Array.from({ length: count }, (_, i) =>
        env.DB.prepare(
          `INSERT INTO bookings (trainer_id, learner_user_id, service_title, duration_minutes, price, currency, start_at, end_at,
             learner_time_zone, idempotency_key, expires_at)
           VALUES (?, ?, 'Swim lesson', 60, 40, 'USD', ?, ?, 'UTC', ?, ?)`,
        ).bind(
          trainerId,
          learners[i % 3]?.id,
          hoursFrom(now, 30).toISOString(),
          hoursFrom(now, 31).toISOString(),
          crypto.randomUUID(),
          new Date(now - (i + 1) * 60_000).toISOString(),
        ),
      ),
    );
    const [first, second] = await Promise.all([
      runBookingLifecycle(env, new Date(now)),
      runBookingLifecycle(env, new Date(now)),
    ]);
    expect(first.expired + second.expired).toBe(count);
    const { results } = await env.DB.prepare(
      'SELECT status, sequence, count(*) AS n FROM bookings WHERE trainer_id = ? GROUP BY status, sequence',
    )
      .bind(trainerId)
      .all<{ status: string; sequence: number; n: number }>();
    expect(results).toEqual([{ status: 'expired', sequence: 1, n: count }]);
    expect(await outboxKeys('booking_expired:')).toHaveLength(2 * (count + 2)); // both sides; the two of the test before
  });
});

describe('session reminders', () => {
  it('go to both sides once for the accepted sessions starting within 24 hours, never for one already started', async () => {
    const { trainer, trainerId, learner } = await people();
    const now = Date.now();
    const soon = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, 23),
      status: 'accepted',
    });
    const later = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, 25),
      status: 'accepted',
    });
    const started = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, -0.5),
      status: 'accepted',
    });
    const asked = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, 5),
      expiresAt: hoursFrom(now, 4).toISOString(),
    });

    expect((await runBookingLifecycle(env, new Date(now))).reminded).toBe(1);
    expect((await bookingRow(soon))?.reminded_at).toBe(new Date(now).toISOString());
    for (const id of [later, started, asked]) expect((await bookingRow(id))?.reminded_at).toBeNull();
    expect(await outboxKeys('booking_reminder:')).toEqual([
      `booking_reminder:${soon}:learner`,
      `booking_reminder:${soon}:trainer`,
    ]);
    expect((await mailbox(learner.email)).map((email) => email.subject)).toHaveLength(1);
    expect(await mailbox(trainer.owner.email)).toHaveLength(1);

    // Again ten minutes on: nothing twice. Two hours on, the later session is within 24 hours.
    expect((await runBookingLifecycle(env, hoursFrom(now, 1 / 6))).reminded).toBe(0);
    expect((await runBookingLifecycle(env, hoursFrom(now, 2))).reminded).toBe(1);
    expect((await bookingRow(later))?.reminded_at).toBe(hoursFrom(now, 2).toISOString());
    expect(await outboxKeys('booking_reminder:')).toHaveLength(4);
    expect((await bookingRow(started))?.reminded_at).toBeNull();
  });
});

describe('completing sessions', () => {
  it('completes the accepted sessions that have ended, once, and the verified reviews follow', async () => {
    const { trainerId, learner } = await people();
    const now = Date.now();
    const ended = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, -3),
      status: 'accepted',
    });
    const running = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, -0.5),
      status: 'accepted',
      remindedAt: hoursFrom(now, -20).toISOString(),
    });
    const declined = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, -6),
      status: 'declined',
    });
    await env.DB.prepare("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 5, 'Lovely')")
      .bind(trainerId, learner.id)
      .run();

    expect((await runBookingLifecycle(env, new Date(now))).completed).toBe(1);
    expect((await bookingRow(ended))?.status).toBe('completed');
    expect((await bookingRow(running))?.status).toBe('accepted');
    expect((await bookingRow(declined))?.status).toBe('declined');
    const verified = async () =>
      (
        await env.DB.prepare('SELECT verified_review_count AS n FROM trainers WHERE id = ?')
          .bind(trainerId)
          .first<{ n: number }>()
      )?.n;
    expect(await verified()).toBe(1);
    // The learner has reviewed this trainer already: no review request.
    expect(await outboxKeys(`booking_review_request:${ended}`)).toEqual([]);
    expect(await mailbox(learner.email)).toEqual([]);

    expect((await runBookingLifecycle(env, new Date(now))).completed).toBe(0);
    // An hour on, the running one has ended too.
    expect((await runBookingLifecycle(env, hoursFrom(now, 1))).completed).toBe(1);
    expect((await bookingRow(running))?.status).toBe('completed');
    expect(await verified()).toBe(1);
  });
});

describe('asking for a review', () => {
  const slugOf = async (trainerId: number) =>
    (await env.DB.prepare('SELECT slug FROM trainers WHERE id = ?').bind(trainerId).first<{ slug: string }>())?.slug;

  it('asks the learner once, when the session has ended, with a link to the profile’s reviews and no calendar file', async () => {
    const { trainer, trainerId, learner } = await people();
    const now = Date.now();
    const session = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, 1),
      status: 'accepted',
    });

    // Not before it has ended.
    expect((await runBookingLifecycle(env, hoursFrom(now, 1.5))).completed).toBe(0);
    expect(await outboxKeys(`booking_review_request:${session}`)).toEqual([]);

    expect((await runBookingLifecycle(env, hoursFrom(now, 2.5))).completed).toBe(1);
    expect(await outboxKeys(`booking_review_request:${session}`)).toEqual([
      `booking_review_request:${session}:learner`,
    ]);
    const [email, ...more] = await mailbox(learner.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('How was your session with Tess Trainer?');
    expect(email?.text).toContain(`/trainer/${await slugOf(trainerId)}#reviews`);
    expect(email?.attachments).toEqual([]);
    // Optional: it carries the one-click unsubscribe.
    expect(email?.headers['List-Unsubscribe']).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(await mailbox(trainer.owner.email)).toEqual([]);

    // Later runs ask nothing again.
    expect((await runBookingLifecycle(env, hoursFrom(now, 3))).completed).toBe(0);
    expect(await mailbox(learner.email)).toHaveLength(1);
  });

  it('asks once for two sessions with one trainer completed in one run, for the later one', async () => {
    const { trainerId, learner } = await people();
    const now = Date.now();
    const earlier = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, -5),
      status: 'accepted',
    });
    const later = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, -3),
      status: 'accepted',
    });

    expect((await runBookingLifecycle(env, new Date(now))).completed).toBe(2);
    expect(await outboxKeys(`booking_review_request:${earlier}`)).toEqual([]);
    expect(await outboxKeys(`booking_review_request:${later}`)).toEqual([`booking_review_request:${later}:learner`]);
    expect(await mailbox(learner.email)).toHaveLength(1);
  });

  it('sends nothing to a learner whose notifications are off, or whose account is deleted', async () => {
    const { trainerId } = await people();
    const now = Date.now();
    const quiet = await createUser();
    const gone = await createUser();
    await env.DB.prepare('UPDATE users SET email_notifications = 0 WHERE id = ?').bind(quiet.id).run();
    await env.DB.prepare('UPDATE users SET deleted_at = ? WHERE id = ?')
      .bind(new Date(now).toISOString(), gone.id)
      .run();
    const quietSession = await insertBooking({
      trainerId,
      learnerId: quiet.id,
      start: hoursFrom(now, -3),
      status: 'accepted',
    });
    const goneSession = await insertBooking({
      trainerId,
      learnerId: gone.id,
      start: hoursFrom(now, -5),
      status: 'accepted',
    });

    expect((await runBookingLifecycle(env, new Date(now))).completed).toBe(2);
    expect(await mailbox(quiet.email)).toEqual([]);
    // Written, then skipped at delivery: switching notifications back on later does not send it late.
    const status = await env.DB.prepare('SELECT status FROM email_outbox WHERE idempotency_key = ?')
      .bind(`booking_review_request:${quietSession}:learner`)
      .first<{ status: string }>();
    expect(status?.status).toBe('skipped');
    expect(await outboxKeys(`booking_review_request:${goneSession}`)).toEqual([]);
  });
});

describe('the 10-minute cron', () => {
  const cron = (at: number, runEnv: Env) =>
    worker.scheduled(createScheduledController({ scheduledTime: at, cron: '*/10 * * * *' }), runEnv);

  it('runs the bookings job beside the outbox sweep; neither one failing stops the other', async () => {
    const { trainerId, learner } = await people();
    const now = Date.now();
    const sent: string[] = [];
    const recordingQueue = {
      sendBatch: async (messages: { body: { key: string } }[]) => {
        sent.push(...messages.map((m) => m.body.key));
      },
    };
    const staleEmail = async (key: string) =>
      env.DB.prepare(
        "INSERT INTO email_outbox (idempotency_key, to_email, template, payload, enqueued_at) VALUES (?, 'x@example.com', 'verify_email', '{}', ?)",
      )
        .bind(key, new Date(now - 20 * 60_000).toISOString())
        .run();

    // D1 refuses every bookings statement: the job fails, the sweep still hands on a stale email.
    await staleEmail('cron-sweep-1');
    const ended = await insertBooking({
      trainerId,
      learnerId: learner.id,
      start: hoursFrom(now, -2),
      status: 'accepted',
    });
    const bookingsDown = {
      ...env,
      DB: failingD1('down', (sql) => /\bbookings\b/.test(sql)),
      EMAIL: recordingQueue,
    } as unknown as Env;
    // drizzle names the statement, with D1's error as the cause.
    await expect(cron(now, bookingsDown)).rejects.toMatchObject({ cause: { message: D1_DOWN } });
    expect(sent).toContain('cron-sweep-1');
    expect((await bookingRow(ended))?.status).toBe('accepted');

    // The queue refuses: the sweep fails, the job still completes the session.
    await staleEmail('cron-sweep-2');
    const queueDown = {
      ...env,
      EMAIL: {
        sendBatch: async () => {
          throw new Error('queue down');
        },
      },
    } as unknown as Env;
    await expect(cron(now, queueDown)).rejects.toThrow('queue down');
    expect((await bookingRow(ended))?.status).toBe('completed');
  });
});
