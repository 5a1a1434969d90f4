import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import { isUniqueViolation } from '#worker/lib/db-errors';
import { outboxInsert } from '#worker/platform/email/outbox.repository';
import { checkAccountToken, claimAccountToken, newAccountToken } from './account-tokens.repository';
import { changeEmailStatements, findUserEmail, verifyEmailStatements } from './users.repository';

/**
 * Proving an address: sign-up (and a resend) mails a link to the site root; following it marks the
 * account verified and gives a trainer profile its "Email Verified" badge. A new address (account
 * settings) is confirmed the same way before it replaces the old one.
 */
export interface EmailWrite {
  statements: [BatchItem<'sqlite'>, BatchItem<'sqlite'>, BatchItem<'sqlite'>];
  emailKey: string;
}

/**
 * The link and its email, for the batch that creates the account (or asks again, or changes the
 * address); an earlier unused link of the same kind stops working.
 */
export async function verificationEmail(
  db: Database,
  user: { id: string; email: string; fullName: string },
  purpose: 'verify_email' | 'change_email' = 'verify_email',
  newEmail?: string,
): Promise<EmailWrite> {
  const link = await newAccountToken(db, { userId: user.id, purpose, newEmail });
  const to = newEmail ?? user.email;
  const template = purpose === 'verify_email' ? 'verify_email' : 'confirm_new_email';
  return {
    emailKey: link.emailKey,
    statements: [
      ...link.statements,
      outboxInsert(db, {
        key: link.emailKey,
        to,
        content: { template, data: { name: user.fullName, token: link.token } },
      }),
    ],
  };
}

export type VerifyResult =
  | { kind: 'verified' | 'email_changed'; email: string }
  | { kind: 'invalid' | 'used' | 'expired' | 'email_in_use' };

/** Follows a verification or new-address link: once, until it expires, all or nothing. */
export async function followVerificationLink(db: Database, token: string): Promise<VerifyResult> {
  const link = await checkAccountToken(db, token, ['verify_email', 'change_email']);
  if (link.kind !== 'valid') return { kind: link.kind };
  const { claim, claimed } = claimAccountToken(db, link.id);
  const now = new Date().toISOString();
  try {
    if (link.purpose === 'change_email' && link.newEmail) {
      const [won] = await db.batch([claim, ...changeEmailStatements(db, link.userId, link.newEmail, claimed, now)]);
      return won.length > 0 ? { kind: 'email_changed', email: link.newEmail } : { kind: 'used' };
    }
    const [won] = await db.batch([claim, ...verifyEmailStatements(db, link.userId, claimed, now)]);
    if (won.length === 0) return { kind: 'used' };
    return { kind: 'verified', email: await findUserEmail(db, link.userId) };
  } catch (error) {
    // The new address was taken by another account meanwhile: nothing changed, the link unused.
    if (isUniqueViolation(error)) return { kind: 'email_in_use' };
    throw error;
  }
}
