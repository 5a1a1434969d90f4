import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { createReviewSchema, REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from '#shared/api/reviews';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';
import { ApiRequestError } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import { useSession } from '../../lib/session/use-session';
import { toast } from '../../lib/toast';
import { useCreateReview } from './api/create-review';
import { REVIEW_TOASTS } from './review-toasts';

const EMPTY = { rating: undefined, title: '', comment: '' };

/** SPEC 2/5 review form: signed-in users only, never on the trainer's own profile. */
export function ReviewForm({ slug, trainerUserId }: { slug: string; trainerUserId: string }) {
  const session = useSession();
  const createReview = useCreateReview(slug);
  const { form, control, formProps, submitting } = useSchemaForm(createReviewSchema, {
    defaultValues: EMPTY,
    onSubmit: async (input) => {
      await createReview.mutateAsync(input);
      toast.success(REVIEW_TOASTS.success);
      form.reset(EMPTY);
    },
    onError: (err) => {
      // The worker's own words for what the visitor can fix (duplicate, own profile, limits).
      const known = err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 401;
      toast.error(known ? err.message : REVIEW_TOASTS.failure);
    },
    onInvalid: (messages) => toast.error(Object.values(messages)[0] ?? REVIEW_TOASTS.failure),
  });
  const ratingError = form.formState.errors.rating?.message;

  if (session.status === 'loading') return null;
  if (session.status === 'signedOut') {
    return (
      <p className="alert">
        <span>
          {REVIEW_TOASTS.signIn}.{' '}
          <Link to="/auth" className="link link-primary">
            Sign in
          </Link>
        </span>
      </p>
    );
  }
  if (session.session.user.id === trainerUserId) return null;

  return (
    <form {...formProps} className="card mb-6 border border-base-200 bg-base-100" aria-label="Write a review">
      <div className="card-body gap-3">
        <h3 className="card-title">Write a review</h3>
        <fieldset>
          <legend className="mb-1 text-sm font-medium">Your rating</legend>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <div className="rating rating-lg">
                {[1, 2, 3, 4, 5].map((value) => (
                  <input
                    key={value}
                    type="radio"
                    name={field.name}
                    className="mask mask-star-2 bg-amber-400"
                    aria-label={`${value} star${value > 1 ? 's' : ''}`}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                  />
                ))}
              </div>
            )}
          />
          {ratingError && <p className="mt-1 text-sm text-error">{ratingError}</p>}
        </fieldset>
        <TextField control={control} name="title" label="Title" max={REVIEW_TITLE_MAX} />
        <TextareaField control={control} name="comment" label="Comment (optional)" rows={4} max={REVIEW_COMMENT_MAX} />
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit Review'}
          </button>
        </div>
      </div>
    </form>
  );
}
