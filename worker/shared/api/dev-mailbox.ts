/** GET /api/dev/mailbox?to=<email> (local development only): newest first. */
export interface DevMailboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
  headers: Record<string, string>;
  /** Files sent with the email (a session's calendar file), their bytes in base64. */
  attachments: { filename: string; content_type: string; content: string }[];
}

export interface DevMailboxResponse {
  emails: DevMailboxEmail[];
}
