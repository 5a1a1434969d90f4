import { eq, sql } from 'drizzle-orm';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { profiles, users } from '#worker/db/schema';

// Literal `users.id`: drizzle leaves columns unqualified in single-table selects, which would bind
// them to the subquery's own table.
export const isAdminSql = sql<number>`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = users.id AND r.role = 'admin')`;
export const isBannedSql = sql<number>`EXISTS (SELECT 1 FROM user_bans b WHERE b.user_id = users.id AND b.is_active = 1)`;

/** Null when the user is gone or the session ended; a banned user is returned, so they hear they are suspended (403). */
export async function loadActor(db: Database, userId: string, sessionId: string): Promise<Actor | null> {
  return toActor(await actorQuery(db, userId, sessionId), sessionId);
}

/** The statement `loadActor` runs, for a caller's `db.batch` (its rows: `toActor`). */
export function actorQuery(db: Database, userId: string, sessionId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: profiles.fullName,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      isAdmin: isAdminSql,
      isBanned: isBannedSql,
      sessionLive: sql<number>`EXISTS (SELECT 1 FROM sessions s WHERE s.id = ${sessionId} AND s.user_id = users.id
        AND s.revoked_at IS NULL AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
}

export function toActor(rows: Awaited<ReturnType<typeof actorQuery>>, sessionId: string): Actor | null {
  const [row] = rows;
  if (!row || (!row.sessionLive && !row.isBanned)) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    createdAt: row.createdAt,
    isAdmin: Boolean(row.isAdmin),
    isBanned: Boolean(row.isBanned),
    emailVerified: row.emailVerifiedAt !== null,
    sessionId,
  };
}
