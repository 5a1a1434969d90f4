import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { MyReview } from '#shared/api/reviews';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { RatingStars } from '#web/components/RatingStars';
import { formatDay } from '#web/lib/dates';
import { useSession } from '#web/lib/session/use-session';
import { toast } from '#web/lib/toast';
import { useDisplayTimeZone } from '#web/lib/use-display-time-zone';
import { useDeleteReview } from './api/delete-review';
import { myReviewQuery } from './api/my-review';
import { MyReviewLoading } from './MyReviewLoading';
import { ReviewForm } from './ReviewForm';
import { REVIEW_TOASTS, reviewErrorMessage } from './review-toasts';

/** The visitor's own part in the reviews; a loading state until known, never the form, which would flash up for a reviewer. */
export function MyReviewPanel({ slug, trainerUserId }: { slug: string; trainerUserId: string }) {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const ownProfile = signedIn && session.session.user.id === trainerUserId;
  const mine = useQuery({ ...myReviewQuery(slug), enabled: signedIn && !ownProfile });
  const [editing, setEditing] = useState(false);
  // Back from the edit form (saved or cancelled), focus returns to Edit.
  const [backFromEdit, setBackFromEdit] = useState(false);

  if (session.status === 'loading') return <MyReviewLoading />;
  if (session.status === 'signedOut') {
    return (
      <p className="alert mb-6">
        <span>
          {REVIEW_TOASTS.signIn}.{' '}
          <Link to="/auth" className="link link-primary">
            Sign in
          </Link>
        </span>
      </p>
    );
  }
  if (ownProfile) return null;
  if (!mine.data) {
    // A failure is shown once the query's own retries are spent; Retry shows the loading state again.
    if (mine.isError && !mine.isFetching) return <MyReviewError onRetry={() => void mine.refetch()} />;
    return <MyReviewLoading />;
  }
  const { review } = mine.data;
  if (!review) return <ReviewForm slug={slug} />;
  if (editing) {
    const done = () => {
      setEditing(false);
      setBackFromEdit(true);
    };
    return <ReviewForm slug={slug} editing={review} onDone={done} />;
  }
  return <YourReviewCard slug={slug} review={review} focusEdit={backFromEdit} onEdit={() => setEditing(true)} />;
}

function MyReviewError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-error mb-6 flex flex-wrap justify-between">
      <span>Your review could not be loaded.</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

function YourReviewCard({
  slug,
  review,
  focusEdit,
  onEdit,
}: {
  slug: string;
  review: MyReview;
  focusEdit: boolean;
  onEdit: () => void;
}) {
  const timeZone = useDisplayTimeZone();
  const deleteReview = useDeleteReview(slug);
  const [confirming, setConfirming] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);

  const remove = () =>
    deleteReview.mutate(review.id, {
      onSuccess: () => toast.success(REVIEW_TOASTS.deleted),
      onError: (err) => toast.error(reviewErrorMessage(err, REVIEW_TOASTS.deleteFailure), { cause: err }),
      onSettled: () => setConfirming(false),
    });

  return (
    <section className="card mb-6 border border-primary/40 bg-base-100" aria-labelledby="your-review-heading">
      <div className="card-body gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h3 id="your-review-heading" className="card-title text-base">
            Your review
          </h3>
          <span className="badge badge-primary badge-outline">Yours</span>
          <span className="ml-auto">
            <RatingStars rating={review.rating} />
          </span>
        </div>
        <p className="text-xs text-base-content/70">{formatDay(review.created_at, timeZone)}</p>
        <p className="font-semibold">{review.title}</p>
        {review.comment && <p className="whitespace-pre-line text-base-content/80">{review.comment}</p>}
        <div className="card-actions justify-end">
          <button ref={editButton} type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
            Edit
          </button>
          <button type="button" className="btn btn-outline btn-error btn-sm" onClick={() => setConfirming(true)}>
            Delete
          </button>
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title="Delete your review?"
          confirmLabel="Delete Review"
          pending={deleteReview.isPending}
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        >
          Your rating and words will be removed from this profile. You can write a new review afterwards.
        </ConfirmDialog>
      )}
    </section>
  );
}
