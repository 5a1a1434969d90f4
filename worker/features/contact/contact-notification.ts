import type { Database } from '#worker/db/client';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { outboxInsert } from '#worker/platform/email/outbox.repository';
import { log } from '#worker/platform/log/logger';
import { listAdminRecipients } from './contact.repository';

/**
 * Tells every admin about a new contact message (an optional email each: skipped at delivery for
 * an admin who switched notifications off). Written after the message; never fails the form.
 */
export async function notifyAdminsOfContact(
  env: Env,
  db: Database,
  submission: { id: number; name: string; email: string; subject: string | null; message: string },
): Promise<void> {
  try {
    const admins = await listAdminRecipients(db);
    const emails = admins.map((admin) => ({ admin, key: `contact_message:${submission.id}:${admin.id}` }));
    const [first, ...rest] = emails.map(({ admin, key }) =>
      outboxInsert(db, {
        key,
        to: admin.email,
        content: {
          template: 'contact_message',
          data: {
            name: admin.name,
            userId: admin.id,
            from: submission.name,
            fromEmail: submission.email,
            subject: submission.subject,
            message: submission.message,
          },
        },
      }),
    );
    if (!first) return;
    await db.batch([first, ...rest]);
    await dispatchEmails(
      env,
      emails.map(({ key }) => key),
    );
  } catch (error) {
    log.error('Contact notifications not written', { submissionId: submission.id, error });
  }
}
