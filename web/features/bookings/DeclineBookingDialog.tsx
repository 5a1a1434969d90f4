import { BOOKING_LIMITS, type Booking, declineBookingSchema } from '#shared/api/bookings';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { ApiRequestError, apiErrorMessage } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useDeclineBooking } from './api/booking-actions';
import { BOOKINGS_TOASTS } from './bookings-toasts';

/** The trainer declines a request, optionally telling the learner why (or suggesting another time). */
export function DeclineBookingDialog({
  booking,
  summary,
  onClose,
}: {
  booking: Booking;
  summary: string;
  onClose: () => void;
}) {
  const decline = useDeclineBooking();
  const { control, formProps, submitting } = useSchemaForm(declineBookingSchema, {
    defaultValues: { message: '' },
    onSubmit: async (input) => {
      const res = await decline.mutateAsync({ bookingId: booking.id, input });
      toast.success(res.message);
      onClose();
    },
    onError: (err) => {
      toast.error(apiErrorMessage(err, BOOKINGS_TOASTS.declineFailed), { cause: err });
      if (err instanceof ApiRequestError && err.status === 409) onClose();
    },
  });
  return (
    <Dialog title="Decline this request?" onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3">
        <p className="text-base-content/80">{summary}</p>
        <Field
          control={control}
          name="message"
          label="Message to the learner (optional)"
          rows={3}
          max={BOOKING_LIMITS.declineMessageMax}
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Back
          </button>
          <button type="submit" className="btn btn-error" disabled={submitting}>
            {submitting ? 'Declining…' : 'Decline request'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
