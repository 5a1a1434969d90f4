import type { AuditTargetType } from '../../shared/api/admin';
import type { Actor } from '../auth/users.repository';

/**
 * The audit log's writer, shared by every feature whose changes are audited (admin, content,
 * testimonials, platform settings, review moderation): it belongs to none of them.
 */

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
