import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { ADMIN_PAGE_SIZE, type AdminNote, type AdminTrainersResponse, type VerificationField } from '#shared/api/admin';
import { TRAINER_STATUSES, type TrainerStatus } from '#shared/enums';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { insertSelection } from '#worker/db/insert-select';
import { countersQuery, toCounters } from '#worker/db/row-counts';
import { adminNotes, auditLog, emailOutbox, profiles, trainers, users } from '#worker/db/schema';
import { auditEntry } from '#worker/platform/audit/audit-entry.repository';
import { adminSearch, matchingTrainerIds } from './admin-search.repository';

/**
 * One page of trainers (newest first), its total, and the three status counters, in one batch.
 * Without a search the totals are the trigger-kept counters; a search reads only its matches
 * (`admin-search.repository.ts`) and counts them. The page's ids come first from the created-at index alone
 * (covering: the rows skipped by the offset are never read), then only those rows are joined.
 */
export async function listAdminTrainers(
  db: Database,
  query: { search?: string; status: 'all' | TrainerStatus; page: number },
): Promise<AdminTrainersResponse> {
  const search = query.search ? adminSearch(query.search) : null;
  const statusFilter =
    query.status === 'all'
      ? undefined
      : search
        ? // Unary + keeps SQLite off the status index: with a search the matches drive, and the
          // status index would walk every trainer of that status.
          sql`+${trainers.status} = ${query.status}`
        : eq(trainers.status, query.status);
  const where = and(statusFilter, search ? sql`${trainers.id} in (${matchingTrainerIds(search)})` : undefined);
  const pageIds = db
    .select({ id: trainers.id })
    .from(trainers)
    .where(where)
    .orderBy(desc(trainers.createdAt), desc(trainers.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  // Short aliases, as the query-plan test names the tables in SQLite's plan.
  const t = alias(trainers, 't');
  const p = alias(profiles, 'p');
  const page = db
    .select({
      id: t.id,
      slug: t.slug,
      user_id: t.userId,
      full_name: p.fullName,
      email: p.email,
      headline: t.headline,
      status: t.status,
      email_verified: t.emailVerified,
      identity_verified: t.identityVerified,
      is_featured: t.isFeatured,
      featured_at: t.featuredAt,
      created_at: t.createdAt,
      note_count: db.$count(adminNotes, eq(adminNotes.trainerId, t.id)),
    })
    .from(t)
    .innerJoin(p, eq(p.id, t.userId))
    .where(inArray(t.id, pageIds))
    .orderBy(desc(t.createdAt), desc(t.id));
  const statusCounters = TRAINER_STATUSES.map((status) => `trainers:${status}` as const);
  const counterNames = [...statusCounters, 'trainers'] as const;
  const counterQuery = countersQuery(db, counterNames);
  // Every trainer has a profile (a foreign key), so the matches are counted on trainers alone.
  const [rows, counterRows, matched] = search
    ? await db.batch([page, counterQuery, db.select({ n: count() }).from(trainers).where(where)])
    : [...(await db.batch([page, counterQuery])), null];
  const counters = toCounters(counterNames, counterRows);
  const statusCounts = Object.fromEntries(
    TRAINER_STATUSES.map((status) => [status, counters[`trainers:${status}`]]),
  ) as Record<TrainerStatus, number>;
  return {
    trainers: rows,
    total: matched ? (matched[0]?.n ?? 0) : query.status === 'all' ? counters.trainers : statusCounts[query.status],
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
    counts: statusCounts,
  };
}

/**
 * Sets approved or rejected on every listed trainer not already in that status, with the admin's
 * optional message for the trainer's dashboard. The audit rows are written first in the same batch
 * (they read each trainer's status before the update), so both commit or neither does.
 */
export async function changeTrainerStatus(
  db: Database,
  actor: Actor,
  input: { ids: number[]; status: 'approved' | 'rejected'; message: string | null },
): Promise<{ updated: number[]; emailKeys: string[] }> {
  const ids = [...new Set(input.ids)];
  // One timestamp for the change and the emails it causes: each trainer changed gets one email
  // (trainer_status:<id>:<when>), written in the same transaction as the change.
  const changedAt = new Date().toISOString();
  const changing = and(inArray(trainers.id, ids), ne(trainers.status, input.status));
  const [, updated] = await db.batch([
    // One entry per trainer changing, with the status it had.
    db.insert(auditLog).select((qb) =>
      qb
        .select(
          insertSelection(auditLog, {
            actorId: actor.id,
            actorEmail: actor.email,
            action: 'trainer.status',
            targetType: 'trainer',
            targetId: sql`cast(${trainers.id} as text)`,
            // json_object: the summary is built from each row's status, so in SQL.
            summary: sql`json_object('before', json_object('status', ${trainers.status}),
              'after', json_object('status', ${input.status}, 'message', ${input.message}))`,
          }),
        )
        .from(trainers)
        .where(changing),
    ),
    db
      .update(trainers)
      .set({ status: input.status, statusMessage: input.message, statusChangedAt: changedAt, updatedAt: dbNow })
      .where(changing)
      .returning({ id: trainers.id }),
    // An email per trainer the update changed (this status, this timestamp), unless already written.
    db
      .insert(emailOutbox)
      .select((qb) =>
        qb
          .select(
            insertSelection(emailOutbox, {
              idempotencyKey: sql`'trainer_status:' || ${trainers.id} || ':' || ${trainers.statusChangedAt}`,
              toEmail: users.email,
              template: 'trainer_status',
              payload: sql`json_object('name', ${profiles.fullName}, 'status', ${trainers.status},
                'message', ${trainers.statusMessage}, 'slug', ${trainers.slug})`,
              enqueuedAt: changedAt,
            }),
          )
          .from(trainers)
          .innerJoin(users, eq(users.id, trainers.userId))
          .innerJoin(profiles, eq(profiles.id, trainers.userId))
          .where(
            and(
              inArray(trainers.id, ids),
              eq(trainers.status, input.status),
              eq(trainers.statusChangedAt, changedAt),
              isNull(users.deletedAt),
            ),
          ),
      )
      .onConflictDoNothing({ target: emailOutbox.idempotencyKey }),
  ]);
  const changed = updated.map((row) => row.id).sort((a, b) => a - b);
  return { updated: changed, emailKeys: changed.map((id) => `trainer_status:${id}:${changedAt}`) };
}

const VERIFICATION_COLUMNS = {
  email_verified: trainers.emailVerified,
  identity_verified: trainers.identityVerified,
  is_featured: trainers.isFeatured,
} as const;

/** What turning a toggle on or off writes. */
function verificationChange(field: VerificationField, value: boolean) {
  switch (field) {
    case 'email_verified':
      return { emailVerified: value };
    case 'identity_verified':
      return { identityVerified: value };
    case 'is_featured':
      // SPEC 4: turning featured on records the time, off clears it.
      return { isFeatured: value, featuredAt: value ? dbNow : null };
  }
}

/** Flips one verification toggle; false when the trainer does not exist. A no-op change writes nothing. */
export async function setVerification(
  db: Database,
  actor: Actor,
  trainerId: number,
  field: VerificationField,
  value: boolean,
): Promise<boolean> {
  const current = await db
    .select({ value: VERIFICATION_COLUMNS[field] })
    .from(trainers)
    .where(eq(trainers.id, trainerId))
    .get();
  if (!current) return false;
  if (current.value === value) return true;
  await db.batch([
    auditEntry(db, actor, {
      action: `trainer.${field}`,
      targetType: 'trainer',
      targetId: trainerId,
      before: { [field]: current.value },
      after: { [field]: value },
    }),
    db
      .update(trainers)
      .set({ ...verificationChange(field, value), updatedAt: dbNow })
      .where(eq(trainers.id, trainerId)),
  ]);
  return true;
}

export async function trainerExists(db: Database, trainerId: number): Promise<boolean> {
  return Boolean(await db.select({ id: trainers.id }).from(trainers).where(eq(trainers.id, trainerId)).get());
}

export async function addAdminNote(db: Database, actor: Actor, trainerId: number, note: string): Promise<AdminNote> {
  const [, [row]] = await db.batch([
    auditEntry(db, actor, {
      action: 'trainer.note',
      targetType: 'trainer',
      targetId: trainerId,
      before: null,
      after: { note: note.length > 120 ? `${note.slice(0, 117)}...` : note },
    }),
    db
      .insert(adminNotes)
      .values({ trainerId, adminId: actor.id, note })
      .returning({ id: adminNotes.id, note: adminNotes.note, created_at: adminNotes.createdAt }),
  ]);
  if (!row) throw new Error('Admin note insert returned nothing');
  return { ...row, admin_name: actor.fullName };
}

export async function listAdminNotes(db: Database, trainerId: number): Promise<AdminNote[]> {
  return db
    .select({
      id: adminNotes.id,
      note: adminNotes.note,
      admin_name: profiles.fullName,
      created_at: adminNotes.createdAt,
    })
    .from(adminNotes)
    .leftJoin(profiles, eq(profiles.id, adminNotes.adminId))
    .where(eq(adminNotes.trainerId, trainerId))
    .orderBy(desc(adminNotes.createdAt), desc(adminNotes.id));
}
