import { BOOKING_LIMITS, type Booking, declineBookingSchema } from '#shared/api/bookings';
import { Field } from '#web/components/form/Field';
import { useSchemaForm } from '#web/lib/forms/use-schema-form';
import { toast } from '#web/lib/toast';
import { useDeclineBooking } from './api/booking-actions';
import { answerFailed, BookingAnswerDialog } from './BookingAnswerDialog';
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
    onError: (err) => answerFailed(err, BOOKINGS_TOASTS.declineFailed, onClose),
  });
  return (
    <BookingAnswerDialog
      title="Decline this request?"
      summary={summary}
      formProps={formProps}
      submitting={submitting}
      back="Back"
      action="Decline request"
      busy="Declining…"
      onClose={onClose}
    >
      <Field
        control={control}
        name="message"
        label="Message to the learner (optional)"
        rows={3}
        max={BOOKING_LIMITS.declineMessageMax}
      />
    </BookingAnswerDialog>
  );
}
