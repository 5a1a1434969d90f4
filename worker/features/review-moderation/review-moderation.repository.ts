import {
  CONTENT_ADMIN_PAGE_SIZE,
  type FlaggedReview,
  type FlaggedReviewsResponse,
  type ResolveAction,
  UNKNOWN_REVIEWER,
} from '../../shared/api/content';
import { auditStatement, auditValue } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';

interface FlagRowSql {
  review_id: number;
  flagged_at: string;
  title: string;
  comment: string | null;
  rating: number;
  review_created_at: string;
  reviewer_name: string | null;
  trainer_id: number;
  trainer_slug: string;
  trainer_name: string | null;
  flag_id: number;
  reason: string;
  flag_created_at: string;
}

/**
 * Reviews with pending flags, newest flag first, each with all of its pending flags: one page of
 * reviews is chosen first (so a review's flags are never split across pages), then joined to its
 * review, author, trainer and flags. Flags whose review is gone (review_id NULL) are history.
 */
export async function listFlaggedReviews(db: D1Database, page: number): Promise<FlaggedReviewsResponse> {
  const [rows, total] = await db.batch([
    db
      .prepare(
        `WITH page AS (
           SELECT review_id, max(created_at) AS flagged_at FROM review_flags
           WHERE status = 'pending' AND review_id IS NOT NULL
           GROUP BY review_id ORDER BY flagged_at DESC, review_id DESC LIMIT ? OFFSET ?
         )
         SELECT page.review_id, page.flagged_at, r.title, r.comment, r.rating, r.created_at AS review_created_at,
           reviewer.full_name AS reviewer_name, t.id AS trainer_id, t.slug AS trainer_slug,
           owner.full_name AS trainer_name, f.id AS flag_id, f.reason, f.created_at AS flag_created_at
         FROM page
         JOIN reviews r ON r.id = page.review_id
         JOIN trainers t ON t.id = r.trainer_id
         LEFT JOIN profiles reviewer ON reviewer.id = r.reviewer_id
         LEFT JOIN profiles owner ON owner.id = t.user_id
         JOIN review_flags f ON f.review_id = page.review_id AND f.status = 'pending'
         ORDER BY page.flagged_at DESC, page.review_id DESC, f.created_at DESC, f.id DESC`,
      )
      .bind(CONTENT_ADMIN_PAGE_SIZE, (page - 1) * CONTENT_ADMIN_PAGE_SIZE),
    db.prepare(
      "SELECT count(DISTINCT review_id) AS n FROM review_flags WHERE status = 'pending' AND review_id IS NOT NULL",
    ),
  ]);
  const reviews = new Map<number, FlaggedReview>();
  for (const row of (rows?.results ?? []) as FlagRowSql[]) {
    let review = reviews.get(row.review_id);
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
      reviews.set(row.review_id, review);
    }
    review.flags.push({ id: row.flag_id, reason: row.reason, flagged_at: row.flag_created_at });
  }
  return {
    reviews: [...reviews.values()],
    total: ((total?.results[0] ?? { n: 0 }) as { n: number }).n,
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
  db: D1Database,
  actor: Actor,
  reviewId: number,
  action: ResolveAction,
): Promise<ResolveResult> {
  const review = await db
    .prepare(
      `SELECT r.id, r.title, r.comment, r.rating, r.reviewer_id, t.slug AS trainer_slug,
         (SELECT count(*) FROM review_flags f WHERE f.review_id = r.id AND f.status = 'pending') AS pending
       FROM reviews r JOIN trainers t ON t.id = r.trainer_id WHERE r.id = ?`,
    )
    .bind(reviewId)
    .first<{
      id: number;
      title: string;
      comment: string | null;
      rating: number;
      reviewer_id: string;
      trainer_slug: string;
      pending: number;
    }>();
  if (!review) return { kind: 'not_found' };
  if (review.pending === 0) return { kind: 'not_flagged' };

  const status = action === 'approve' ? 'resolved_approved' : 'resolved_removed';
  const resolvedAt = new Date().toISOString();
  const ours = {
    sql: 'EXISTS (SELECT 1 FROM review_flags WHERE review_id = ? AND resolved_by = ? AND resolved_at = ?)',
    params: [reviewId, actor.id, resolvedAt],
  };
  const statements = [
    db
      .prepare(
        `UPDATE review_flags SET status = ?, resolved_by = ?, resolved_at = ?
         WHERE review_id = ? AND status = 'pending' RETURNING id`,
      )
      .bind(status, actor.id, resolvedAt, reviewId),
    auditStatement(db, actor, {
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
      onlyIf: ours,
    }),
  ];
  if (action === 'remove') {
    statements.push(db.prepare(`DELETE FROM reviews WHERE id = ? AND ${ours.sql}`).bind(reviewId, ...ours.params));
  }
  const [flags] = await db.batch(statements);
  const flagIds = ((flags?.results ?? []) as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  // Another admin resolved it between the read and the batch.
  if (flagIds.length === 0) return { kind: 'not_flagged' };
  return { kind: 'resolved', flagIds };
}
