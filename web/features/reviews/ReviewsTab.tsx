import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { VERIFIED_SESSION_TEXT } from '#shared/verified-session';
import { ErrorReference } from '#web/components/ErrorReference';
import { RatingStars } from '#web/components/RatingStars';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { formatDay } from '#web/lib/dates';
import { useSession } from '#web/lib/session/use-session';
import { useDisplayTimeZone } from '#web/lib/use-display-time-zone';
import { myReviewQuery } from './api/my-review';
import { reviewsInfiniteQuery } from './api/reviews';

// Opened by a click on Report; its zod schema and form library stay off the profile's first load.
const ReportReviewDialog = lazy(() =>
  import('./ReportReviewDialog').then((module) => ({ default: module.ReportReviewDialog })),
);

/** Reviews newest first, paged. Text is rendered as plain text (React escapes it). */
export function ReviewsTab({ slug }: { slug: string }) {
  const timeZone = useDisplayTimeZone();
  const query = useInfiniteQuery(reviewsInfiniteQuery(slug));
  const [reporting, setReporting] = useState<number | null>(null);
  // Reviews this visitor reported on this page; those reported before, the worker tells (my review state).
  const [reportedHere, setReportedHere] = useState<ReadonlySet<number>>(() => new Set());
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.session.user.id : null;
  const mine = useQuery({ ...myReviewQuery(slug), enabled: myId !== null });
  const reported = (reviewId: number) =>
    reportedHere.has(reviewId) || (mine.data?.reported_review_ids.includes(reviewId) ?? false);
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const loading = query.isPending || query.isFetchingNextPage;

  if (query.isError) {
    return (
      <div>
        <p className="alert alert-error">Failed to load reviews</p>
        <ErrorReference error={query.error} />
      </div>
    );
  }
  if (!loading && reviews.length === 0) {
    return (
      <p className="py-8 text-center text-base-content/70">No reviews yet. Be the first to review this trainer!</p>
    );
  }
  return (
    <div>
      <ul className="flex flex-col gap-4" aria-label="Reviews">
        {reviews.map((review) => (
          <li key={review.id} className="card border border-base-200 bg-base-100" data-testid="review">
            <div className="card-body gap-2">
              <div className="flex items-center gap-3">
                <TrainerAvatar name={review.reviewer.full_name} image={review.reviewer.profile_image} size={40} />
                <div>
                  {/* The marker is a badge apart from the name, and its text reads "Name, Your review". */}
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                    <span>{review.reviewer.full_name}</span>
                    {myId === review.reviewer_id && (
                      <span className="badge badge-primary badge-outline badge-sm">
                        <span className="sr-only">, </span>Your review
                      </span>
                    )}
                    {review.verified_session && (
                      <span className="badge badge-success badge-outline badge-sm">
                        <span className="sr-only">, </span>
                        {VERIFIED_SESSION_TEXT}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-base-content/60">{formatDay(review.created_at, timeZone)}</p>
                </div>
                <span className="ml-auto">
                  <RatingStars rating={review.rating} />
                </span>
              </div>
              <h3 className="font-semibold">{review.title}</h3>
              {review.comment && <p className="whitespace-pre-line text-base-content/80">{review.comment}</p>}
              {myId && myId !== review.reviewer_id && (
                <div className="card-actions justify-end">
                  {reported(review.id) ? (
                    <button type="button" className="btn btn-ghost btn-xs" disabled>
                      Reported
                    </button>
                  ) : (
                    <button type="button" className="btn btn-ghost btn-xs" onClick={() => setReporting(review.id)}>
                      Report
                    </button>
                  )}
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {loading && (
        <span className="loading loading-dots mx-auto mt-4 block" role="status" aria-label="Loading reviews" />
      )}
      {reporting !== null && (
        <Suspense fallback={null}>
          <ReportReviewDialog
            reviewId={reporting}
            onClose={() => setReporting(null)}
            onReported={(reviewId) => setReportedHere((ids) => new Set(ids).add(reviewId))}
          />
        </Suspense>
      )}
      {query.hasNextPage && !loading && (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void query.fetchNextPage()}>
            More reviews
          </button>
        </div>
      )}
    </div>
  );
}
