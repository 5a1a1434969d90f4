/**
 * The bookings of a scale database (`seed-scale.ts`), from the trainers, services and learners
 * already in it: every tenth public trainer takes requests (weekday hours in one of a few zones, its
 * services bookable) and has SCALE_BOOKINGS.perTrainer sessions, half past (completed), half to
 * come (accepted); the demo trainer is busy (two accepted sessions a day for the next
 * SCALE_BOOKINGS.demoDaysAhead days and SCALE_BOOKINGS.demoPast completed ones), so its slots read
 * the most live bookings a window can hold; the demo learner has SCALE_BOOKINGS.learnerSessions.
 * Sessions of one trainer never overlap (one a day each), as the database's triggers require.
 */
import type { DatabaseSync } from 'node:sqlite';
import { seedRandom } from '#worker/db/seed/seed-random';

export const SCALE_BOOKINGS = {
  /** One public trainer in this many takes requests. */
  trainerStride: 10,
  perTrainer: 10,
  demoDaysAhead: 60,
  demoPast: 1_500,
  learnerSessions: 200,
  learnerEmail: 'learner@example.com',
  trainerEmail: 'trainer@example.com',
} as const;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const ZONES = ['Europe/London', 'Europe/Berlin', 'America/New_York', 'Asia/Dubai', 'Australia/Sydney'];
const WEEKDAY_HOURS = JSON.stringify({
  monday: [{ start: '09:00', end: '17:00' }],
  tuesday: [{ start: '09:00', end: '17:00' }],
  wednesday: [{ start: '09:00', end: '17:00' }],
  thursday: [{ start: '09:00', end: '17:00' }],
  friday: [{ start: '09:00', end: '17:00' }],
  saturday: [],
  sunday: [],
});

interface ServiceRow {
  id: number;
  title: string;
  duration_minutes: number;
  price: number;
  currency: string;
}

/** Clears the booking tables and fills them; returns the row counts. Runs inside its own transactions. */
export function seedBookings(db: DatabaseSync, trainers: number, today: Date): Record<string, number> {
  const r = seedRandom(trainers * 17 + 5);
  const one = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).get(...params) as T | undefined;
  const demoTrainerId = one<{ id: number }>(
    'SELECT t.id FROM trainers t JOIN users u ON u.id = t.user_id WHERE u.email = ?',
    SCALE_BOOKINGS.trainerEmail,
  )?.id;
  const demoLearnerId = one<{ id: string }>('SELECT id FROM users WHERE email = ?', SCALE_BOOKINGS.learnerEmail)?.id;
  if (demoTrainerId === undefined || demoLearnerId === undefined)
    throw new Error('the scale seed lacks its demo accounts');
  const learnerIds = (
    db.prepare("SELECT id FROM users WHERE email LIKE 'scale-learner%' ORDER BY id LIMIT 5000").all() as {
      id: string;
    }[]
  ).map((row) => row.id);
  if (learnerIds.length === 0) throw new Error('the scale seed has no learners');

  db.exec('BEGIN');
  db.exec('DELETE FROM bookings; DELETE FROM trainer_availability;');
  db.exec('COMMIT');

  const firstService = db.prepare(
    'SELECT id, title, duration_minutes, price, currency FROM services WHERE trainer_id = ? ORDER BY duration_minutes, id LIMIT 1',
  );
  const setBookable = db.prepare('UPDATE services SET bookable = 1 WHERE trainer_id = ?');
  const insertAvailability = db.prepare(
    'INSERT INTO trainer_availability (trainer_id, time_zone, weekly) VALUES (?, ?, ?)',
  );
  const insertBooking = db.prepare(
    `INSERT INTO bookings (trainer_id, learner_user_id, service_id, service_title, duration_minutes, price, currency,
       start_at, end_at, status, learner_time_zone, idempotency_key, decided_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let keys = 0;
  const book = (trainerId: number, learnerId: string, service: ServiceRow, startMs: number) => {
    const start = new Date(startMs).toISOString();
    const end = new Date(startMs + service.duration_minutes * MINUTE_MS).toISOString();
    // Asked for before it happened and never in the future: at most three days before a past session, in the last month for one to come.
    const created = new Date(Math.min(startMs - 3 * DAY_MS, today.getTime() - r.int(1, 30) * DAY_MS)).toISOString();
    const status = startMs < today.getTime() ? 'completed' : 'accepted';
    insertBooking.run(
      trainerId,
      learnerId,
      service.id,
      service.title,
      service.duration_minutes,
      service.price,
      service.currency,
      start,
      end,
      status,
      r.pick(ZONES),
      `scale-${++keys}`,
      created,
      created,
      created,
    );
  };
  const takeRequests = (trainerId: number, zone: string): ServiceRow | undefined => {
    const service = firstService.get(trainerId) as ServiceRow | undefined;
    if (!service) return undefined;
    setBookable.run(trainerId);
    insertAvailability.run(trainerId, zone, WEEKDAY_HOURS);
    return service;
  };
  // One a day, at an hour of its own per trainer: sessions of a trainer never overlap (at most 600 minutes).
  const hourOf = (trainerId: number) => (8 + (trainerId % 6)) * 60 * MINUTE_MS;

  const publicIds = (
    db
      .prepare("SELECT id FROM trainers WHERE status = 'approved' AND owner_banned = 0 AND id <> ? ORDER BY id")
      .all(demoTrainerId) as { id: number }[]
  ).map((row) => row.id);
  let demoLearnerLeft: number = SCALE_BOOKINGS.learnerSessions;
  db.exec('BEGIN');
  for (let i = 0; i < publicIds.length; i += SCALE_BOOKINGS.trainerStride) {
    const trainerId = publicIds[i] as number;
    const service = takeRequests(trainerId, ZONES[trainerId % ZONES.length] as string);
    if (!service) continue;
    for (let n = 0; n < SCALE_BOOKINGS.perTrainer; n++) {
      const dayOffset = n < SCALE_BOOKINGS.perTrainer / 2 ? -(n + 1) * 3 : (n + 1) * 2;
      const learner = demoLearnerLeft-- > 0 ? demoLearnerId : (r.pick(learnerIds) as string);
      book(trainerId, learner, service, today.getTime() + dayOffset * DAY_MS + hourOf(trainerId));
    }
  }
  db.exec('COMMIT');

  // The demo trainer: busy, its slots' window full of live bookings.
  db.exec('BEGIN');
  const demoService = takeRequests(demoTrainerId, 'Europe/London');
  if (!demoService) throw new Error('the demo trainer has no service');
  for (let day = 0; day < SCALE_BOOKINGS.demoDaysAhead; day++) {
    for (const hour of [9, 14]) {
      book(
        demoTrainerId,
        r.pick(learnerIds) as string,
        demoService,
        today.getTime() + day * DAY_MS + hour * 60 * MINUTE_MS,
      );
    }
  }
  for (let n = 1; n <= SCALE_BOOKINGS.demoPast; n++) {
    book(demoTrainerId, r.pick(learnerIds) as string, demoService, today.getTime() - n * DAY_MS + 11 * 60 * MINUTE_MS);
  }
  db.exec('COMMIT');

  const count = (table: string) => Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
  return { bookings: count('bookings'), trainer_availability: count('trainer_availability') };
}
