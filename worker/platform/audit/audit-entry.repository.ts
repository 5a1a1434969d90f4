import { type SQL, sql } from 'drizzle-orm';
import type { AuditTargetType } from '#shared/api/admin';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { insertSelection } from '#worker/db/insert-select';
import { auditLog } from '#worker/db/schema';

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
   * Write the entry only if this condition holds when the statement runs in the batch (e.g. the
   * row still exists, or an earlier statement of the batch changed something), so a change that a
   * concurrent request made moot leaves no entry. Built with drizzle, typically
   * `exists(db.select(…))`, so the entry stays a builder statement drizzle's D1 batch can carry.
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
