import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import { type ACCOUNT_TOKEN_PURPOSES, accountTokens } from '#worker/db/schema';
import { randomToken, sha256Hex } from '#worker/lib/crypto';
import { isoFromNow } from '#worker/lib/time';

/**
 * Single-use links sent by email. The token is only in the email; D1 keeps its SHA-256. A link
 * works once (its claim sets used_at from NULL) and until it expires.
 */
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const TOKEN_TTL_SECONDS: Record<AccountTokenPurpose, number> = {
  verify_email: 7 * 24 * 60 * 60,
  change_email: 24 * 60 * 60,
  reset_password: 30 * 60,
};

export interface NewAccountToken {
  /** What goes in the link. */
  token: string;
  /** A stable name for the email carrying it (its outbox key). */
  emailKey: string;
  /**
   * For the batch that writes the event: the account's earlier unused links of this kind are
   * retired, then this one is stored. Only the newest link sent works, so an older email found
   * later (in a forwarded message, a shared inbox) cannot be used.
   */
  statements: [BatchItem<'sqlite'>, BatchItem<'sqlite'>];
}

export async function newAccountToken(
  db: Database,
  input: { userId: string; purpose: AccountTokenPurpose; newEmail?: string },
): Promise<NewAccountToken> {
  const token = randomToken();
  const tokenHash = await sha256Hex(token);
  return {
    token,
    emailKey: `${input.purpose}:${tokenHash.slice(0, 32)}`,
    statements: [
      retireAccountTokens(db, input.userId, input.purpose),
      db.insert(accountTokens).values({
        userId: input.userId,
        purpose: input.purpose,
        tokenHash,
        newEmail: input.newEmail ?? null,
        expiresAt: isoFromNow(TOKEN_TTL_SECONDS[input.purpose]),
      }),
    ],
  };
}

export type LinkCheck =
  | { kind: 'valid'; id: number; userId: string; newEmail: string | null; tokenHash: string }
  | { kind: 'invalid' | 'used' | 'expired' };

/** What a presented token is, for one of `purposes`. Forged, unknown and wrong-purpose tokens are all 'invalid'. */
export async function checkAccountToken(
  db: Database,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<LinkCheck & { purpose?: AccountTokenPurpose }> {
  const tokenHash = await sha256Hex(token);
  const row = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash)).get();
  if (!row || !purposes.includes(row.purpose)) return { kind: 'invalid' };
  if (row.usedAt) return { kind: 'used' };
  if (row.expiresAt <= new Date().toISOString()) return { kind: 'expired' };
  return { kind: 'valid', id: row.id, userId: row.userId, newEmail: row.newEmail, tokenHash, purpose: row.purpose };
}

/**
 * The claim of a checked token and a condition for the statements after it in the same batch:
 * they change something only if this claim is the one that set used_at (a link followed twice at
 * once takes effect once).
 */
export function claimAccountToken(db: Database, tokenId: number): { claim: BatchItem<'sqlite'>; claimed: SQL } {
  const usedAt = new Date().toISOString();
  return {
    claim: db
      .update(accountTokens)
      .set({ usedAt })
      .where(and(eq(accountTokens.id, tokenId), isNull(accountTokens.usedAt)))
      .returning({ id: accountTokens.id }),
    claimed: sql`(SELECT used_at FROM account_tokens WHERE id = ${tokenId}) = ${usedAt}`,
  };
}

/** Outstanding links of a kind for a user (a newer link was sent, the password changed): no longer usable. */
export function retireAccountTokens(db: Database, userId: string, purpose: AccountTokenPurpose) {
  return db
    .update(accountTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}
