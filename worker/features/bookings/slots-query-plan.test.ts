import { beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, type WeeklyHours } from '#shared/api/bookings';
import { createDb, type Database } from '#worker/db/client';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { countingD1, queryPlan, recordingD1 } from '#worker/test/query-recorder';
import { loadMyAvailability, saveMyAvailability } from './availability.repository';
import { loadSlotSource } from './slots.repository';

/**
 * The slots read and the availability read and write, EXPLAINed as the repositories send them: each
 * is a lookup by key or one range of an index, so the cost does not grow with the number of trainers
 * or bookings (no ANALYZE statistics here, so the plan does not depend on the row count).
 */
async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

/** A full pass over a table that grows with use (an index used for the whole table is a scan too). */
const GROWING = /\bSCAN (trainers|services|bookings|trainer_availability|t|s|a|b)\b/;
const SORTS = /TEMP B-TREE/;

let trainer: TestUser;
let trainerId = 0;

beforeAll(async () => {
  trainer = await createUser();
  trainerId = await createTrainer(trainer, { slug: 'plan-slots', services: [{ title: 'Plan', price: 10 }] });
});

const window = [new Date('2026-12-01T00:00:00.000Z'), new Date('2026-12-08T00:00:00.000Z')] as const;

describe('bookings query plans', () => {
  it('reads the trainer, service and availability by their keys, and the live bookings as one range of bookings_trainer_live_idx', async () => {
    const [header, busy, ...rest] = await plansOf((db) => loadSlotSource(db, trainerId, 1, ...window));
    expect(rest).toEqual([]);
    const headerPlan = header?.plan.join('\n') ?? '';
    expect(headerPlan).toMatch(/SEARCH trainers USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(headerPlan).toMatch(/SEARCH services USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(headerPlan).toMatch(/SEARCH trainer_availability USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(headerPlan, header?.sql).not.toMatch(GROWING);

    const busyPlan = busy?.plan.join('\n') ?? '';
    expect(busyPlan, busy?.sql).toMatch(
      /SEARCH bookings USING INDEX bookings_trainer_live_idx \(trainer_id=\? AND start_at>\? AND start_at<\?\)/,
    );
    expect(busyPlan, busy?.sql).not.toMatch(GROWING);
    expect(busyPlan, busy?.sql).not.toMatch(SORTS);
  });

  it('sends the slots read in one round trip', async () => {
    const { db, trips } = countingD1();
    await loadSlotSource(createDb(db), trainerId, 1, ...window);
    expect(trips()).toBe(1);
  });

  it('reads and writes the trainer’s own availability by the user id index and the primary key', async () => {
    const [read, ...rest] = await plansOf((db) => loadMyAvailability(db, trainer.id));
    expect(rest).toEqual([]);
    expect(read?.plan.join('\n')).toMatch(/SEARCH trainers USING (COVERING )?INDEX \S+ \(user_id=\?\)/);
    expect(read?.plan.join('\n'), read?.sql).not.toMatch(GROWING);

    const weekly = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours;
    const values = {
      timeZone: 'UTC',
      weekly,
      overrides: [],
      minNoticeHours: 0,
      horizonDays: 30,
      bufferMinutes: 0,
      cancelNoticeHours: 0,
    };
    for (const version of [0, 1]) {
      const [write] = await plansOf((db) => saveMyAvailability(db, trainer.id, { ...values, version }));
      const plan = write?.plan.join('\n') ?? '';
      expect(plan).toMatch(/SEARCH trainers USING (COVERING )?INDEX \S+ \(user_id=\?\)/);
      expect(plan).toMatch(/SEARCH trainer_availability (EXISTS )?USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan, write?.sql).not.toMatch(GROWING);
    }
  });
});
