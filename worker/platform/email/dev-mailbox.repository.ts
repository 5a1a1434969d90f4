import { desc, eq } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { devMailbox } from '#worker/db/schema';
import type { OutgoingEmail } from './email-shapes';

/** Keeps an email in the local development mailbox (once per key). */
export async function storeInDevMailbox(db: Database, email: OutgoingEmail): Promise<void> {
  await db
    .insert(devMailbox)
    .values({
      idempotencyKey: email.key,
      toEmail: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: JSON.stringify(email.headers),
      attachments: email.attachments ?? [],
    })
    .onConflictDoNothing({ target: devMailbox.idempotencyKey });
}

/** What the mailbox received for an address, newest first. */
export function listDevMailbox(db: Database, to: string, limit: number) {
  return db.select().from(devMailbox).where(eq(devMailbox.toEmail, to)).orderBy(desc(devMailbox.id)).limit(limit).all();
}
