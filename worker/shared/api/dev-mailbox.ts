/** GET /api/dev/mailbox?to=<email> (local development only): newest first. */
export interface DevMailboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
  headers: Record<string, string>;
}

export interface DevMailboxResponse {
  emails: DevMailboxEmail[];
}
