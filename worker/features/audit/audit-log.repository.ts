import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditEntry, AuditLogResponse, AuditTargetType } from '../../shared/api/admin';

const PAGE = 30;

/** The audit log newest first, optionally one entity's history (admin console, /api/admin/audit). */
export async function listAuditEntries(
  db: Database,
  filter: { targetType?: AuditTargetType; targetId?: string; page: number },
): Promise<AuditLogResponse> {
  const rows = await db
    .select({
      id: auditLog.id,
      actor_email: auditLog.actorEmail,
      action: auditLog.action,
      target_type: auditLog.targetType,
      target_id: auditLog.targetId,
      summary: auditLog.summary,
      created_at: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        filter.targetType ? eq(auditLog.targetType, filter.targetType) : undefined,
        filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE + 1)
    .offset((filter.page - 1) * PAGE);
  return {
    entries: rows.slice(0, PAGE).map((row) => ({ ...row, summary: JSON.parse(row.summary) as AuditEntry['summary'] })),
    page: filter.page,
    has_more: rows.length > PAGE,
  };
}
