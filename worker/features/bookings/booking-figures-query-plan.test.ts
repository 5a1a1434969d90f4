import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb, type Database } from '#worker/db/client';
import { listTrainerReviews } from '#worker/features/trainer-profile/trainer-profile.repository';
import { queryPlan, recordingD1 } from '#worker/test/query-recorder';
import { cancelBookingsOfDeletedAccount, myBookingsQuery, myTrainerBookingsQuery } from './account-bookings.repository';
import { myRequestFiguresQuery, mySessionsQuery, sessionsBookedSinceQuery } from './booking-figures.repository';

/**
 * The figures other screens read of bookings, EXPLAINed as sent: each is one index range (a
 * trainer's month, the week's creations) or a probe per row shown, never a pass over every booking
 * (no ANALYZE statistics here, so the plan does not depend on the row count).
 */
async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

const SCANS = /\bSCAN (bookings|trainers|reviews)\b/;
const START = '2026-01-01T00:00:00.000Z';
const END = '2026-02-01T00:00:00.000Z';

describe('booking figures query plans', () => {
  it('reads a trainer’s month of requests as a range of (trainer_id, created_at)', async () => {
    const [requests] = await plansOf((db) => myRequestFiguresQuery(db, 'some-user', START, END).all());
    const plan = requests?.plan.join('\n') ?? '';
    expect(plan, requests?.sql).toMatch(
      /SEARCH bookings USING INDEX bookings_trainer_created_idx \(trainer_id=\? AND created_at>\? AND created_at<\?\)/,
    );
    expect(plan).not.toMatch(SCANS);
  });

  it('reads a trainer’s month of sessions as a range of (trainer_id, start_at)', async () => {
    const [sessions] = await plansOf((db) => mySessionsQuery(db, 'some-user', START, END).all());
    const plan = sessions?.plan.join('\n') ?? '';
    expect(plan, sessions?.sql).toMatch(
      /SEARCH bookings USING INDEX bookings_trainer_(start|live)_idx \(trainer_id=\? AND start_at>\? AND start_at<\?\)/,
    );
    expect(plan).not.toMatch(SCANS);
  });

  it('counts the week’s sessions booked as a range of the creation-time index', async () => {
    const [week] = await plansOf((db) => sessionsBookedSinceQuery(db, sql`'2026-01-01T00:00:00.000Z'`).all());
    const plan = week?.plan.join('\n') ?? '';
    expect(plan, week?.sql).toMatch(
      /SEARCH bookings USING COVERING INDEX bookings_created_status_idx \(created_at>\?\)/,
    );
    expect(plan).not.toMatch(SCANS);
  });

  it('marks a page of reviews with one probe of the completed-sessions index each', async () => {
    const [page, total] = await plansOf((db) => listTrainerReviews(db, 1, 1));
    const plan = page?.plan.join('\n') ?? '';
    expect(plan, page?.sql).toMatch(
      /SEARCH bookings USING COVERING INDEX bookings_completed_pair_idx \(trainer_id=\? AND learner_user_id=\?\)/,
    );
    expect(plan).toMatch(/SEARCH reviews USING INDEX reviews_trainer_created_idx \(trainer_id=\?\)/);
    expect(plan).not.toMatch(SCANS);
    expect(total?.plan.join('\n')).not.toMatch(SCANS);
  });
});

describe('verified review count triggers (migration 0026)', () => {
  it('recount a trainer’s reviews as one range, with one probe of the completed-sessions index each', async () => {
    // The recount every 0026 trigger runs, for one trainer.
    const plan = await queryPlan({
      sql: `SELECT count(*) FROM reviews r WHERE r.trainer_id = ? AND EXISTS (
        SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed')`,
      params: [1],
    });
    const text = plan.join('\n');
    expect(text).toMatch(/SEARCH r USING (COVERING )?INDEX reviews_trainer_\w+_idx \(trainer_id=\?\)/);
    expect(text).toMatch(
      /SEARCH b (EXISTS )?USING COVERING INDEX bookings_completed_pair_idx \(trainer_id=\? AND learner_user_id=\?\)/,
    );
    expect(text).not.toMatch(/\bSCAN (r|b)\b/);
  });
});

describe('account deletion and export query plans', () => {
  it('cancels an account’s sessions to come as ranges of its own rows, and finds them again for the emails', async () => {
    const plans = await plansOf(async (db) => {
      const [first, ...rest] = cancelBookingsOfDeletedAccount(db, 'some-user', START);
      if (first) await db.batch([first, ...rest]);
    });
    const [asLearner, asTrainer, ...emails] = plans;
    expect(asLearner?.plan.join('\n'), asLearner?.sql).toMatch(
      /SEARCH bookings USING INDEX bookings_learner_start_idx \(learner_user_id=\? AND start_at>\?\)/,
    );
    expect(asTrainer?.plan.join('\n'), asTrainer?.sql).toMatch(
      /SEARCH bookings USING INDEX bookings_trainer_live_idx \(trainer_id=\? AND start_at>\?\)/,
    );
    // One email per cancellation, to the other side only (the deleted account is told nothing).
    expect(emails.length).toBe(2);
    for (const { sql: text, plan } of plans) expect(plan.join('\n'), text).not.toMatch(SCANS);
  });

  it('exports an account’s sessions as ranges of its own rows', async () => {
    const [asked] = await plansOf((db) => myBookingsQuery(db, 'some-user').all());
    expect(asked?.plan.join('\n'), asked?.sql).toMatch(
      /SEARCH bookings USING INDEX bookings_learner_start_idx \(learner_user_id=\?\)/,
    );
    const [booked] = await plansOf((db) => myTrainerBookingsQuery(db, 'some-user').all());
    expect(booked?.plan.join('\n'), booked?.sql).toMatch(
      /SEARCH bookings USING INDEX bookings_trainer_start_idx \(trainer_id=\?\)/,
    );
    for (const plan of [asked?.plan, booked?.plan]) {
      expect(plan?.join('\n')).not.toMatch(SCANS);
      expect(plan?.join('\n')).not.toMatch(/TEMP B-TREE/);
    }
  });
});
