import type { Database } from '#worker/db/client';
import {
  checkAccountToken,
  claimAccountToken,
  hashPassword,
  newAccountToken,
  retireAccountTokens,
} from '#worker/features/auth/index';
import { sha256Hex } from '#worker/lib/crypto';
import { outboxInsert } from '#worker/platform/email/outbox.repository';
import { findLiveAccount, findLiveAccountByEmail, resetPasswordStatements } from './account-links.repository';

/**
 * "Forgot password?": a single-use link valid for 30 minutes, mailed only if the address has an
 * account; the caller answers the same either way. Following it sets the new password, ends every
 * session and retires the account's other reset links, all in one batch.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<string | null> {
  const user = await findLiveAccountByEmail(db, email);
  if (!user) return null;
  const link = await newAccountToken(db, { userId: user.id, purpose: 'reset_password' });
  await db.batch([
    ...link.statements,
    outboxInsert(db, {
      key: link.emailKey,
      to: email,
      content: { template: 'reset_password', data: { name: user.fullName, token: link.token } },
    }),
  ]);
  return link.emailKey;
}

export type ResetLinkState =
  | {
      kind: 'valid';
      link: { id: number; userId: string; tokenHash: string };
      user: { email: string; fullName: string };
    }
  | { kind: 'invalid' | 'used' | 'expired' };

/**
 * What following a reset link would find, changing nothing: the link page asks this before it
 * shows the form, and the reset itself starts with it, so both give the same answer.
 */
export async function checkResetLink(db: Database, token: string): Promise<ResetLinkState> {
  const link = await checkAccountToken(db, token, ['reset_password']);
  if (link.kind !== 'valid') return { kind: link.kind };
  const user = await findLiveAccount(db, link.userId);
  if (!user) return { kind: 'invalid' };
  return { kind: 'valid', link, user };
}

export type ResetResult = { kind: 'reset'; emailKey: string } | { kind: 'invalid' | 'used' | 'expired' };

export async function resetPassword(db: Database, token: string, password: string): Promise<ResetResult> {
  const state = await checkResetLink(db, token);
  if (state.kind !== 'valid') return { kind: state.kind };
  const { link, user } = state;
  const passwordHash = await hashPassword(password);
  const { claim, claimed } = claimAccountToken(db, link.id);
  const now = new Date().toISOString();
  // Named by the link, so a reset that somehow runs twice still sends one notice.
  const emailKey = `password_changed:${(await sha256Hex(`reset:${link.tokenHash}`)).slice(0, 32)}`;
  const [won] = await db.batch([
    claim,
    ...resetPasswordStatements(db, link.userId, passwordHash, claimed, now),
    retireAccountTokens(db, link.userId, 'reset_password'),
    outboxInsert(db, {
      key: emailKey,
      to: user.email,
      content: { template: 'password_changed', data: { name: user.fullName } },
    }),
  ]);
  if (won.length === 0) return { kind: 'used' };
  return { kind: 'reset', emailKey };
}
