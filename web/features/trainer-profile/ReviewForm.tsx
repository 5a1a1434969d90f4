import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  type CreatedReviewResponse,
  createReviewSchema,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_TITLE_MAX,
} from '#shared/api/reviews';
import { zodFieldErrors } from '#shared/zod-fields';
import { ApiRequestError } from '../../lib/api-client';
import { signedInRequest } from '../../lib/session/requests';
import { useSession } from '../../lib/session/use-session';

/** SPEC 2/5 review form: signed-in users only, never on the trainer's own profile. */
export function ReviewForm({
  slug,
  trainerUserId,
  onSubmitted,
}: {
  slug: string;
  trainerUserId: string;
  onSubmitted: () => void;
}) {
  const session = useSession();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);

  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') {
    return (
      <p className="alert">
        <span>
          {REVIEW_MESSAGES.signIn}.{' '}
          <Link to="/auth" className="link link-primary">
            Sign in
          </Link>
        </span>
      </p>
    );
  }
  if (session.session.user.id === trainerUserId) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createReviewSchema.safeParse({ rating: rating || undefined, title, comment });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      toast.error(Object.values(fields)[0] ?? REVIEW_MESSAGES.failure);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await signedInRequest<CreatedReviewResponse>(`/trainers/${encodeURIComponent(slug)}/reviews`, {
        method: 'POST',
        json: { rating, title, comment },
      });
      toast.success(REVIEW_MESSAGES.success);
      setRating(0);
      setTitle('');
      setComment('');
      onSubmitted();
    } catch (err) {
      const known = err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 401;
      toast.error(known ? (err as ApiRequestError).message : REVIEW_MESSAGES.failure);
      if (err instanceof ApiRequestError && err.fields) setErrors(err.fields);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="card mb-6 border border-base-200 bg-base-100"
      aria-label="Write a review"
    >
      <div className="card-body gap-3">
        <h3 className="card-title">Write a review</h3>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">Your rating</legend>
          <div className="rating rating-lg">
            {[1, 2, 3, 4, 5].map((value) => (
              <input
                key={value}
                type="radio"
                name="rating"
                className="mask mask-star-2 bg-amber-400"
                aria-label={`${value} star${value > 1 ? 's' : ''}`}
                checked={rating === value}
                onChange={() => setRating(value)}
              />
            ))}
          </div>
          {errors.rating && <p className="mt-1 text-sm text-error">{errors.rating}</p>}
        </fieldset>
        <label className="flex flex-col gap-1">
          <span className="flex justify-between text-sm font-medium">
            Title
            <span className="font-normal text-base-content/60" aria-live="polite">
              {title.length}/{REVIEW_TITLE_MAX}
            </span>
          </span>
          <input
            className={`input input-bordered ${errors.title ? 'input-error' : ''}`}
            value={title}
            maxLength={REVIEW_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
          {errors.title && <span className="text-sm text-error">{errors.title}</span>}
        </label>
        <label className="flex flex-col gap-1">
          <span className="flex justify-between text-sm font-medium">
            Comment (optional)
            <span className="font-normal text-base-content/60" aria-live="polite">
              {comment.length}/{REVIEW_COMMENT_MAX}
            </span>
          </span>
          <textarea
            className={`textarea textarea-bordered ${errors.comment ? 'textarea-error' : ''}`}
            rows={4}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX}
            onChange={(e) => setComment(e.target.value)}
          />
          {errors.comment && <span className="text-sm text-error">{errors.comment}</span>}
        </label>
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Review'}
          </button>
        </div>
      </div>
    </form>
  );
}
