import { eq } from 'drizzle-orm';
import type { MyTrainerSummary } from '#shared/api/me';
import { DEFAULT_TRAINER_DESCRIPTION, DEFAULT_TRAINER_HEADLINE } from '#shared/enums';
import { profileCompleteness } from '#shared/profile-completeness';
import { fallbackTrainerSlug, trainerSlugFromName } from '#shared/slugs';
import type { Database } from '#worker/db/client';
import { profiles, trainers } from '#worker/db/schema';
import { constraintApiError, isUniqueViolation } from '#worker/lib/db-errors';

const summaryColumns = {
  id: trainers.id,
  slug: trainers.slug,
  status: trainers.status,
  headline: trainers.headline,
  status_message: trainers.statusMessage,
  status_changed_at: trainers.statusChangedAt,
  description: trainers.description,
  service_count: trainers.serviceCount,
  website_url: trainers.websiteUrl,
  instagram_url: trainers.instagramUrl,
  tiktok_url: trainers.tiktokUrl,
  snapchat_url: trainers.snapchatUrl,
  whatsapp_number: trainers.whatsappNumber,
  bio: profiles.bio,
  profile_image: profiles.profileImage,
};

/** The actor's trainer record with its completeness score (one query), or null. */
export async function findMyTrainer(db: Database, actorId: string): Promise<MyTrainerSummary | null> {
  const row = await db
    .select(summaryColumns)
    .from(trainers)
    .innerJoin(profiles, eq(profiles.id, trainers.userId))
    .where(eq(trainers.userId, actorId))
    .get();
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    headline: row.headline,
    status_message: row.status_message,
    status_changed_at: row.status_changed_at,
    completeness: profileCompleteness(row),
  };
}

/** Slug candidates in order (SPEC 7): the full name, `trainer-` plus part of the user id, then the whole id. */
export function slugCandidates(fullName: string, userId: string): string[] {
  const fromName = trainerSlugFromName(fullName);
  const fromId = fallbackTrainerSlug(userId);
  const longId = `trainer-${userId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
  return [...new Set([fromName, fromId, longId].filter(Boolean))];
}

/** Creates the pending profile or finds the existing one (a retry or double click); slug clashes are decided by the database, not a pre-read. */
export async function createMyTrainer(
  db: Database,
  actor: { id: string; fullName: string; emailVerified: boolean },
): Promise<{ trainer: MyTrainerSummary; created: boolean }> {
  const existing = await findMyTrainer(db, actor.id);
  if (existing) return { trainer: existing, created: false };
  for (const slug of slugCandidates(actor.fullName, actor.id)) {
    try {
      await db.insert(trainers).values({
        userId: actor.id,
        slug,
        headline: DEFAULT_TRAINER_HEADLINE,
        description: DEFAULT_TRAINER_DESCRIPTION,
        status: 'pending',
        // The badge follows the account: a proven address is verified from the start.
        emailVerified: actor.emailVerified,
      });
      const created = await findMyTrainer(db, actor.id);
      if (created) return { trainer: created, created: true };
    } catch (err) {
      if (!isUniqueViolation(err)) throw constraintApiError(err) ?? err;
      // A concurrent request created this user's profile: that one is the answer.
      const concurrent = await findMyTrainer(db, actor.id);
      if (concurrent) return { trainer: concurrent, created: false };
    }
  }
  throw new Error(`No free slug for user ${actor.id}`);
}
