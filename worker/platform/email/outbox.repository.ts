import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import { emailOutbox } from '#worker/db/schema';
import type { EmailToSend } from './email-shapes';

const nowIso = () => new Date().toISOString();

export function outboxInsert(db: Database, email: EmailToSend): BatchItem<'sqlite'> {
  return db
    .insert(emailOutbox)
    .values({
      idempotencyKey: email.key,
      toEmail: email.to,
      template: email.content.template,
      payload: JSON.stringify(email.content.data),
      enqueuedAt: nowIso(),
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey });
}

export function findOutboxEmail(db: Database, key: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.idempotencyKey, key)).get();
}

/** Keys of queued emails last handed to the queue before `before`, oldest first. */
export async function queuedEmailKeysBefore(db: Database, before: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ key: emailOutbox.idempotencyKey })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.enqueuedAt, before)))
    .orderBy(emailOutbox.enqueuedAt)
    .limit(limit)
    .all();
  return rows.map((row) => row.key);
}

export async function markEnqueued(db: Database, keys: readonly string[], at: string): Promise<void> {
  await db.update(emailOutbox).set({ enqueuedAt: at }).where(inArray(emailOutbox.idempotencyKey, keys));
}

/** Marks an email sent (or skipped): a redelivered message then finds nothing to do. */
export function markDelivered(db: Database, key: string, status: 'sent' | 'skipped') {
  return db
    .update(emailOutbox)
    .set({ status, sentAt: nowIso(), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(and(eq(emailOutbox.idempotencyKey, key), eq(emailOutbox.status, 'queued')));
}

export function markAttemptFailed(db: Database, key: string, error: unknown) {
  return db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, lastError: String(error).slice(0, 500) })
    .where(eq(emailOutbox.idempotencyKey, key));
}

/** After the last retry (the dead-letter queue): the email is given up, and says so. */
export function markFailed(db: Database, key: string) {
  return db
    .update(emailOutbox)
    .set({ status: 'failed' })
    .where(and(eq(emailOutbox.idempotencyKey, key), eq(emailOutbox.status, 'queued')));
}
