/**
 * A session (issue #42) as its emails tell it to one side: the time is shown, and the calendar file
 * made, at delivery in the recipient's own zone (the trainer's availability zone, or the zone the
 * learner asked from).
 */
export interface BookingEmailData {
  /** The recipient's name and id. */
  name: string;
  userId: string;
  /** The recipient's side of the session. */
  role: 'learner' | 'trainer';
  bookingId: number;
  /** The other side's name. */
  counterpart: string;
  service: string;
  /** ISO UTC instants. */
  start: string;
  end: string;
  /** The recipient's IANA zone. */
  timeZone: string;
  /** The calendar file's SEQUENCE (bookings.sequence when the email was written). */
  sequence: number;
}

/** Every email a feature can put in the outbox, with its data; rendered at delivery by features/notifications. */
export type EmailContent =
  | { template: 'verify_email'; data: { name: string; token: string } }
  | { template: 'confirm_new_email'; data: { name: string; token: string } }
  | { template: 'reset_password'; data: { name: string; token: string } }
  | { template: 'password_changed'; data: { name: string } }
  | {
      template: 'trainer_status';
      data: { name: string; status: 'approved' | 'rejected'; message: string | null; slug: string };
    }
  | {
      template: 'new_review';
      data: { name: string; userId: string; reviewer: string; rating: number; title: string; slug: string };
    }
  | {
      /** A learner's first message to a trainer (issue #41); the rest of a conversation is batched below. */
      template: 'new_enquiry';
      data: {
        name: string;
        userId: string;
        from: string;
        /** The start of the message (plain text). */
        excerpt: string;
        service: string | null;
        conversationId: number;
      };
    }
  | {
      /** Messages of one conversation left unread for 15 minutes, one email for all of them. */
      template: 'unread_messages';
      data: { name: string; userId: string; from: string; count: number; conversationId: number };
    }
  /** To the trainer: a learner asks for a time (it holds the slot until decided or expired). */
  | { template: 'booking_requested'; data: BookingEmailData & { note: string | null } }
  /** To the learner: the trainer's decisions, and a request that lapsed undecided. */
  | { template: 'booking_accepted'; data: BookingEmailData }
  | { template: 'booking_declined'; data: BookingEmailData & { message: string | null } }
  | { template: 'booking_expired'; data: BookingEmailData }
  /** To the side that did not cancel. */
  | {
      template: 'booking_cancelled';
      data: BookingEmailData & { reason: string; cancelledBy: 'learner' | 'trainer' };
    }
  /** To each side, a day before an accepted session. */
  | { template: 'booking_reminder'; data: BookingEmailData }
  /** To the learner once a session has ended, when they have not reviewed the trainer yet; `slug` is the trainer's profile. */
  | { template: 'booking_review_request'; data: BookingEmailData & { slug: string } }
  | {
      template: 'contact_message';
      data: {
        name: string;
        userId: string;
        from: string;
        fromEmail: string;
        subject: string | null;
        message: string;
      };
    };

export type EmailTemplate = EmailContent['template'];
