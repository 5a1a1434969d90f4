import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import {
  accountTokens,
  contactSubmissions,
  emailOutbox,
  newsletterSubscriptions,
  profiles,
  savedTrainers,
  trainers,
  userRoles,
  users,
} from '#worker/db/schema';
import { revokeAllSessions } from '#worker/features/auth/index';
import { deleteImageIfUnused } from '#worker/features/images/index';

/** What a deleted account is called wherever its reviews still show. */
export const DELETED_ACCOUNT_NAME = 'Anonymous';

/** An address no mail can reach and no one can sign up with again by accident. */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Deletes an account in one batch (one transaction: a failing step leaves the account as it was).
 * The users and profiles rows stay so the reviews written keep their author, now "Anonymous";
 * everything personal goes: name, email, bio, photo, password, sessions, links, saved trainers,
 * newsletter subscription, messages sent, emails not yet sent. A trainer profile is unpublished
 * (rejected, with its contact details removed), which also drops it from the listing caches
 * (their version triggers).
 */
export async function deleteMyAccount(db: Database, images: R2Bucket, userId: string): Promise<void> {
  const now = new Date().toISOString();
  const account = await db
    .select({ email: users.email, photo: profiles.profileImage })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!account) return;
  const placeholder = deletedAccountEmail(userId);
  await db.batch([
    db
      .update(emailOutbox)
      .set({ status: 'skipped', lastError: 'account deleted' })
      .where(and(eq(emailOutbox.toEmail, account.email), eq(emailOutbox.status, 'queued'))),
    db
      .update(users)
      .set({
        email: placeholder,
        // Not a hash any password can match (verifyPassword rejects the scheme).
        passwordHash: 'deleted',
        deletedAt: now,
        emailVerifiedAt: null,
        emailNotifications: false,
      })
      .where(eq(users.id, userId)),
    db
      .update(profiles)
      .set({ fullName: DELETED_ACCOUNT_NAME, email: placeholder, bio: null, profileImage: null })
      .where(eq(profiles.id, userId)),
    db
      .update(trainers)
      .set({
        status: 'rejected',
        statusMessage: 'Account deleted',
        statusChangedAt: now,
        updatedAt: now,
        isFeatured: false,
        featuredAt: null,
        emailVerified: false,
        identityVerified: false,
        websiteUrl: null,
        instagramUrl: null,
        tiktokUrl: null,
        snapchatUrl: null,
        whatsappNumber: null,
        version: sql`${trainers.version} + 1`,
      })
      .where(eq(trainers.userId, userId)),
    db.delete(savedTrainers).where(eq(savedTrainers.userId, userId)),
    revokeAllSessions(db, userId),
    db.delete(accountTokens).where(eq(accountTokens.userId, userId)),
    db.delete(userRoles).where(eq(userRoles.userId, userId)),
    db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId)),
    db.delete(contactSubmissions).where(eq(contactSubmissions.userId, userId)),
  ]);
  // After the transaction: a photo left behind is unreachable (nothing links to it) and harmless.
  if (account.photo) await deleteImageIfUnused(db, images, account.photo);
}
