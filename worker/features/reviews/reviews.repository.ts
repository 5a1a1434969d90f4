import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isPublicTrainer } from '../../db/public-trainer';
import { reviewFlags, reviews, trainers } from '../../db/schema';
import { withConstraintErrors } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';

export type CreateReviewResult =
  | {
      kind: 'created';
      review: { id: number; rating: number; title: string; comment: string | null; created_at: string };
    }
  | { kind: 'not_found' | 'own_profile' | 'duplicate' };

/** Writes the actor's review of a public trainer; the trainer's aggregates follow by trigger. */
export async function createReview(
  db: Database,
  actorId: string,
  slug: string,
  input: { rating: number; title: string; comment: string | null },
): Promise<CreateReviewResult> {
  const trainer = await db
    .select({ id: trainers.id, userId: trainers.userId })
    .from(trainers)
    .where(and(eq(trainers.slug, slug), isPublicTrainer))
    .get();
  if (!trainer) return { kind: 'not_found' };
  if (trainer.userId === actorId) return { kind: 'own_profile' };
  return withConstraintErrors(
    async (): Promise<CreateReviewResult> => {
      const [review] = await db
        .insert(reviews)
        .values({ trainerId: trainer.id, reviewerId: actorId, ...input })
        .returning({
          id: reviews.id,
          rating: reviews.rating,
          title: reviews.title,
          comment: reviews.comment,
          created_at: reviews.createdAt,
        });
      if (!review) throw new Error('Review insert returned nothing');
      return { kind: 'created', review };
    },
    { onUnique: () => ({ kind: 'duplicate' }) as const },
  );
}

export type FlagReviewResult = { kind: 'flagged' } | { kind: 'not_found' | 'own_review' | 'duplicate' };

/** A pending flag for the admin moderation queue; one open flag per user per review. */
export async function flagReview(
  db: Database,
  actorId: string,
  reviewId: number,
  reason: string,
): Promise<FlagReviewResult> {
  const review = await db
    .select({ reviewerId: reviews.reviewerId })
    .from(reviews)
    .innerJoin(trainers, eq(trainers.id, reviews.trainerId))
    .where(and(eq(reviews.id, reviewId), isPublicTrainer))
    .get();
  if (!review) return { kind: 'not_found' };
  if (review.reviewerId === actorId) return { kind: 'own_review' };
  return withConstraintErrors(
    async (): Promise<FlagReviewResult> => {
      await db.insert(reviewFlags).values({ reviewId, flaggedBy: actorId, reason });
      return { kind: 'flagged' };
    },
    // The review was deleted between the read and the insert.
    {
      onUnique: () => ({ kind: 'duplicate' }) as const,
      foreignKey: new ApiError(404, 'not_found', 'Review not found'),
    },
  );
}
