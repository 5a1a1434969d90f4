import { describe, expect, it } from 'vitest';
import { createDb, type Database } from '#worker/db/client';
import { queryPlan, recordingD1 } from '#worker/test/query-recorder';
import {
  completeBookings,
  dueCompletions,
  dueExpiries,
  dueReminders,
  expireBookings,
  remindBookings,
} from './booking-lifecycle.repository';

/**
 * The lifecycle job's statements, EXPLAINed as sent: each due read is a range of its partial index
 * (so a run costs its page, whatever the number of bookings ever made), each write touches its page
 * by primary key, and the emails read the page's rows by key.
 */
async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

/** A pass over bookings, by the table or by an index used whole. */
const FULL_PASS = /\bSCAN (bookings|b)\b/;
const SORTS = /TEMP B-TREE/;
const NOW = '2026-03-01T10:00:00.000Z';

function expectByKeyOnly(plans: { sql: string; plan: string[] }[]) {
  for (const { sql, plan } of plans) {
    const text = plan.join('\n');
    expect(text, sql).not.toMatch(FULL_PASS);
    for (const line of plan.filter((l) => /^(SEARCH|SCAN) bookings\b/.test(l)))
      expect(line, sql).toMatch(/USING (INTEGER PRIMARY KEY|INDEX sqlite_autoindex|COVERING INDEX|INDEX) /);
  }
}

describe('booking lifecycle query plans', () => {
  it('reads due expiries as a range of bookings_pending_expiry_idx, in its order', async () => {
    const [due] = await plansOf((db) => dueExpiries(db, NOW, 50));
    const plan = due?.plan.join('\n') ?? '';
    expect(plan, due?.sql).toMatch(
      /SEARCH bookings USING (COVERING )?INDEX bookings_pending_expiry_idx \(expires_at<\?\)/,
    );
    expect(plan).not.toMatch(SORTS);
  });

  it('reads due reminders as a range of bookings_reminder_idx, in its order', async () => {
    const [due] = await plansOf((db) => dueReminders(db, new Date(NOW), 24, 50));
    const plan = due?.plan.join('\n') ?? '';
    expect(plan, due?.sql).toMatch(
      /SEARCH bookings USING (COVERING )?INDEX bookings_reminder_idx \(start_at>\? AND start_at<\?\)/,
    );
    expect(plan).not.toMatch(SORTS);
  });

  it('reads due completions as a range of bookings_accepted_end_idx, in its order', async () => {
    const [due] = await plansOf((db) => dueCompletions(db, NOW, 50));
    const plan = due?.plan.join('\n') ?? '';
    expect(plan, due?.sql).toMatch(/SEARCH bookings USING (COVERING )?INDEX bookings_accepted_end_idx \(end_at<\?\)/);
    expect(plan).not.toMatch(SORTS);
  });

  it('completes a page by primary key; the review requests probe the review and the pair’s sessions by index', async () => {
    const plans = await plansOf((db) => completeBookings(db, [1, 2, 3], NOW));
    expect(plans).toHaveLength(2);
    expectByKeyOnly(plans);
    const [update, email] = plans.map((p) => p.plan.join('\n'));
    expect(update).toMatch(/SEARCH bookings USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(email).toMatch(/SEARCH bookings USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(email).toMatch(
      /SEARCH reviews USING COVERING INDEX reviews_trainer_reviewer_idx \(trainer_id=\? AND reviewer_id=\?\)/,
    );
    expect(email).toMatch(
      /SEARCH later_session USING (COVERING )?INDEX bookings_completed_pair_idx \(trainer_id=\? AND learner_user_id=\?\)/,
    );
    expect(email).not.toMatch(/\bSCAN (reviews|later_session)\b/);
  });

  it('writes an expiry page and its emails by primary key', async () => {
    const plans = await plansOf((db) => expireBookings(db, [1, 2, 3], NOW));
    expect(plans.length).toBeGreaterThanOrEqual(2);
    expectByKeyOnly(plans);
    expect(plans[0]?.plan.join('\n')).toMatch(/SEARCH bookings USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  });

  it('writes a reminder page and both sides’ emails by primary key', async () => {
    const plans = await plansOf((db) => remindBookings(db, [1, 2, 3], NOW));
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expectByKeyOnly(plans);
    expect(plans[0]?.plan.join('\n')).toMatch(/SEARCH bookings USING INTEGER PRIMARY KEY \(rowid=\?\)/);
  });
});
