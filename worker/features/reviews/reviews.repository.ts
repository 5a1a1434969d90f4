import { withConstraintErrors } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';

export type CreateReviewResult =
  | {
      kind: 'created';
      review: { id: number; rating: number; title: string; comment: string | null; created_at: string };
    }
  | { kind: 'not_found' | 'own_profile' | 'duplicate' };

/** Writes the actor's review of an approved trainer; the trainer's aggregates follow by trigger. */
export async function createReview(
  db: D1Database,
  actorId: string,
  slug: string,
  input: { rating: number; title: string; comment: string | null },
): Promise<CreateReviewResult> {
  const trainer = await db
    .prepare("SELECT id, user_id FROM trainers WHERE slug = ? AND status = 'approved' AND owner_banned = 0")
    .bind(slug)
    .first<{ id: number; user_id: string }>();
  if (!trainer) return { kind: 'not_found' };
  if (trainer.user_id === actorId) return { kind: 'own_profile' };
  return withConstraintErrors(
    async (): Promise<CreateReviewResult> => {
      const review = await db
        .prepare(
          `INSERT INTO reviews (trainer_id, reviewer_id, rating, title, comment) VALUES (?, ?, ?, ?, ?)
           RETURNING id, rating, title, comment, created_at`,
        )
        .bind(trainer.id, actorId, input.rating, input.title, input.comment)
        .first<{ id: number; rating: number; title: string; comment: string | null; created_at: string }>();
      if (!review) throw new Error('Review insert returned nothing');
      return { kind: 'created', review };
    },
    { onUnique: () => ({ kind: 'duplicate' }) as const },
  );
}

export type FlagReviewResult = { kind: 'flagged' } | { kind: 'not_found' | 'own_review' | 'duplicate' };

/** A pending flag for the admin moderation queue; one open flag per user per review. */
export async function flagReview(
  db: D1Database,
  actorId: string,
  reviewId: number,
  reason: string,
): Promise<FlagReviewResult> {
  const review = await db
    .prepare(
      `SELECT r.reviewer_id FROM reviews r JOIN trainers t ON t.id = r.trainer_id
       WHERE r.id = ? AND t.status = 'approved' AND t.owner_banned = 0`,
    )
    .bind(reviewId)
    .first<{ reviewer_id: string }>();
  if (!review) return { kind: 'not_found' };
  if (review.reviewer_id === actorId) return { kind: 'own_review' };
  return withConstraintErrors(
    async (): Promise<FlagReviewResult> => {
      await db
        .prepare('INSERT INTO review_flags (review_id, flagged_by, reason) VALUES (?, ?, ?)')
        .bind(reviewId, actorId, reason)
        .run();
      return { kind: 'flagged' };
    },
    // The review was deleted between the read and the insert.
    {
      onUnique: () => ({ kind: 'duplicate' }) as const,
      foreignKey: new ApiError(404, 'not_found', 'Review not found'),
    },
  );
}
