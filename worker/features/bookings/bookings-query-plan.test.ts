import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_LIST_VIEWS } from '#shared/api/bookings';
import { createDb, type Database } from '#worker/db/client';
import { bookableTrainer, requestBody, requestSession, slotAt } from '#worker/test/booking-fixtures';
import { createUser, type TestUser } from '#worker/test/fixtures';
import { queryPlan, recordingD1 } from '#worker/test/query-recorder';
import { requestState, storeRequest } from './booking-requests.repository';
import { applyDecision, listBookings } from './bookings.repository';

/**
 * The lists, a request's checks and the decisions, EXPLAINed as the repositories send them: each list
 * is a range of one index on the viewer's own rows read in index order (no sort), every joined row
 * found by its key, and every write reaches its booking by the primary key; so the cost is the page's
 * size whatever the number of bookings (no ANALYZE statistics here, so the plan does not depend on
 * the row count: what holds here holds at 100k trainers).
 */
async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

/** A full pass over a table that grows with use (an index used for the whole table is a scan too). */
const GROWING = /\bSCAN (bookings|trainers|profiles|users|email_outbox|services|trainer_availability|reviews)\b/;
const SORTS = /TEMP B-TREE/;

let learner: TestUser;
let trainerUser: TestUser;
let trainerId = 0;
let serviceId = 0;
let bookingId = 0;

beforeAll(async () => {
  const trainer = await bookableTrainer();
  trainerUser = trainer.owner;
  trainerId = trainer.trainerId;
  serviceId = trainer.serviceId;
  learner = await createUser();
  bookingId = (await requestSession(learner, requestBody(trainer, slotAt(3)))).id;
});

describe('bookings query plans', () => {
  const now = new Date();
  const LISTS = {
    learner: /SEARCH bookings USING INDEX bookings_learner_start_idx \(learner_user_id=\?/,
    trainer: /SEARCH bookings USING INDEX bookings_trainer_(start|live)_idx \(trainer_id=\?/,
  };

  for (const as of ['learner', 'trainer'] as const) {
    for (const when of BOOKING_LIST_VIEWS) {
      for (const page of ['first', 'next'] as const) {
        it(`reads ${as} ${when} (${page} page) as a range of the ${as}'s index, in its order, joins by key`, async () => {
          const actor = as === 'learner' ? learner : trainerUser;
          const cursor = page === 'next' ? { at: slotAt(3), id: bookingId } : null;
          const [list, ...rest] = await plansOf((db) => listBookings(db, actor.id, { as, when }, now, cursor));
          expect(rest).toEqual([]);
          const plan = list?.plan.join('\n') ?? '';
          expect(plan, list?.sql).toMatch(LISTS[as]);
          if (when !== 'past') expect(plan, list?.sql).toMatch(/start_at>\?/);
          // The next page continues the range from the cursor's row value.
          if (page === 'next')
            expect(plan, list?.sql).toMatch(
              when === 'past' ? /\(start_at, ?rowid\)<|start_at<\?/ : /\(start_at, ?rowid\)>|start_at>\?/,
            );
          if (as === 'trainer' && when !== 'past') expect(plan).toMatch(/bookings_trainer_live_idx/);
          expect(plan, list?.sql).not.toMatch(GROWING);
          expect(plan, list?.sql).not.toMatch(SORTS);
          expect(plan).toMatch(/SEARCH trainers USING INTEGER PRIMARY KEY/);
          // `reviewed`: one probe of the unique (trainer, reviewer) index per row.
          expect(plan, list?.sql).toMatch(
            /SEARCH reviews USING COVERING INDEX reviews_trainer_reviewer_idx \(trainer_id=\? AND reviewer_id=\?\)/,
          );
        });
      }
    }
  }

  it('checks a request by keys: the stored key, the trainer, the service, the settings, and the live range near the start', async () => {
    const plans = await plansOf((db) =>
      requestState(db, {
        learnerId: learner.id,
        trainerId,
        serviceId,
        start: new Date(slotAt(4)),
        key: crypto.randomUUID(),
        now,
      }),
    );
    expect(plans).toHaveLength(5);
    const [stored, trainer, service, availability, busy] = plans.map((p) => p.plan.join('\n'));
    expect(stored).toMatch(
      /SEARCH bookings USING INDEX bookings_learner_key_idx \(learner_user_id=\? AND idempotency_key=\?\)/,
    );
    expect(trainer).toMatch(/SEARCH trainers USING INTEGER PRIMARY KEY/);
    expect(service).toMatch(/SEARCH services USING INTEGER PRIMARY KEY/);
    expect(availability).toMatch(/SEARCH trainer_availability USING INTEGER PRIMARY KEY/);
    expect(busy).toMatch(
      /SEARCH bookings USING INDEX bookings_trainer_live_idx \(trainer_id=\? AND start_at>\? AND start_at<\?\)/,
    );
    for (const plan of plans) expect(plan.plan.join('\n'), plan.sql).not.toMatch(GROWING);
  });

  it('stores a request and its email, finding the new booking by the learner’s key', async () => {
    const start = new Date(slotAt(6));
    const key = crypto.randomUUID();
    const plans = await plansOf((db) =>
      storeRequest(db, {
        trainerId,
        learnerId: learner.id,
        service: { id: serviceId, title: 'Swim lesson', durationMinutes: 60, price: 40, currency: 'EUR' },
        start,
        end: new Date(start.getTime() + 3_600_000),
        bufferMinutes: 0,
        note: null,
        learnerTimeZone: 'UTC',
        key,
        expiresAt: new Date(Date.now() + 3_600_000),
      }),
    );
    const [, email, read] = plans;
    expect(email?.sql).toMatch(/^insert into "email_outbox"/);
    expect(email?.plan.join('\n')).toMatch(/SEARCH bookings USING INTEGER PRIMARY KEY/);
    expect(email?.plan.join('\n')).toMatch(/bookings_learner_key_idx \(learner_user_id=\? AND idempotency_key=\?\)/);
    expect(read?.plan.join('\n')).toMatch(/bookings_learner_key_idx \(learner_user_id=\? AND idempotency_key=\?\)/);
    for (const plan of plans) expect(plan.plan.join('\n'), plan.sql).not.toMatch(GROWING);
  });

  it('decides by the primary key: the guarded UPDATE, the email INSERT … SELECT and the read back', async () => {
    const plans = await plansOf((db) =>
      applyDecision(db, { id: bookingId, status: 'pending', sequence: 0 }, { kind: 'accept' }),
    );
    expect(plans.length).toBeGreaterThanOrEqual(3);
    const [update, ...rest] = plans;
    expect(update?.sql).toMatch(/^update "bookings"/);
    // The overlap trigger's own check is inside the UPDATE; EXPLAIN shows the statement's access.
    expect(update?.plan.join('\n')).toMatch(/SEARCH bookings USING INTEGER PRIMARY KEY/);
    for (const { sql, plan } of rest) {
      const text = plan.join('\n');
      expect(text, sql).toMatch(/SEARCH bookings USING INTEGER PRIMARY KEY/);
      expect(text, sql).not.toMatch(GROWING);
    }
    const row = await env.DB.prepare('SELECT status FROM bookings WHERE id = ?')
      .bind(bookingId)
      .first<{ status: string }>();
    expect(row?.status).toBe('accepted');
  });
});
