import * as z from 'zod';
import { createDb } from '#worker/db/client';
import { siteOrigin } from '#worker/lib/site-origin';
import type { EmailContent } from '#worker/platform/email/email-content';
import { type EmailProvider, providerFor } from '#worker/platform/email/email-providers';
import {
  findOutboxEmail,
  markAttemptFailed,
  markDelivered,
  markFailed,
} from '#worker/platform/email/outbox.repository';
import { log } from '#worker/platform/log/logger';
import { OPTIONAL_TEMPLATES, renderEmail } from './email-templates';
import { findRecipientPreference } from './notifications.repository';
import { unsubscribeToken } from './unsubscribe-token';

/** platform/email/outbox.ts `EmailMessage`; messages sent before `requestId` existed have none. */
const emailMessageSchema = z.object({ key: z.string().min(1).max(300), requestId: z.string().max(100).optional() });

/** The wait before the n-th retry: 30 s, 1, 2, 4, 8 minutes (then the dead-letter queue). */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 600);
}

/**
 * Sends queued emails. Each message names an outbox row; one already sent (a redelivery, or the
 * sweep handing on one the queue had after all) is acknowledged without sending. An optional
 * email whose recipient has switched notifications off since is skipped. A provider failure is
 * retried with back-off; the row counts the attempts and keeps the last error.
 */
export async function deliverEmails(
  batch: MessageBatch<unknown>,
  env: Env,
  provider: EmailProvider = providerFor(env),
): Promise<void> {
  const db = createDb(env.DB);
  const origin = siteOrigin(env);
  for (const message of batch.messages) {
    const parsed = emailMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      log.error('Dropping a malformed email message', { messageId: message.id });
      message.ack();
      continue;
    }
    const { key } = parsed.data;
    try {
      const row = await findOutboxEmail(db, key);
      if (row?.status !== 'queued') {
        message.ack();
        continue;
      }
      const content = { template: row.template, data: JSON.parse(row.payload) } as EmailContent;
      let unsubscribe: string | null = null;
      if (OPTIONAL_TEMPLATES.has(content.template) && 'userId' in content.data) {
        const recipient = await findRecipientPreference(db, content.data.userId);
        if (!recipient?.on || recipient.deletedAt) {
          await markDelivered(db, key, 'skipped');
          message.ack();
          continue;
        }
        // Bound to the address this email goes to: the link stops working if the user changes it.
        const token = await unsubscribeToken(env.JWT_SECRET, { userId: content.data.userId, email: row.toEmail });
        unsubscribe = `${origin}/unsubscribe?${new URLSearchParams({ token })}`;
      }
      const rendered = renderEmail(content, { origin, unsubscribe });
      const oneClick = unsubscribe?.replace(`${origin}/unsubscribe?`, `${origin}/api/notifications/unsubscribe?`);
      await provider.send({
        key,
        to: row.toEmail,
        from: env.EMAIL_FROM,
        ...rendered,
        // RFC 8058 one-click unsubscribe for mail clients (a POST to the API, no page needed).
        headers: oneClick
          ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {},
      });
      await markDelivered(db, key, 'sent');
      message.ack();
    } catch (error) {
      log.error('Email not sent; retrying', { key, requestId: parsed.data.requestId, error });
      await markAttemptFailed(db, key, error).catch(() => undefined);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

/** The dead-letter queue: an email that failed every retry is marked failed (the row keeps its last error). */
export async function recordFailedEmails(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    const parsed = emailMessageSchema.safeParse(message.body);
    if (parsed.success) {
      log.error('Email given up after every retry', { key: parsed.data.key, requestId: parsed.data.requestId });
      await markFailed(db, parsed.data.key);
    }
    message.ack();
  }
}
