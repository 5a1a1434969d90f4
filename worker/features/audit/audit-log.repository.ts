import type { AuditEntry, AuditLogResponse, AuditTargetType } from '../../shared/api/admin';

const PAGE = 30;

/** The audit log newest first, optionally one entity's history (admin console, /api/admin/audit). */
export async function listAuditEntries(
  db: D1Database,
  filter: { targetType?: AuditTargetType; targetId?: string; page: number },
): Promise<AuditLogResponse> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.targetType) {
    where.push('target_type = ?');
    params.push(filter.targetType);
  }
  if (filter.targetId) {
    where.push('target_id = ?');
    params.push(filter.targetId);
  }
  const { results } = await db
    .prepare(
      `SELECT id, actor_email, action, target_type, target_id, summary, created_at FROM audit_log
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .bind(...params, PAGE + 1, (filter.page - 1) * PAGE)
    .all<Omit<AuditEntry, 'summary'> & { summary: string }>();
  return {
    entries: results
      .slice(0, PAGE)
      .map((row) => ({ ...row, summary: JSON.parse(row.summary) as AuditEntry['summary'] })),
    page: filter.page,
    has_more: results.length > PAGE,
  };
}
