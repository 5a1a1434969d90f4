import { and, eq, isNull } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import { profiles, users } from '#worker/db/schema';
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
