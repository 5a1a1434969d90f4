import { type Context, Hono } from 'hono';
import * as z from 'zod';
import type { DevMailboxResponse } from '#shared/api/dev-mailbox';
import type { AppEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { listDevMailbox } from './dev-mailbox.repository';
import { usesDevMailbox } from './email-providers';

const MAILBOX_PAGE = 50;
const mailboxQuery = z.object({
  to: z.string({ error: 'to is required' }).trim().toLowerCase().min(3, 'to is required').max(254),
});

/** Names only this machine answers to; Cloudflare's edge routes a request by its host, never to these. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A deployed worker only ever sees its own zone's or workers.dev's host, never a loopback one. */
function fromLocalPlatform(c: Context<AppEnv>): boolean {
  return LOOPBACK_HOSTS.has(new URL(c.req.url).hostname);
}

/** Only with EMAIL_PROVIDER=dev-mailbox AND a loopback host: a deployment that set the provider by mistake still has no such path. */
export const devMailboxRoutes = new Hono<AppEnv>().get('/mailbox', validate('query', mailboxQuery), async (c) => {
  if (!usesDevMailbox(c.env) || !fromLocalPlatform(c)) {
    throw new ApiError(404, 'not_found', `No API route for GET ${c.req.path}`);
  }
  const rows = await listDevMailbox(c.get('db'), c.req.valid('query').to, MAILBOX_PAGE);
  return c.json<DevMailboxResponse>({
    emails: rows.map((row) => ({
      to: row.toEmail,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      sent_at: row.sentAt,
      headers: JSON.parse(row.headers) as Record<string, string>,
      attachments: row.attachments.map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
        content: file.content,
      })),
    })),
  });
});
