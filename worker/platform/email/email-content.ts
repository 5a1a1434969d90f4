/**
 * Every email the product sends, with the data each one needs: what a feature puts in the outbox.
 * Rendered when it is delivered (worker/features/notifications: email.consumer.ts,
 * email-templates.ts), in text and HTML, with the site's name and absolute links; everything that
 * came from a user is escaped in the HTML.
 */
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
