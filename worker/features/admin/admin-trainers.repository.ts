import { textMatch } from '../../lib/text-match';
import {
  ADMIN_PAGE_SIZE,
  type AdminNote,
  type AdminTrainerRow,
  type AdminTrainersResponse,
  type VerificationField,
} from '../../shared/api/admin';
import { TRAINER_STATUSES, type TrainerStatus } from '../../shared/enums';
import { auditStatement } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';

type TrainerRowSql = Omit<AdminTrainerRow, 'email_verified' | 'identity_verified' | 'is_featured'> & {
  email_verified: number;
  identity_verified: number;
  is_featured: number;
};

/** One page of trainers (newest first), its total, and the three status counters, in one batch. */
export async function listAdminTrainers(
  db: D1Database,
  query: { search?: string; status: 'all' | TrainerStatus; page: number },
): Promise<AdminTrainersResponse> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status !== 'all') {
    where.push('t.status = ?');
    params.push(query.status);
  }
  if (query.search) {
    const match = textMatch(['p.full_name', 'p.email', 't.headline'], query.search);
    where.push(match.sql);
    params.push(...match.params);
  }
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [page, total, counts] = await db.batch([
    db
      .prepare(
        `SELECT t.id, t.slug, t.user_id, p.full_name, p.email, t.headline, t.status, t.email_verified,
           t.identity_verified, t.is_featured, t.featured_at, t.created_at,
           (SELECT count(*) FROM admin_notes n WHERE n.trainer_id = t.id) AS note_count
         FROM trainers t JOIN profiles p ON p.id = t.user_id
         ${whereSql}
         ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...params, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE),
    db
      .prepare(`SELECT count(*) AS total FROM trainers t JOIN profiles p ON p.id = t.user_id ${whereSql}`)
      .bind(...params),
    db.prepare('SELECT status, count(*) AS n FROM trainers GROUP BY status'),
  ]);
  const statusCounts = Object.fromEntries(TRAINER_STATUSES.map((status) => [status, 0])) as Record<
    TrainerStatus,
    number
  >;
  for (const row of (counts?.results ?? []) as { status: TrainerStatus; n: number }[]) statusCounts[row.status] = row.n;
  return {
    trainers: ((page?.results ?? []) as TrainerRowSql[]).map((row) => ({
      ...row,
      email_verified: Boolean(row.email_verified),
      identity_verified: Boolean(row.identity_verified),
      is_featured: Boolean(row.is_featured),
    })),
    total: ((total?.results[0] ?? { total: 0 }) as { total: number }).total,
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
  db: D1Database,
  actor: Actor,
  input: { ids: number[]; status: 'approved' | 'rejected'; message: string | null },
): Promise<{ updated: number[]; emailKeys: string[] }> {
  const ids = [...new Set(input.ids)];
  const list = ids.map(() => '?').join(', ');
  // One timestamp for the change and the emails it causes: each trainer changed gets one email
  // (trainer_status:<id>:<when>), written in the same transaction as the change.
  const changedAt = new Date().toISOString();
  const [, updated] = await db.batch([
    db
      .prepare(
        `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, summary)
         SELECT ?, ?, 'trainer.status', 'trainer', CAST(id AS TEXT),
                json_object('before', json_object('status', status), 'after', json_object('status', ?, 'message', ?))
         FROM trainers WHERE id IN (${list}) AND status != ?`,
      )
      .bind(actor.id, actor.email, input.status, input.message, ...ids, input.status),
    db
      .prepare(
        `UPDATE trainers SET status = ?, status_message = ?, status_changed_at = ?,
           updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id IN (${list}) AND status != ? RETURNING id`,
      )
      .bind(input.status, input.message, changedAt, ...ids, input.status),
    db
      .prepare(
        `INSERT INTO email_outbox (idempotency_key, to_email, template, payload, enqueued_at)
         SELECT 'trainer_status:' || t.id || ':' || t.status_changed_at, u.email, 'trainer_status',
                json_object('name', p.full_name, 'status', t.status, 'message', t.status_message, 'slug', t.slug), ?
         FROM trainers t JOIN users u ON u.id = t.user_id JOIN profiles p ON p.id = t.user_id
         WHERE t.id IN (${list}) AND t.status = ? AND t.status_changed_at = ? AND u.deleted_at IS NULL
         ON CONFLICT (idempotency_key) DO NOTHING`,
      )
      .bind(changedAt, ...ids, input.status, changedAt),
  ]);
  const changed = ((updated?.results ?? []) as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  return { updated: changed, emailKeys: changed.map((id) => `trainer_status:${id}:${changedAt}`) };
}

const VERIFICATION_SQL: Record<VerificationField, string> = {
  email_verified: 'email_verified = ?1',
  identity_verified: 'identity_verified = ?1',
  // SPEC 4: turning featured on records the time, off clears it.
  is_featured:
    "is_featured = ?1, featured_at = CASE WHEN ?1 = 1 THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE NULL END",
};

/** Flips one verification toggle; false when the trainer does not exist. A no-op change writes nothing. */
export async function setVerification(
  db: D1Database,
  actor: Actor,
  trainerId: number,
  field: VerificationField,
  value: boolean,
): Promise<boolean> {
  const current = await db
    .prepare(`SELECT ${field} AS value FROM trainers WHERE id = ?`)
    .bind(trainerId)
    .first<{ value: number }>();
  if (!current) return false;
  if (Boolean(current.value) === value) return true;
  await db.batch([
    auditStatement(db, actor, {
      action: `trainer.${field}`,
      targetType: 'trainer',
      targetId: trainerId,
      before: { [field]: Boolean(current.value) },
      after: { [field]: value },
    }),
    db
      .prepare(
        `UPDATE trainers SET ${VERIFICATION_SQL[field]}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?2`,
      )
      .bind(value ? 1 : 0, trainerId),
  ]);
  return true;
}

export async function trainerExists(db: D1Database, trainerId: number): Promise<boolean> {
  return Boolean(await db.prepare('SELECT 1 AS ok FROM trainers WHERE id = ?').bind(trainerId).first());
}

export async function addAdminNote(db: D1Database, actor: Actor, trainerId: number, note: string): Promise<AdminNote> {
  const [, inserted] = await db.batch([
    auditStatement(db, actor, {
      action: 'trainer.note',
      targetType: 'trainer',
      targetId: trainerId,
      before: null,
      after: { note: note.length > 120 ? `${note.slice(0, 117)}...` : note },
    }),
    db
      .prepare('INSERT INTO admin_notes (trainer_id, admin_id, note) VALUES (?, ?, ?) RETURNING id, note, created_at')
      .bind(trainerId, actor.id, note),
  ]);
  const row = inserted?.results[0] as { id: number; note: string; created_at: string };
  return { ...row, admin_name: actor.fullName };
}

export async function listAdminNotes(db: D1Database, trainerId: number): Promise<AdminNote[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.note, p.full_name AS admin_name, n.created_at FROM admin_notes n
       LEFT JOIN profiles p ON p.id = n.admin_id
       WHERE n.trainer_id = ? ORDER BY n.created_at DESC, n.id DESC`,
    )
    .bind(trainerId)
    .all<AdminNote>();
  return results;
}
