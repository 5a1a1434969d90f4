import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import type { FlaggedReview, ResolveAction } from '#shared/api/review-moderation';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Pager } from '#web/components/Pager';
import { RatingStars } from '#web/components/RatingStars';
import { formatDay } from '#web/lib/dates';
import { toast } from '#web/lib/toast';
import { flaggedReviewsQuery, useResolveFlags } from './api/flagged-reviews';

/**
 * SPEC 2 Review Moderation: each reported review with its title, comment, rating out of 5,
 * reviewer (or Unknown), the flags' reasons and dates; Approve keeps it, Remove deletes it.
 */
export function ReviewModerationTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const list = useQuery(flaggedReviewsQuery(page));
  const resolve = useResolveFlags();
  const [removing, setRemoving] = useState<FlaggedReview | null>(null);
  const data = list.data;
  const busy = (review: FlaggedReview) => resolve.isPending && resolve.variables?.review.review_id === review.review_id;

  const onResolve = (review: FlaggedReview, action: ResolveAction) =>
    resolve.mutate(
      { review, action },
      {
        onSuccess: () => {
          toast.success(action === 'approve' ? CONTENT_MESSAGES.reviewApproved : CONTENT_MESSAGES.reviewRemoved);
          setRemoving(null);
        },
        onError: (error) => toast.error(CONTENT_MESSAGES.resolveFlagFailed, { cause: error }),
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">Review Moderation</h2>
      {list.isPending && <div className="skeleton h-40 w-full" role="status" aria-label="Loading flagged reviews" />}
      {list.isError && !data && <p className="text-base-content/70">{CONTENT_MESSAGES.loadFlaggedReviewsFailed}</p>}
      {data?.reviews.length === 0 && (
        <p className="py-12 text-center text-base-content/70">{CONTENT_MESSAGES.noFlaggedReviews}</p>
      )}
      <ul className="flex flex-col gap-4" aria-label="Flagged reviews">
        {data?.reviews.map((review) => (
          <li key={review.review_id} className="card border border-base-300 bg-base-100" data-testid="flagged-review">
            <div className="card-body gap-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="text-lg font-semibold">{review.title}</h3>
                  <p className="text-sm text-base-content/70">
                    by {review.reviewer_name} · for{' '}
                    <Link to={`/trainer/${review.trainer.slug}`} className="link">
                      {review.trainer.full_name}
                    </Link>{' '}
                    · {formatDay(review.review_created_at)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <RatingStars rating={review.rating} />
                  <span className="text-sm text-base-content/70">{review.rating}/5</span>
                </div>
              </div>
              {review.comment && <p className="whitespace-pre-line text-base-content/80">{review.comment}</p>}
              <div className="rounded-box bg-warning/10 p-3">
                <p className="text-sm font-medium">
                  Flagged {formatDay(review.flagged_at)} · {review.flags.length}{' '}
                  {review.flags.length === 1 ? 'report' : 'reports'}
                </p>
                <ul className="mt-1 list-disc pl-5 text-sm">
                  {review.flags.map((flag) => (
                    <li key={flag.id}>
                      {flag.reason} <span className="text-base-content/60">({formatDay(flag.flagged_at)})</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="card-actions justify-end">
                <button
                  type="button"
                  className="btn btn-success btn-sm"
                  aria-label={`Approve (keep) “${review.title}”`}
                  disabled={busy(review)}
                  onClick={() => onResolve(review, 'approve')}
                >
                  Approve (keep)
                </button>
                <button
                  type="button"
                  className="btn btn-error btn-sm"
                  aria-label={`Remove “${review.title}”`}
                  disabled={busy(review)}
                  onClick={() => setRemoving(review)}
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} of={data} onPage={onPage} />
      {removing && (
        <ConfirmDialog
          title="Remove review?"
          confirmLabel="Remove review"
          pending={resolve.isPending}
          onConfirm={() => onResolve(removing, 'remove')}
          onClose={() => setRemoving(null)}
        >
          “{removing.title}” by {removing.reviewer_name} will be deleted from {removing.trainer.full_name}’s profile.
        </ConfirmDialog>
      )}
    </div>
  );
}
