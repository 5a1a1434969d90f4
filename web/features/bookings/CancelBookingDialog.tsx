import { BOOKING_LIMITS, type Booking, cancelBookingSchema } from '#shared/api/bookings';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useCancelBooking } from './api/booking-actions';
import { answerFailed, BookingAnswerDialog } from './BookingAnswerDialog';
import { BOOKINGS_TOASTS } from './bookings-toasts';

/** Cancel a request or an accepted session; the reason (required) goes to the other side. */
export function CancelBookingDialog({
  booking,
  summary,
  onClose,
}: {
  booking: Booking;
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
    onError: (err) => answerFailed(err, BOOKINGS_TOASTS.cancelFailed, onClose),
  });
  return (
    <BookingAnswerDialog
      title={booking.status === 'pending' ? 'Cancel this request?' : 'Cancel this session?'}
      summary={summary}
      formProps={formProps}
      submitting={submitting}
      back="Keep it"
      action="Cancel session"
      busy="Cancelling…"
      onClose={onClose}
    >
      <Field
        control={control}
        name="reason"
        label="Reason (sent to the other side)"
        rows={3}
        max={BOOKING_LIMITS.cancelReasonMax}
        required
      />
    </BookingAnswerDialog>
  );
}
