import { format } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import type { TrainerReview } from '#shared/api/trainers';
import { RatingStars } from '../../components/RatingStars';
import { TrainerAvatar } from '../../components/TrainerAvatar';
import { useSession } from '../../lib/session/use-session';
import { fetchTrainerReviews } from '../../lib/trainers-api';
import { ReportReviewDialog } from './ReportReviewDialog';

/** Reviews newest first, paged. Text is rendered as plain text (React escapes it). */
export function ReviewsTab({ slug }: { slug: string }) {
  const [reviews, setReviews] = useState<TrainerReview[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<number | null>(null);
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.session.user.id : null;

  const load = useCallback(
    async (pageToLoad: number) => {
      setLoading(true);
      try {
        const res = await fetchTrainerReviews(slug, pageToLoad);
        setReviews((current) => (pageToLoad === 1 ? res.reviews : [...current, ...res.reviews]));
        setHasMore(res.has_more);
        setPage(pageToLoad);
        setError(null);
      } catch {
        setError('Failed to load reviews');
      } finally {
        setLoading(false);
      }
    },
    [slug],
  );

  useEffect(() => {
    void load(1);
  }, [load]);

  if (error) return <p className="alert alert-error">{error}</p>;
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
                <TrainerAvatar
                  name={review.reviewer.full_name}
                  image={review.reviewer.profile_image}
                  size="h-10 w-10"
                />
                <div>
                  <p className="font-medium">{review.reviewer.full_name}</p>
                  <p className="text-xs text-base-content/60">{format(new Date(review.created_at), 'MMM d, yyyy')}</p>
                </div>
                <span className="ml-auto">
                  <RatingStars rating={review.rating} />
                </span>
              </div>
              <h3 className="font-semibold">{review.title}</h3>
              {review.comment && <p className="whitespace-pre-line text-base-content/80">{review.comment}</p>}
              {myId && myId !== review.reviewer_id && (
                <div className="card-actions justify-end">
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => setReporting(review.id)}>
                    Report
                  </button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {loading && (
        <span className="loading loading-dots mx-auto mt-4 block" role="status" aria-label="Loading reviews" />
      )}
      {reporting !== null && <ReportReviewDialog reviewId={reporting} onClose={() => setReporting(null)} />}
      {hasMore && !loading && (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void load(page + 1)}>
            More reviews
          </button>
        </div>
      )}
    </div>
  );
}
