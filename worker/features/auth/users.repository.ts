import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import { profiles, trainers, users } from '#worker/db/schema';
import { isAdminSql, isBannedSql } from '#worker/platform/auth/actor.repository';

/** The account an email signs in to; a deleted account is no account (its address is a placeholder). */
export async function findUserForSignIn(db: Database, email: string) {
  return db
    .select({ id: users.id, passwordHash: users.passwordHash, fullName: profiles.fullName, isBanned: isBannedSql })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .get();
}

/** The account and its profile (SPEC 7: sign-up stores full_name), for the sign-up batch. */
export function newUserStatements(
  db: Database,
  input: { id: string; email: string; fullName: string; passwordHash: string },
): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  return [
    db.insert(users).values({ id: input.id, email: input.email, passwordHash: input.passwordHash }),
    db.insert(profiles).values({ id: input.id, email: input.email, fullName: input.fullName }),
  ];
}

export async function findActorById(db: Database, userId: string) {
  return db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName, isAdmin: isAdminSql })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .get();
}

/**
 * What following a verification link changes, for the batch after its claim; each statement
 * changes something only if `claimed` holds (the claim in the same batch was this request's). The
 * address counts as verified from the first time; a trainer profile gets its "Email Verified" badge.
 */
export function verifyEmailStatements(
  db: Database,
  userId: string,
  claimed: SQL,
  now: string,
): [BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  return [
    db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(sql`${users.id} = ${userId} AND ${claimed}`),
    emailBadgeStatement(db, userId, claimed),
  ];
}

/** `verifyEmailStatements` for a new address: it replaces the old one, verified as of now. */
export function changeEmailStatements(
  db: Database,
  userId: string,
  newEmail: string,
  claimed: SQL,
  now: string,
): [BatchItem<'sqlite'>, BatchItem<'sqlite'>, BatchItem<'sqlite'>] {
  return [
    db.update(users).set({ email: newEmail, emailVerifiedAt: now }).where(sql`${users.id} = ${userId} AND ${claimed}`),
    db.update(profiles).set({ email: newEmail }).where(sql`${profiles.id} = ${userId} AND ${claimed}`),
    emailBadgeStatement(db, userId, claimed),
  ];
}

function emailBadgeStatement(db: Database, userId: string, claimed: SQL) {
  return db.update(trainers).set({ emailVerified: true }).where(sql`${trainers.userId} = ${userId} AND ${claimed}`);
}

/** An account's current address ('' when the account is gone). */
export async function findUserEmail(db: Database, userId: string): Promise<string> {
  const user = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
  return user?.email ?? '';
}
