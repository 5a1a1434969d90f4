import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens, sessions, userBans } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { isoFromNow } from '../../lib/time';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A rotated refresh token presented again within this many seconds is treated as a concurrent
 * refresh (two tabs, a retried request), not theft: the caller is told to retry with its newer
 * cookie and the session survives. Later reuse revokes the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 20;

export async function createSession(db: Database, userId: string) {
  const sessionId = crypto.randomUUID();
  const refreshToken = randomToken();
  await db.batch([
    db.insert(sessions).values({ id: sessionId, userId, expiresAt: isoFromNow(SESSION_TTL_SECONDS) }),
    db.insert(refreshTokens).values({ tokenHash: await sha256Hex(refreshToken), sessionId }),
  ]);
  return { sessionId, refreshToken };
}

export type RotateResult =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'unknown' | 'expired' | 'reused' | 'race' }
  | { kind: 'banned'; userId: string };

/** Exchanges a refresh token for a new one (single use), detecting reuse of rotated tokens. */
export async function rotateRefreshToken(db: Database, presented: string): Promise<RotateResult> {
  const tokenHash = await sha256Hex(presented);
  const row = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      usedAt: refreshTokens.usedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .get();
  if (!row) return { kind: 'unknown' };
  if (row.revokedAt || row.expiresAt <= new Date().toISOString()) return { kind: 'expired' };

  if (row.usedAt) {
    if (Date.parse(row.usedAt) > Date.now() - REFRESH_REUSE_GRACE_SECONDS * 1000) return { kind: 'race' };
    await revokeSession(db, row.sessionId);
    return { kind: 'reused' };
  }

  const banned = await db
    .select({ id: userBans.id })
    .from(userBans)
    .where(and(eq(userBans.userId, row.userId), eq(userBans.isActive, true)))
    .get();
  if (banned) {
    await revokeAllSessions(db, row.userId);
    return { kind: 'banned', userId: row.userId };
  }

  // Claim the token atomically: only one concurrent refresh can flip used_at from NULL.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date().toISOString() })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (claimed.length === 0) return { kind: 'race' };

  const refreshToken = randomToken();
  await db.batch([
    db.insert(refreshTokens).values({ tokenHash: await sha256Hex(refreshToken), sessionId: row.sessionId }),
    db
      .update(sessions)
      .set({ expiresAt: isoFromNow(SESSION_TTL_SECONDS) })
      .where(eq(sessions.id, row.sessionId)),
  ]);
  return { kind: 'rotated', userId: row.userId, sessionId: row.sessionId, refreshToken };
}

export async function revokeSession(db: Database, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeSessionByRefreshToken(db: Database, presented: string) {
  const row = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, await sha256Hex(presented)))
    .get();
  if (row) await revokeSession(db, row.sessionId);
}

export async function revokeAllSessions(db: Database, userId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
