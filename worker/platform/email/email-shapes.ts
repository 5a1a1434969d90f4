import type { EmailContent } from './email-content';

/** What a feature puts in the outbox. */
export interface EmailToSend {
  /** One email per key, ever: e.g. `verify_email:<token id>`, `new_review:<review id>`. */
  key: string;
  to: string;
  content: EmailContent;
}

/** A file sent with an email (a calendar file): as Resend takes it, the bytes in base64. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

/** What a provider is handed: the rendered email. */
export interface OutgoingEmail {
  /** The outbox's idempotency key: a provider that sees it twice sends once. */
  key: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: EmailAttachment[];
}
