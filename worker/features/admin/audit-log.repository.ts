import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, AuditLogResponse, AuditTargetType } from '#shared/api/admin';
import type { Database } from '#worker/db/client';
import { auditLog, trainers } from '#worker/db/schema';
import { auditSubjectColumns } from './audit-subject';

const PAGE = 30;

const about = (type: AuditTargetType, id: SQL | string) =>
  and(eq(auditLog.targetType, type), eq(auditLog.targetId, id));

/**
 * Which entries make up a history. A person has one: asked for a user or for their trainer
 * profile, it is both the account's entries (ban, unban) and the trainer profile's (status,
 * verification, notes). Anything else is its own entries.
 */
function historyOf(type: AuditTargetType, id: string): SQL | undefined {
  if (type === 'user') {
    const trainerId = sql`(select cast(${trainers.id} as text) from ${trainers} where ${trainers.userId} = ${id})`;
    return or(about('user', id), about('trainer', trainerId));
  }
  if (type === 'trainer') {
    const userId = sql`(select ${trainers.userId} from ${trainers} where ${trainers.id} = ${Number(id) || 0})`;
    return or(about('trainer', id), about('user', userId));
  }
  return about(type, id);
}

/** The audit log newest first, optionally one subject's history (admin console, /api/admin/audit). */
export async function listAuditEntries(
  db: Database,
  filter: { targetType?: AuditTargetType; targetId?: string; page: number },
): Promise<AuditLogResponse> {
  const where =
    filter.targetType && filter.targetId
      ? historyOf(filter.targetType, filter.targetId)
      : filter.targetType
        ? eq(auditLog.targetType, filter.targetType)
        : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      actor_email: auditLog.actorEmail,
      action: auditLog.action,
      target_type: auditLog.targetType,
      target_id: auditLog.targetId,
      summary: auditLog.summary,
      created_at: auditLog.createdAt,
      ...auditSubjectColumns,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE + 1)
    .offset((filter.page - 1) * PAGE);
  return {
    entries: rows.slice(0, PAGE).map(
      ({ subject_name, subject_email, subject_trainer_name, subject_trainer_slug, ...row }): AuditEntry => ({
        ...row,
        summary: JSON.parse(row.summary) as AuditEntry['summary'],
        subject: {
          name: subject_name,
          email: subject_email,
          trainer_name: subject_trainer_name,
          trainer_slug: subject_trainer_slug,
        },
      }),
    ),
    page: filter.page,
    has_more: rows.length > PAGE,
  };
}
