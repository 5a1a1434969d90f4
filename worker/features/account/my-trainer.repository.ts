import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { trainers } from '../../db/schema';
import { constraintApiError, isUniqueViolation } from '../../lib/db-errors';
import type { MyTrainerSummary } from '../../shared/api/me';
import { DEFAULT_TRAINER_HEADLINE } from '../../shared/enums';
import { fallbackTrainerSlug, trainerSlugFromName } from '../../shared/slugs';

export const DEFAULT_TRAINER_DESCRIPTION = 'Add your description here';

const summaryColumns = { id: trainers.id, slug: trainers.slug, status: trainers.status, headline: trainers.headline };

export async function findMyTrainer(db: Database, actorId: string): Promise<MyTrainerSummary | null> {
  return (await db.select(summaryColumns).from(trainers).where(eq(trainers.userId, actorId)).get()) ?? null;
}

/** Slug candidates in order (SPEC 7): from the full name, then `trainer-` plus part of the user id. */
function slugCandidates(fullName: string, userId: string): string[] {
  const fromName = trainerSlugFromName(fullName);
  const fromId = fallbackTrainerSlug(userId);
  const longId = `trainer-${userId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
  return [...new Set([fromName, fromId, longId].filter(Boolean))];
}

/**
 * Creates the actor's trainer profile as pending. Returns null if the actor already has one.
 * Slug clashes fall through to the next candidate; the unique index decides, not a pre-read.
 */
export async function createMyTrainer(
  db: Database,
  actor: { id: string; fullName: string },
): Promise<MyTrainerSummary | null> {
  if (await findMyTrainer(db, actor.id)) return null;
  for (const slug of slugCandidates(actor.fullName, actor.id)) {
    try {
      const [created] = await db
        .insert(trainers)
        .values({
          userId: actor.id,
          slug,
          headline: DEFAULT_TRAINER_HEADLINE,
          description: DEFAULT_TRAINER_DESCRIPTION,
          status: 'pending',
        })
        .returning(summaryColumns);
      if (created) return created;
    } catch (err) {
      if (!isUniqueViolation(err)) throw constraintApiError(err) ?? err;
      // A concurrent request created this user's profile: report it as existing.
      if (await findMyTrainer(db, actor.id)) return null;
    }
  }
  throw new Error(`No free slug for user ${actor.id}`);
}
