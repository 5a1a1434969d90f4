import { useEffect, useRef } from 'react';
import { FLAG_DETAILS_MAX, FLAG_REASONS, flagReviewSchema } from '#shared/api/reviews';
import { Field } from '#web/components/form/Field';
import { ReasonChoice } from '#web/components/form/ReasonChoice';
import { ApiRequestError } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useReportReview } from './api/report-review';
import { REPORT_TOASTS } from './review-toasts';

/** Report someone else's review to the moderators: a reason from a short list plus details. */
export function ReportReviewDialog({
  reviewId,
  onClose,
  onReported,
}: {
  reviewId: number;
  onClose: () => void;
  /** The review is reported: by this report, or (409) already by this user. */
  onReported: (reviewId: number) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const report = useReportReview();
  const { form, control, formProps, submitting } = useSchemaForm(flagReviewSchema, {
    defaultValues: { reason: undefined, details: '' },
    onSubmit: async (input) => {
      await report.mutateAsync({ reviewId, input });
      toast.success(REPORT_TOASTS.success);
      onReported(reviewId);
      onClose();
    },
    onError: (err) => {
      toast.error(
        err instanceof ApiRequestError && err.status < 500 && err.message ? err.message : REPORT_TOASTS.failure,
        { cause: err },
      );
      // Already reported: nothing more to do here.
      if (err instanceof ApiRequestError && err.status === 409) {
        onReported(reviewId);
        onClose();
      }
    },
  });
  const reason = form.watch('reason');
  const reasonError = form.formState.errors.reason?.message;

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby="report-title">
      <form {...formProps} method="dialog" className="modal-box flex flex-col gap-3">
        <h3 id="report-title" className="text-lg font-bold">
          Report review
        </h3>
        <ReasonChoice reasons={FLAG_REASONS} field={form.register('reason')} error={reasonError} />
        <Field
          control={control}
          name="details"
          label={`Details ${reason === 'Other' ? '' : '(optional)'}`}
          rows={3}
          max={FLAG_DETAILS_MAX}
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send Report'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
