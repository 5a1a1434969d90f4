import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { createReviewSchema, type MyReview, REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from '#shared/api/reviews';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useCreateReview } from './api/create-review';
import { useUpdateReview } from './api/update-review';
import { REVIEW_TOASTS, reviewErrorMessage } from './review-toasts';

const EMPTY = { rating: undefined, title: '', comment: '' };

/**
 * SPEC 2/5 review form, for a new review or, given `editing`, the author's edit of theirs (same
 * rules; Cancel or a save hands back to `onDone`). Who may see it is MyReviewPanel's call.
 */
export function ReviewForm({ slug, editing, onDone }: { slug: string; editing?: MyReview; onDone?: () => void }) {
  const createReview = useCreateReview(slug);
  const updateReview = useUpdateReview(slug);
  const heading = useRef<HTMLHeadingElement>(null);
  const { form, control, formProps, submitting } = useSchemaForm(createReviewSchema, {
    defaultValues: editing ? { rating: editing.rating, title: editing.title, comment: editing.comment ?? '' } : EMPTY,
    onSubmit: async (input) => {
      if (editing) {
        await updateReview.mutateAsync({ reviewId: editing.id, input });
        toast.success(REVIEW_TOASTS.updated);
        onDone?.();
        return;
      }
      await createReview.mutateAsync(input);
      toast.success(REVIEW_TOASTS.success);
      form.reset(EMPTY);
    },
    onError: (err) =>
      toast.error(reviewErrorMessage(err, editing ? REVIEW_TOASTS.updateFailure : REVIEW_TOASTS.failure), {
        cause: err,
      }),
    onInvalid: (messages) => toast.error(Object.values(messages)[0] ?? REVIEW_TOASTS.failure),
  });
  const ratingError = form.formState.errors.rating?.message;
  const editingId = editing?.id;

  // Edit replaced the review card: keyboard and screen-reader users land on the form.
  useEffect(() => {
    if (editingId !== undefined) heading.current?.focus();
  }, [editingId]);

  return (
    <form
      {...formProps}
      className="card mb-6 border border-base-200 bg-base-100"
      aria-label={editing ? 'Edit your review' : 'Write a review'}
    >
      <div className="card-body gap-3">
        <h3 ref={heading} tabIndex={-1} className="card-title outline-none">
          {editing ? 'Edit your review' : 'Write a review'}
        </h3>
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
        <Field control={control} name="title" label="Title" max={REVIEW_TITLE_MAX} />
        <Field control={control} name="comment" label="Comment (optional)" rows={4} max={REVIEW_COMMENT_MAX} />
        <div className="card-actions justify-end">
          {editing && (
            <button type="button" className="btn btn-ghost" onClick={onDone} disabled={submitting}>
              Cancel
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={submitting}>
            {editing ? (submitting ? 'Saving...' : 'Save Review') : submitting ? 'Submitting...' : 'Submit Review'}
          </button>
        </div>
      </div>
    </form>
  );
}
