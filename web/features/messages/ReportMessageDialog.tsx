import { MESSAGE_REPORT_DETAILS_MAX, MESSAGE_REPORT_REASONS, reportMessageSchema } from '#shared/api/messages';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { ReasonChoice } from '#web/components/form/ReasonChoice';
import { ApiRequestError } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useReportMessage } from './api/report-message';
import { MESSAGES_TOASTS, messageErrorMessage } from './messages-toasts';

/** Report the other side's message to the moderators: a reason from a short list plus details (as a review report). */
export function ReportMessageDialog({
  messageId,
  onClose,
  onReported,
}: {
  messageId: number;
  onClose: () => void;
  /** Reported: by this report, or (409) already by this user. */
  onReported: (messageId: number) => void;
}) {
  const report = useReportMessage();
  const { form, control, formProps, submitting } = useSchemaForm(reportMessageSchema, {
    defaultValues: { reason: undefined, details: '' },
    onSubmit: async (input) => {
      await report.mutateAsync({ messageId, input });
      toast.success(MESSAGES_TOASTS.reportSent);
      onReported(messageId);
      onClose();
    },
    onError: (err) => {
      toast.error(messageErrorMessage(err, MESSAGES_TOASTS.reportFailed), { cause: err });
      if (err instanceof ApiRequestError && err.status === 409) {
        onReported(messageId);
        onClose();
      }
    },
  });
  const reason = form.watch('reason');
  const reasonError = form.formState.errors.reason?.message;

  return (
    <Dialog title="Report message" onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3">
        <ReasonChoice reasons={MESSAGE_REPORT_REASONS} field={form.register('reason')} error={reasonError} />
        <Field
          control={control}
          name="details"
          label={reason === 'Other' ? 'Details' : 'Details (optional)'}
          rows={3}
          max={MESSAGE_REPORT_DETAILS_MAX}
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-error" disabled={submitting}>
            {submitting ? 'Sending…' : 'Send Report'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
