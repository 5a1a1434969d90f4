import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import { contactSubmissions, profiles, userRoles, users } from '#worker/db/schema';

type ContactFields = Pick<typeof contactSubmissions.$inferInsert, 'name' | 'email' | 'subject' | 'message'>;

/** Stores a contact message, signed by the actor when there is one; returns what the admins are told. */
export async function insertContactSubmission(db: Database, input: ContactFields, actorId: string | null) {
  const [submission] = await db
    .insert(contactSubmissions)
    .values({ ...input, userId: actorId })
    .returning({
      id: contactSubmissions.id,
      name: contactSubmissions.name,
      email: contactSubmissions.email,
      subject: contactSubmissions.subject,
      message: contactSubmissions.message,
    });
  return submission;
}

/** The administrators a contact message is mailed to (accounts not deleted). */
export function listAdminRecipients(db: Database) {
  return db
    .select({ id: users.id, email: users.email, name: profiles.fullName })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(userRoles.role, 'admin'), isNull(users.deletedAt)))
    .all();
}
