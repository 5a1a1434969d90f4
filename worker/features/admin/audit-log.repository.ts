import type { Actor } from '../../actor';
import type { AuditEntry, AuditLogResponse, AuditTargetType } from '../../shared/api/admin';

/** Stands for the id of the row the previous statement of the same batch inserted (a create's audit entry). */
export const INSERTED_ROW_ID = Symbol('inserted row id');

/**
 * Audit entries are statements to put in the same `db.batch` as the change they describe, so a
 * change and its record commit or fail together. `before`/`after` are short summaries.
 */
export interface AuditFact {
  action: string;
  targetType: AuditTargetType;
  targetId: string | number | typeof INSERTED_ROW_ID;
  before: unknown;
  after: unknown;
  /**
   * Write the entry only if this SQL condition holds when the statement runs in the batch (e.g.
   * the row still exists, or an earlier statement of the batch changed something), so a change
   * that a concurrent request made moot leaves no entry.
   */
  onlyIf?: { sql: string; params: unknown[] };
}

export function auditStatement(db: D1Database, actor: Actor, fact: AuditFact): D1PreparedStatement {
  const inserted = fact.targetId === INSERTED_ROW_ID;
  const target = inserted ? 'CAST(last_insert_rowid() AS TEXT)' : '?';
  const values = [actor.id, actor.email, fact.action, fact.targetType, ...(inserted ? [] : [String(fact.targetId)])];
  const summary = JSON.stringify({ before: fact.before, after: fact.after });
  const columns = 'INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, summary)';
  if (!fact.onlyIf) {
    return db.prepare(`${columns} VALUES (?, ?, ?, ?, ${target}, ?)`).bind(...values, summary);
  }
  return db
    .prepare(`${columns} SELECT ?, ?, ?, ?, ${target}, ? WHERE ${fact.onlyIf.sql}`)
    .bind(...values, summary, ...fact.onlyIf.params);
}

/** A value as an audit summary keeps it: long text shortened (the summary is not a copy of the content). */
export function auditValue(value: unknown): unknown {
  if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 117)}...`;
  return value;
}

/** `before`/`after` holding only the fields whose values differ, shortened. */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, auditValue(before[key])])),
    after: Object.fromEntries(changed.map((key) => [key, auditValue(after[key])])),
  };
}

const PAGE = 30;

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
