import { and, countDistinct, desc, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { CONTENT_ADMIN_PAGE_SIZE } from '#shared/api/admin-content';
import { UNKNOWN_REVIEWER } from '#shared/api/content-messages';
import type { FlaggedReview, FlaggedReviewsResponse, ResolveAction } from '#shared/api/review-moderation';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { profiles, reviewFlags, reviews, trainers } from '#worker/db/schema';
import { auditEntry, auditValue } from '#worker/platform/audit/audit-entry.repository';

const isPending = eq(reviewFlags.status, 'pending');
const reviewer = alias(profiles, 'reviewer');
const owner = alias(profiles, 'owner');

/**
 * Reviews with pending flags, newest flag first, each with all of its pending flags: one page of
 * reviews is chosen first (so a review's flags are never split across pages), then joined to its
 * review, author, trainer and flags. Flags whose review is gone (review_id NULL) are history.
 */
export async function listFlaggedReviews(db: Database, page: number): Promise<FlaggedReviewsResponse> {
  const flaggedAt = sql<string>`max(${reviewFlags.createdAt})`.as('flagged_at');
  const pageOfReviews = db.$with('page').as(
    db
      .select({ reviewId: reviewFlags.reviewId, flaggedAt })
      .from(reviewFlags)
      .where(and(isPending, isNotNull(reviewFlags.reviewId)))
      .groupBy(reviewFlags.reviewId)
      .orderBy(desc(flaggedAt), desc(reviewFlags.reviewId))
      .limit(CONTENT_ADMIN_PAGE_SIZE)
      .offset((page - 1) * CONTENT_ADMIN_PAGE_SIZE),
  );
  const [rows, [total]] = await db.batch([
    db
      .with(pageOfReviews)
      .select({
        review_id: reviews.id,
        flagged_at: pageOfReviews.flaggedAt,
        title: reviews.title,
        comment: reviews.comment,
        rating: reviews.rating,
        // Read in a batch, whose rows are keyed by column name: same-named columns (created_at, id,
        // full_name) each get a name of their own, or they would collapse and shift every value after.
        review_created_at: sql<string>`${reviews.createdAt}`.as('review_created_at'),
        reviewer_name: sql<string | null>`${reviewer.fullName}`.as('reviewer_name'),
        trainer_id: sql<number>`${trainers.id}`.as('trainer_id'),
        trainer_slug: trainers.slug,
        trainer_name: sql<string | null>`${owner.fullName}`.as('trainer_name'),
        flag_id: sql<number>`${reviewFlags.id}`.as('flag_id'),
        reason: reviewFlags.reason,
        flag_created_at: sql<string>`${reviewFlags.createdAt}`.as('flag_created_at'),
      })
      .from(pageOfReviews)
      .innerJoin(reviews, eq(reviews.id, pageOfReviews.reviewId))
      .innerJoin(trainers, eq(trainers.id, reviews.trainerId))
      .leftJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
      .leftJoin(owner, eq(owner.id, trainers.userId))
      .innerJoin(reviewFlags, and(eq(reviewFlags.reviewId, pageOfReviews.reviewId), isPending))
      .orderBy(
        desc(pageOfReviews.flaggedAt),
        desc(pageOfReviews.reviewId),
        desc(reviewFlags.createdAt),
        desc(reviewFlags.id),
      ),
    db
      .select({ n: countDistinct(reviewFlags.reviewId) })
      .from(reviewFlags)
      .where(and(isPending, isNotNull(reviewFlags.reviewId))),
  ]);
  const flagged = new Map<number, FlaggedReview>();
  for (const row of rows) {
    let review = flagged.get(row.review_id);
    if (!review) {
      review = {
        review_id: row.review_id,
        title: row.title,
        comment: row.comment,
        rating: row.rating,
        reviewer_name: row.reviewer_name?.trim() || UNKNOWN_REVIEWER,
        review_created_at: row.review_created_at,
        trainer: { id: row.trainer_id, slug: row.trainer_slug, full_name: row.trainer_name ?? '' },
        flags: [],
        flagged_at: row.flagged_at,
      };
      flagged.set(row.review_id, review);
    }
    review.flags.push({ id: row.flag_id, reason: row.reason, flagged_at: row.flag_created_at });
  }
  return {
    reviews: [...flagged.values()],
    total: total?.n ?? 0,
    page,
    page_size: CONTENT_ADMIN_PAGE_SIZE,
  };
}

export type ResolveResult = { kind: 'resolved'; flagIds: number[] } | { kind: 'not_found' | 'not_flagged' };

/**
 * Resolves every pending flag of a review (SPEC 4): approve keeps the review (resolved_approved);
 * remove deletes it (resolved_removed), after which its flags keep their record with review_id
 * NULL, and the trainer's rating figures and the listing cache follow by trigger. The resolving
 * admin and time are recorded; the audit entry holds what the review said.
 *
 * One batch: the flags are marked first, with this admin and a timestamp that together identify
 * this resolution; the audit entry and the deletion only happen if that mark is there, so two
 * admins resolving the same review at once cannot both act on it.
 */
export async function resolveReviewFlags(
  db: Database,
  actor: Actor,
  reviewId: number,
  action: ResolveAction,
): Promise<ResolveResult> {
  const review = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      comment: reviews.comment,
      rating: reviews.rating,
      reviewer_id: reviews.reviewerId,
      trainer_slug: trainers.slug,
      pending: db.$count(reviewFlags, and(eq(reviewFlags.reviewId, reviews.id), isPending)),
    })
    .from(reviews)
    .innerJoin(trainers, eq(trainers.id, reviews.trainerId))
    .where(eq(reviews.id, reviewId))
    .get();
  if (!review) return { kind: 'not_found' };
  if (review.pending === 0) return { kind: 'not_flagged' };

  const status = action === 'approve' ? 'resolved_approved' : 'resolved_removed';
  const resolvedAt = new Date().toISOString();
  const markedByThisResolution = db
    .select({ id: reviewFlags.id })
    .from(reviewFlags)
    .where(
      and(
        eq(reviewFlags.reviewId, reviewId),
        eq(reviewFlags.resolvedBy, actor.id),
        eq(reviewFlags.resolvedAt, resolvedAt),
      ),
    );
  const markFlags = db
    .update(reviewFlags)
    .set({ status, resolvedBy: actor.id, resolvedAt })
    .where(and(eq(reviewFlags.reviewId, reviewId), isPending))
    .returning({ id: reviewFlags.id });
  const audit = auditEntry(db, actor, {
    action: action === 'approve' ? 'review.approve' : 'review.remove',
    targetType: 'review',
    targetId: reviewId,
    before: {
      title: auditValue(review.title),
      comment: auditValue(review.comment),
      rating: review.rating,
      reviewer_id: review.reviewer_id,
      trainer: review.trainer_slug,
      pending_flags: review.pending,
    },
    after: { flags: status, review: action === 'approve' ? 'kept' : 'deleted' },
    onlyIf: exists(markedByThisResolution),
  });
  const [flags] =
    action === 'remove'
      ? await db.batch([
          markFlags,
          audit,
          db.delete(reviews).where(and(eq(reviews.id, reviewId), exists(markedByThisResolution))),
        ])
      : await db.batch([markFlags, audit]);
  const flagIds = flags.map((row) => row.id).sort((a, b) => a - b);
  // Another admin resolved it between the read and the batch.
  if (flagIds.length === 0) return { kind: 'not_flagged' };
  return { kind: 'resolved', flagIds };
}
