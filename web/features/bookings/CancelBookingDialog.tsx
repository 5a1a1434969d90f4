import { BOOKING_LIMITS, type Booking, cancelBookingSchema } from '#shared/api/bookings';
import { Dialog } from '#web/components/Dialog';
import { Field } from '#web/components/form/Field';
import { ApiRequestError, apiErrorMessage } from '#web/lib/api-client';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useCancelBooking } from './api/booking-actions';
import { BOOKINGS_TOASTS } from './bookings-toasts';

/** Cancel a request or an accepted session; the reason (required) goes to the other side. */
export function CancelBookingDialog({
  booking,
  summary,
  onClose,
}: {
  booking: Booking;
  /** The session as the list shows it: who, what, when. */
  summary: string;
  onClose: () => void;
}) {
  const cancel = useCancelBooking();
  const { control, formProps, submitting } = useSchemaForm(cancelBookingSchema, {
    defaultValues: { reason: '' },
    onSubmit: async (input) => {
      const res = await cancel.mutateAsync({ bookingId: booking.id, input });
      toast.success(res.message);
      onClose();
    },
    onError: (err) => {
      toast.error(apiErrorMessage(err, BOOKINGS_TOASTS.cancelFailed), { cause: err });
      // The session changed elsewhere (answered, cancelled, too late): the refetched list shows it as it is.
      if (err instanceof ApiRequestError && err.status === 409) onClose();
    },
  });
  return (
    <Dialog title={booking.status === 'pending' ? 'Cancel this request?' : 'Cancel this session?'} onClose={onClose}>
      <form {...formProps} className="flex flex-col gap-3">
        <p className="text-base-content/80">{summary}</p>
        <Field
          control={control}
          name="reason"
          label="Reason (sent to the other side)"
          rows={3}
          max={BOOKING_LIMITS.cancelReasonMax}
          required
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Keep it
          </button>
          <button type="submit" className="btn btn-error" disabled={submitting}>
            {submitting ? 'Cancelling…' : 'Cancel session'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
