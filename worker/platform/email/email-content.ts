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
