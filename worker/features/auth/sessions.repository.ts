import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { refreshTokens, sessions, userBans } from '#worker/db/schema';
import { randomToken, sha256Hex } from '#worker/lib/crypto';
import { isoFromNow } from '#worker/lib/time';
import { openSuccessor, sealSuccessor } from './successor-seal';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** A rotated token still opens its session this long: a browser can lose a rotation's response (decision 052). */
export const REFRESH_REUSE_GRACE_SECONDS = 60;
/** A chain of rotations followed to its newest token; more within one grace window is not a browser. */
const MAX_SUCCESSOR_HOPS = 8;

/** Enough of a User-Agent to name the device in the account's session list. */
const USER_AGENT_MAX = 300;

export async function createSession(db: Database, userId: string, userAgent?: string | null) {
  const sessionId = crypto.randomUUID();
  const refreshToken = randomToken();
  await db.batch([
    db.insert(sessions).values({
      id: sessionId,
      userId,
      expiresAt: isoFromNow(SESSION_TTL_SECONDS),
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
      lastUsedAt: new Date().toISOString(),
    }),
    db.insert(refreshTokens).values({ tokenHash: await sha256Hex(refreshToken), sessionId }),
  ]);
  return { sessionId, refreshToken };
}

export type RotateResult =
  /** `reissued`: the token had been rotated already; this is the session's current token again. */
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string; reissued: boolean }
  /** Rotated within the window by a version without sealed successors: the newer cookie will do. */
  | { kind: 'race' }
  | { kind: 'unknown' | 'expired' | 'reused' }
  | { kind: 'banned'; userId: string };

interface TokenRow {
  sessionId: string;
  userId: string;
  usedAt: string | null;
  successorSealed: string | null;
  expiresAt: string;
  revokedAt: string | null;
}

function readToken(db: Database, tokenHash: string): Promise<TokenRow | undefined> {
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      usedAt: refreshTokens.usedAt,
      successorSealed: refreshTokens.successorSealed,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .get();
}

const withinGrace = (usedAt: string) => Date.parse(usedAt) > Date.now() - REFRESH_REUSE_GRACE_SECONDS * 1000;

/**
 * Exchanges a refresh token once; presented again within the grace window it answers with the current
 * token, after it revokes the session. A banned user's token is always refused (403).
 */
export async function rotateRefreshToken(db: Database, presented: string): Promise<RotateResult> {
  const tokenHash = await sha256Hex(presented);
  const row = await readToken(db, tokenHash);
  if (!row) return { kind: 'unknown' };

  // Before the session's own state: a ban ends every session, and the user is told why (403).
  const banned = await db
    .select({ id: userBans.id })
    .from(userBans)
    .where(and(eq(userBans.userId, row.userId), eq(userBans.isActive, true)))
    .get();
  if (banned) {
    await revokeAllSessions(db, row.userId);
    return { kind: 'banned', userId: row.userId };
  }
  if (row.revokedAt || row.expiresAt <= new Date().toISOString()) return { kind: 'expired' };

  if (row.usedAt) return reissueCurrentToken(db, presented, tokenHash, row);

  // One transaction: only one request can flip used_at from NULL, and only its successor row exists.
  const successor = randomToken();
  const sealed = await sealSuccessor(presented, tokenHash, successor);
  const [claimed] = await db.batch([
    db
      .update(refreshTokens)
      .set({ usedAt: new Date().toISOString(), successorSealed: sealed })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ sessionId: refreshTokens.sessionId }),
    db.insert(refreshTokens).select(
      db
        .select({
          tokenHash: sql<string>`${await sha256Hex(successor)}`.as('token_hash'),
          sessionId: refreshTokens.sessionId,
          createdAt: sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`.as('created_at'),
          usedAt: sql<null>`NULL`.as('used_at'),
          successorSealed: sql<null>`NULL`.as('successor_sealed'),
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.successorSealed, sealed))),
    ),
    db
      .update(sessions)
      .set({ expiresAt: isoFromNow(SESSION_TTL_SECONDS), lastUsedAt: new Date().toISOString() })
      .where(eq(sessions.id, row.sessionId)),
  ]);
  if (claimed.length === 0) {
    // A concurrent request presenting the same token claimed it a moment ago: share its successor.
    const now = await readToken(db, tokenHash);
    if (!now?.usedAt) return { kind: 'expired' };
    return reissueCurrentToken(db, presented, tokenHash, now);
  }
  return { kind: 'rotated', userId: row.userId, sessionId: row.sessionId, refreshToken: successor, reissued: false };
}

/** Within the grace window, the newest token of the chain; after it, reuse revokes the session. */
async function reissueCurrentToken(
  db: Database,
  presented: string,
  tokenHash: string,
  row: TokenRow,
): Promise<RotateResult> {
  if (!row.usedAt || !withinGrace(row.usedAt)) {
    await revokeSession(db, row.sessionId);
    return { kind: 'reused' };
  }
  let token = presented;
  let hash = tokenHash;
  let current: TokenRow | undefined = row;
  for (let hop = 0; current?.usedAt && hop < MAX_SUCCESSOR_HOPS; hop++) {
    if (!current.successorSealed) return { kind: 'race' };
    const next = await openSuccessor(token, hash, current.successorSealed);
    if (!next) return { kind: 'race' };
    token = next;
    hash = await sha256Hex(next);
    current = await readToken(db, hash);
  }
  if (!current || current.usedAt || current.sessionId !== row.sessionId) {
    await revokeSession(db, row.sessionId);
    return { kind: 'reused' };
  }
  return { kind: 'rotated', userId: row.userId, sessionId: row.sessionId, refreshToken: token, reissued: true };
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

export function revokeAllSessions(db: Database, userId: string) {
  return db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** A password change keeps the device that made it. */
export function revokeOtherSessions(db: Database, userId: string, keepSessionId: string) {
  return db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}
