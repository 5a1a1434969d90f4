import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Database } from '#worker/db/client';
import { profiles, reviews, trainers, users } from '#worker/db/schema';
import { sendEmail } from '#worker/platform/email/outbox';
import { log } from '#worker/platform/log/logger';

const reviewer = alias(profiles, 'reviewer');
const owner = alias(profiles, 'owner');

/**
 * Tells a trainer about a new review of their profile (an optional email: skipped at delivery
 * for an owner who switched notifications off). Written after the review; never fails the review.
 */
export async function notifyTrainerOfReview(env: Env, db: Database, reviewId: number): Promise<void> {
  const row = await db
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
    .get()
    .catch((error: unknown) => {
      log.error('Review notification not written', { reviewId, error });
      return undefined;
    });
  if (!row) return;
  await sendEmail(env, db, {
    key: `new_review:${reviewId}`,
    to: row.ownerEmail,
    content: {
      template: 'new_review',
      data: {
        name: row.ownerName,
        userId: row.ownerId,
        reviewer: row.reviewer,
        rating: row.rating,
        title: row.title,
        slug: row.slug,
      },
    },
  });
}
