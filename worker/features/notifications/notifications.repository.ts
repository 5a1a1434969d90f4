import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { users } from '#worker/db/schema';

/** The address of an account not deleted (what an unsubscribe link's token is bound to). */
export function findLiveAccountEmail(db: Database, userId: string) {
  return db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .get();
}

/** Switches an account's optional emails on or off; its address, or undefined for no such live account. */
export async function setEmailNotifications(db: Database, userId: string, on: boolean): Promise<string | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailNotifications: on })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ email: users.email });
  return row?.email;
}

/** Whether an optional email may still go to an account: notifications on, account not deleted. */
export function findRecipientPreference(db: Database, userId: string) {
  return db
    .select({ on: users.emailNotifications, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}
