import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import type { DevMailboxResponse } from '#shared/api/dev-mailbox';
import worker from '#worker/index';
import { EMAIL_QUEUE } from '#worker/queue-names';
import { callJson } from './http';

/**
 * Delivers every email still queued in the outbox for these addresses through the worker's real
 * queue handler (the tests do not wait for the local queue's own delivery), then returns each
 * address's local mailbox, newest first.
 */
export async function deliverQueuedEmails(...addresses: string[]): Promise<void> {
  const placeholders = addresses.map(() => '?').join(', ');
  const { results } = await env.DB.prepare(
    `SELECT idempotency_key AS key FROM email_outbox WHERE status = 'queued' AND to_email IN (${placeholders})`,
  )
    .bind(...addresses)
    .all<{ key: string }>();
  if (results.length === 0) return;
  const batch = createMessageBatch(
    EMAIL_QUEUE,
    results.map(({ key }, i) => ({ id: `test-${i}-${key}`, timestamp: new Date(), attempts: 1, body: { key } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  await getQueueResult(batch, ctx);
}

export async function mailbox(to: string) {
  await deliverQueuedEmails(to);
  const res = await callJson(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as DevMailboxResponse).emails;
}

/** The token of the newest email's link with this path (e.g. `/?verify_email=`). */
export async function linkTokenFromMailbox(to: string, linkStart: string): Promise<string> {
  const [newest] = await mailbox(to);
  const text = newest?.text ?? '';
  const at = text.indexOf(linkStart);
  if (at < 0) throw new Error(`No ${linkStart} link in the newest email to ${to}:\n${text}`);
  const token = /^[A-Za-z0-9_-]+/.exec(text.slice(at + linkStart.length))?.[0];
  if (!token) throw new Error(`Empty ${linkStart} link in the email to ${to}`);
  return token;
}
