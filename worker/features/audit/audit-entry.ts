import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../actor';
import { createDb, type Database } from '../../db/client';
import { insertSelection } from '../../db/insert-select';
import { auditLog } from '../../db/schema';
import type { AuditTargetType } from '../../shared/api/admin';

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
interface AuditFacts {
  action: string;
  targetType: AuditTargetType;
  targetId: string | number | typeof INSERTED_ROW_ID;
  before: unknown;
  after: unknown;
}

export interface AuditFact extends AuditFacts {
  /**
   * Write the entry only if this condition holds when the statement runs in the batch (e.g. the
   * row still exists, or an earlier statement of the batch changed something), so a change that a
   * concurrent request made moot leaves no entry.
   */
  onlyIf?: SQL;
}

/** The audit entry for a drizzle `db.batch`. */
export function auditEntry(db: Database, actor: Actor, fact: AuditFact) {
  const row = {
    actorId: actor.id,
    actorEmail: actor.email,
    action: fact.action,
    targetType: fact.targetType,
    targetId:
      fact.targetId === INSERTED_ROW_ID ? sql<string>`CAST(last_insert_rowid() AS TEXT)` : String(fact.targetId),
    summary: JSON.stringify({ before: fact.before, after: fact.after }),
  };
  const { onlyIf } = fact;
  if (!onlyIf) return db.insert(auditLog).values(row);
  // A SELECT of one constant row, kept only where the condition holds.
  return db
    .insert(auditLog)
    .select((qb) => qb.select(insertSelection(auditLog, row)).from(sql`(select 1)`).where(onlyIf));
}

/**
 * The same entry as a statement for a batch built on the D1 binding itself (repositories not yet
 * on drizzle), with the condition as SQL text and its `?` parameters.
 */
export function auditStatement(
  d1: D1Database,
  actor: Actor,
  { onlyIf, ...fact }: AuditFacts & { onlyIf?: { sql: string; params: unknown[] } },
): D1PreparedStatement {
  const query = auditEntry(createDb(d1), actor, { ...fact, onlyIf: onlyIf && sql.raw(onlyIf.sql) }).toSQL();
  // The condition ends the statement, so its parameters bind after the entry's.
  return d1.prepare(query.sql).bind(...query.params, ...(onlyIf?.params ?? []));
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
