import { and, eq, exists, notExists, sql } from 'drizzle-orm';
import {
  type Availability,
  type AvailabilityValues,
  BOOKING_LIMITS,
  WEEKDAYS,
  type WeeklyHours,
} from '#shared/api/bookings';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { insertSelection } from '#worker/db/insert-select';
import { trainerAvailability, trainers } from '#worker/db/schema';

/** What a trainer sees before the first save: no hours, the default rules, version 0. */
export function defaultAvailability(): Availability {
  return {
    time_zone: null,
    weekly: Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as WeeklyHours,
    overrides: [],
    min_notice_hours: BOOKING_LIMITS.minNoticeHoursDefault,
    horizon_days: BOOKING_LIMITS.horizonDaysDefault,
    buffer_minutes: 0,
    cancel_notice_hours: BOOKING_LIMITS.cancelNoticeHoursDefault,
    version: 0,
    updated_at: null,
  };
}

/** The columns of a saved row as the API shows them (`Availability`). */
export const availabilityFields = {
  time_zone: trainerAvailability.timeZone,
  weekly: trainerAvailability.weekly,
  overrides: trainerAvailability.overrides,
  min_notice_hours: trainerAvailability.minNoticeHours,
  horizon_days: trainerAvailability.horizonDays,
  buffer_minutes: trainerAvailability.bufferMinutes,
  cancel_notice_hours: trainerAvailability.cancelNoticeHours,
  version: trainerAvailability.version,
  updated_at: trainerAvailability.updatedAt,
};

/** The actor's trainer row with its availability (left join: none saved yet), one statement. */
function myAvailabilityQuery(db: Database, actorId: string) {
  return db
    .select({ trainer_id: trainers.id, ...availabilityFields })
    .from(trainers)
    .leftJoin(trainerAvailability, eq(trainerAvailability.trainerId, trainers.id))
    .where(eq(trainers.userId, actorId));
}

type MyAvailabilityRow = Awaited<ReturnType<typeof myAvailabilityQuery>>[number];

function toAvailability(row: MyAvailabilityRow): Availability {
  const { time_zone, weekly, overrides, version } = row;
  // Every column is NOT NULL: nulls here are the left join finding no saved row.
  if (time_zone === null || weekly === null || overrides === null || version === null) return defaultAvailability();
  const defaults = defaultAvailability();
  return {
    time_zone,
    weekly,
    overrides,
    min_notice_hours: row.min_notice_hours ?? defaults.min_notice_hours,
    horizon_days: row.horizon_days ?? defaults.horizon_days,
    buffer_minutes: row.buffer_minutes ?? defaults.buffer_minutes,
    cancel_notice_hours: row.cancel_notice_hours ?? defaults.cancel_notice_hours,
    version,
    updated_at: row.updated_at,
  };
}

/** The actor's own availability (defaults before the first save); null when the actor is not a trainer. */
export async function loadMyAvailability(db: Database, actorId: string): Promise<Availability | null> {
  // A batch, so requireUserRead's access check rides in the same round trip.
  const [[row]] = await db.batch([myAvailabilityQuery(db, actorId)]);
  return row ? toAvailability(row) : null;
}

export type SaveAvailabilityResult =
  | { kind: 'saved'; availability: Availability }
  /** Saved elsewhere since `values.version` was loaded: nothing written; `availability` is what is saved now. */
  | { kind: 'stale'; availability: Availability }
  | { kind: 'no_trainer' };

/**
 * One statement: an INSERT of the first row (only at version 0 and while there is none) that becomes
 * an UPDATE at the loaded version on conflict, so of two saves from one version only one is written.
 */
export async function saveMyAvailability(
  db: Database,
  actorId: string,
  values: AvailabilityValues,
): Promise<SaveAvailabilityResult> {
  const columns = {
    timeZone: values.timeZone,
    weekly: values.weekly,
    overrides: values.overrides,
    minNoticeHours: values.minNoticeHours,
    horizonDays: values.horizonDays,
    bufferMinutes: values.bufferMinutes,
    cancelNoticeHours: values.cancelNoticeHours,
  };
  const saved = db
    .select({ one: sql`1` })
    .from(trainerAvailability)
    .where(eq(trainerAvailability.trainerId, trainers.id));
  const row = await db
    .insert(trainerAvailability)
    .select((qb) =>
      qb
        .select(insertSelection(trainerAvailability, { trainerId: trainers.id, ...columns, version: 1 }))
        .from(trainers)
        .where(and(eq(trainers.userId, actorId), values.version === 0 ? notExists(saved) : exists(saved))),
    )
    .onConflictDoUpdate({
      target: trainerAvailability.trainerId,
      set: { ...columns, version: sql`${trainerAvailability.version} + 1`, updatedAt: dbNow },
      setWhere: eq(trainerAvailability.version, values.version),
    })
    .returning(availabilityFields)
    .get();
  if (row) return { kind: 'saved', availability: row };
  const current = await loadMyAvailability(db, actorId);
  return current ? { kind: 'stale', availability: current } : { kind: 'no_trainer' };
}
