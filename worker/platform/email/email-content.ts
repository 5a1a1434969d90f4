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
