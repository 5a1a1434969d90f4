import { createDb } from '#worker/db/client';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { emailUnreadBatch } from './message-emails.repository';

/** Messages left unread this long are emailed about (issue #41). */
export const UNREAD_EMAIL_AFTER_MS = 15 * 60 * 1000;
const BATCH = 100;
/** A run handles at most this many stretches; the rest waits for the next run, ten minutes on. */
const MAX_BATCHES = 20;

/**
 * Cron (every 10 minutes, with the outbox sweep): one email per conversation whose messages someone
 * has left unread for 15 minutes, never one per message; so an email goes 15 to 25 minutes after the
 * first unread message. Returns how many emails were written.
 */
export async function emailUnreadMessages(env: Env, now = new Date()): Promise<number> {
  const db = createDb(env.DB);
  const cutoff = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS).toISOString();
  let written = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { keys, marked } = await emailUnreadBatch(db, cutoff, now.toISOString(), BATCH);
    await dispatchEmails(env, keys);
    written += keys.length;
    if (marked < BATCH) break;
  }
  return written;
}
