import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedTrainer } from '#shared/api/saved-trainers';
import { type CategoryKey, isCategoryKey } from '#shared/categories';
import type { Database } from '#worker/db/client';
import { profiles, savedTrainers, services, trainers } from '#worker/db/schema';
import { isPublicTrainer } from '#worker/db/trainer-visibility';
import { cheapestServiceMinutes } from '#worker/features/browse/index';

/** Saved public trainers, newest first; every function here is keyed by the acting user. */
export async function listSavedTrainers(db: Database, actorId: string): Promise<SavedTrainer[]> {
  const rows = await db
    .select({
      trainer_id: trainers.id,
      slug: trainers.slug,
      full_name: profiles.fullName,
      headline: trainers.headline,
      profile_image: profiles.profileImage,
      min_price: trainers.minPrice,
      min_price_minutes: cheapestServiceMinutes(),
      is_featured: trainers.isFeatured,
      identity_verified: trainers.identityVerified,
      saved_at: savedTrainers.createdAt,
      categories: sql<
        string | null
      >`(SELECT group_concat(DISTINCT ${services.category}) FROM ${services} WHERE ${services.trainerId} = ${trainers.id})`,
    })
    .from(savedTrainers)
    .innerJoin(trainers, and(eq(trainers.id, savedTrainers.trainerId), isPublicTrainer))
    .innerJoin(profiles, eq(profiles.id, trainers.userId))
    .where(eq(savedTrainers.userId, actorId))
    .orderBy(desc(savedTrainers.createdAt), desc(savedTrainers.id));
  return rows.map((row) => ({
    ...row,
    categories: (row.categories ?? '').split(',').filter(isCategoryKey) as CategoryKey[],
  }));
}

export async function listSavedTrainerIds(db: Database, actorId: string): Promise<number[]> {
  const rows = await db
    .select({ trainerId: savedTrainers.trainerId })
    .from(savedTrainers)
    .where(eq(savedTrainers.userId, actorId))
    .orderBy(desc(savedTrainers.createdAt));
  return rows.map((row) => row.trainerId);
}

/** Idempotent: saving a saved trainer changes nothing. Returns false if the trainer is not public. */
export async function saveTrainer(db: Database, actorId: string, trainerId: number): Promise<boolean> {
  const trainer = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.id, trainerId), isPublicTrainer))
    .get();
  if (!trainer) return false;
  await db.insert(savedTrainers).values({ userId: actorId, trainerId }).onConflictDoNothing();
  return true;
}

/** Removing a trainer that is not saved is not an error. */
export async function unsaveTrainer(db: Database, actorId: string, trainerId: number): Promise<void> {
  await db.delete(savedTrainers).where(and(eq(savedTrainers.userId, actorId), eq(savedTrainers.trainerId, trainerId)));
}
