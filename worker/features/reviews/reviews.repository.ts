import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { MyReview, MyReviewStateResponse } from '#shared/api/reviews';
import type { Database } from '#worker/db/client';
import { profiles, reviewFlags, reviews, trainers, users } from '#worker/db/schema';
import { isPublicTrainer } from '#worker/db/trainer-visibility';
import { withConstraintErrors } from '#worker/lib/db-errors';
import { ApiError } from '#worker/lib/errors';

interface ReviewInput {
  rating: number;
  title: string;
  comment: string | null;
}

const myReviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  created_at: reviews.createdAt,
};

function publicTrainerBySlug(db: Database, slug: string) {
  return db
    .select({ id: trainers.id, userId: trainers.userId })
    .from(trainers)
    .where(and(eq(trainers.slug, slug), isPublicTrainer))
    .get();
}

export type CreateReviewResult =
  | { kind: 'created'; review: MyReview }
  | { kind: 'not_found' | 'own_profile' | 'duplicate' };

/** Writes the actor's review of a public trainer; the trainer's aggregates follow by trigger. */
export async function createReview(
  db: Database,
  actorId: string,
  slug: string,
  input: ReviewInput,
): Promise<CreateReviewResult> {
  const trainer = await publicTrainerBySlug(db, slug);
  if (!trainer) return { kind: 'not_found' };
  if (trainer.userId === actorId) return { kind: 'own_profile' };
  return withConstraintErrors(
    async (): Promise<CreateReviewResult> => {
      const [review] = await db
        .insert(reviews)
        .values({ trainerId: trainer.id, reviewerId: actorId, ...input })
        .returning(myReviewColumns);
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

/** The actor's own review and the reviews they have an open report on, in one round trip; null when the trainer is not public. */
export async function myReviewState(
  db: Database,
  actorId: string,
  slug: string,
): Promise<MyReviewStateResponse | null> {
  const trainer = await publicTrainerBySlug(db, slug);
  if (!trainer) return null;
  const [mine, reported] = await db.batch([
    db
      .select(myReviewColumns)
      .from(reviews)
      .where(and(eq(reviews.trainerId, trainer.id), eq(reviews.reviewerId, actorId)))
      .limit(1),
    db
      .select({ reviewId: reviews.id })
      .from(reviewFlags)
      .innerJoin(reviews, eq(reviews.id, reviewFlags.reviewId))
      .where(
        and(eq(reviewFlags.flaggedBy, actorId), eq(reviewFlags.status, 'pending'), eq(reviews.trainerId, trainer.id)),
      ),
  ]);
  return { review: mine[0] ?? null, reported_review_ids: reported.map((row) => row.reviewId) };
}

export type ChangeReviewResult<T> = { kind: 'done'; value: T } | { kind: 'not_found' | 'not_yours' };

/** Whose review this is, if it is a review of a public trainer. */
function reviewOfPublicTrainer(db: Database, reviewId: number) {
  return db
    .select({ reviewerId: reviews.reviewerId })
    .from(reviews)
    .innerJoin(trainers, eq(trainers.id, reviews.trainerId))
    .where(and(eq(reviews.id, reviewId), isPublicTrainer))
    .get();
}

/** The write is keyed by the author too, so a review changing hands meanwhile cannot be edited. */
export async function updateMyReview(
  db: Database,
  actorId: string,
  reviewId: number,
  input: ReviewInput,
): Promise<ChangeReviewResult<MyReview>> {
  const found = await reviewOfPublicTrainer(db, reviewId);
  if (!found) return { kind: 'not_found' };
  if (found.reviewerId !== actorId) return { kind: 'not_yours' };
  const [review] = await db
    .update(reviews)
    .set(input)
    .where(and(eq(reviews.id, reviewId), eq(reviews.reviewerId, actorId)))
    .returning(myReviewColumns);
  return review ? { kind: 'done', value: review } : { kind: 'not_found' };
}

/** Whatever became of the trainer since: their words are theirs to take back. */
export async function deleteMyReview(
  db: Database,
  actorId: string,
  reviewId: number,
): Promise<ChangeReviewResult<null>> {
  const [found] = await db.select({ reviewerId: reviews.reviewerId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!found) return { kind: 'not_found' };
  if (found.reviewerId !== actorId) return { kind: 'not_yours' };
  const deleted = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.reviewerId, actorId)))
    .returning({ id: reviews.id });
  return deleted.length ? { kind: 'done', value: null } : { kind: 'not_found' };
}

const reviewer = alias(profiles, 'reviewer');
const owner = alias(profiles, 'owner');

export function findReviewForNotification(db: Database, reviewId: number) {
  return db
    .select({
      ownerId: trainers.userId,
      ownerName: owner.fullName,
      ownerEmail: users.email,
      slug: trainers.slug,
      reviewer: reviewer.fullName,
      rating: reviews.rating,
      title: reviews.title,
    })
    .from(reviews)
    .innerJoin(trainers, eq(trainers.id, reviews.trainerId))
    .innerJoin(owner, eq(owner.id, trainers.userId))
    .innerJoin(users, eq(users.id, trainers.userId))
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .where(eq(reviews.id, reviewId))
    .get();
}
