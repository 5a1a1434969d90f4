import type { Database } from '#worker/db/client';
import { newsletterSubscriptions } from '#worker/db/schema';

/** Subscribes an address (a UNIQUE violation when it already is: the route answers 409). */
export async function subscribeToNewsletter(
  db: Database,
  subscription: { email: string; sourcePage: string; userId: string | null },
): Promise<void> {
  await db.insert(newsletterSubscriptions).values(subscription);
}
