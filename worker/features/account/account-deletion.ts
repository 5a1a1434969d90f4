import type { Database } from '#worker/db/client';
import { deleteImageIfUnused } from '#worker/features/images/index';
import { anonymiseMyAccount } from './account-settings.repository';

/**
 * Deletes an account (`anonymiseMyAccount`: one batch, so a failing step leaves the account as it
 * was), then its photo from storage unless another profile shows it.
 */
export async function deleteMyAccount(db: Database, images: R2Bucket, userId: string): Promise<void> {
  const account = await anonymiseMyAccount(db, userId);
  // After the transaction: a photo left behind is unreachable (nothing links to it) and harmless.
  if (account?.photo) await deleteImageIfUnused(db, images, account.photo);
}
