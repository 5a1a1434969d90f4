import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { hashPassword, retireAccountTokens, revokeOtherSessions, verificationEmail } from '#worker/features/auth/index';
import { outboxInsert } from '#worker/platform/email/outbox.repository';
import { setMyPasswordHash } from './account-settings.repository';

/**
 * Changes made from account settings once the current password was checked (the routes do that).
 * A new password ends every other session and retires outstanding reset links, and the account's
 * address is told; a new address only takes effect when its confirmation link is followed.
 */
export async function changeMyPassword(db: Database, actor: Actor, newPassword: string): Promise<string> {
  const passwordHash = await hashPassword(newPassword);
  const emailKey = `password_changed:${crypto.randomUUID()}`;
  await db.batch([
    setMyPasswordHash(db, actor, passwordHash),
    revokeOtherSessions(db, actor.id, actor.sessionId),
    retireAccountTokens(db, actor.id, 'reset_password'),
    outboxInsert(db, {
      key: emailKey,
      to: actor.email,
      content: { template: 'password_changed', data: { name: actor.fullName } },
    }),
  ]);
  return emailKey;
}

/** Mails a confirmation link to the new address; an earlier pending change is replaced. */
export async function requestEmailChange(db: Database, actor: Actor, newEmail: string): Promise<string> {
  const email = await verificationEmail(db, actor, 'change_email', newEmail);
  await db.batch(email.statements);
  return email.emailKey;
}
