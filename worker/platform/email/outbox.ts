/**
 * The outbox: an email is a row written with the event that causes it (in the same `db.batch`
 * where the event has several writes), keyed so that the event happening or being retried twice
 * still makes one email. The queue then carries only the key; its consumer (email.consumer.ts)
 * renders and sends. A row the queue never got (the send failed after the write) is handed on by
 * the sweep, run by the cron trigger every 10 minutes.
 */
import { createDb, type Database } from '#worker/db/client';
import { currentRequestId, log } from '#worker/platform/log/logger';
import type { EmailToSend } from './email-shapes';
import { markEnqueued, outboxInsert, queuedEmailKeysBefore } from './outbox.repository';

export type { EmailToSend } from './email-shapes';

/** What the queue carries: the outbox key, and the id of the request (or cron run) that sent it, for the logs. */
export interface EmailMessage {
  key: string;
  requestId?: string;
}

function messagesFor(keys: readonly string[]): MessageSendRequest<EmailMessage>[] {
  const requestId = currentRequestId();
  return keys.map((key) => ({ body: { key, requestId } }));
}

/**
 * Hands written emails to the queue. Never throws: the action that wrote them has happened, and
 * an email the queue does not get now is handed on by the sweep.
 */
export async function dispatchEmails(env: Env, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await env.EMAIL.sendBatch(messagesFor(keys));
  } catch (error) {
    log.error('Emails not handed to the queue; the outbox sweep will', { keys, error });
  }
}

/** Writes one email and hands it on: for an email that is its event's only write. Never throws. */
export async function sendEmail(env: Env, db: Database, email: EmailToSend): Promise<void> {
  try {
    await outboxInsert(db, email);
  } catch (error) {
    log.error('Email not written to the outbox', { key: email.key, error });
    return;
  }
  await dispatchEmails(env, [email.key]);
}

/** A queued email not handed on for this long is handed on again (the queue retries well within it). */
const SWEEP_AFTER_MS = 15 * 60 * 1000;
const SWEEP_BATCH = 100;

/** Cron: hands on queued emails the queue never got (or lost), oldest first; returns how many. */
export async function sweepOutbox(env: Env, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const before = new Date(now.getTime() - SWEEP_AFTER_MS).toISOString();
  const keys = await queuedEmailKeysBefore(db, before, SWEEP_BATCH);
  if (keys.length === 0) return 0;
  await env.EMAIL.sendBatch(messagesFor(keys));
  await markEnqueued(db, keys, now.toISOString());
  return keys.length;
}
