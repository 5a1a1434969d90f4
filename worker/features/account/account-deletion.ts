import type { Database } from '#worker/db/client';
import { deleteImageIfUnused } from '#worker/features/images/index';
import { anonymiseMyAccount } from './account-settings.repository';

/** Returns the keys of the emails written (the other sides of cancelled sessions), for the queue. */
export async function deleteMyAccount(db: Database, images: R2Bucket, userId: string): Promise<string[]> {
  const account = await anonymiseMyAccount(db, userId);
  // After the transaction: a photo left behind is unreachable (nothing links to it) and harmless.
  if (account?.photo) await deleteImageIfUnused(db, images, account.photo);
  return account?.emailKeys ?? [];
}
