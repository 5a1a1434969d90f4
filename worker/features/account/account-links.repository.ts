import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import { profiles, sessions, users } from '#worker/db/schema';

/** The account (not deleted) an address signs in to, with the name its emails greet. */
export function findLiveAccountByEmail(db: Database, email: string) {
  return db
    .select({ id: users.id, fullName: profiles.fullName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .get();
}

/** An account (not deleted): its address and the name its emails greet. */
export function findLiveAccount(db: Database, userId: string) {
  return db
    .select({ email: users.email, fullName: profiles.fullName })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .get();
}

/**
 * What a followed reset link changes, for the batch after its claim: the new password, and every
 * live session ended. Each changes something only if `claimed` holds (the claim was this request's).
 */
export function resetPasswordStatements(
  db: Database,
  userId: string,
  passwordHash: string,
  claimed: SQL,
  now: string,
): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  return [
    db.update(users).set({ passwordHash }).where(sql`${users.id} = ${userId} AND ${claimed}`),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(sql`${sessions.userId} = ${userId} AND ${sessions.revokedAt} IS NULL AND ${claimed}`),
  ];
}
