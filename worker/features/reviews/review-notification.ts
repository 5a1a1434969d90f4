import type { Database } from '#worker/db/client';
import { sendEmail } from '#worker/platform/email/outbox';
import { log } from '#worker/platform/log/logger';
import { findReviewForNotification } from './reviews.repository';

/**
 * Tells a trainer about a new review of their profile (an optional email: skipped at delivery
 * for an owner who switched notifications off). Written after the review; never fails the review.
 */
export async function notifyTrainerOfReview(env: Env, db: Database, reviewId: number): Promise<void> {
  const row = await findReviewForNotification(db, reviewId).catch((error: unknown) => {
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
