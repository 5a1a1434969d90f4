import type { ThreadMessage } from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { publishNewMessage } from './live-events';

export interface DeliveredMessage {
  message: ThreadMessage;
  /** The message started the conversation (a new enquiry). */
  conversationCreated: boolean;
  /** Outbox rows the send's batch wrote (the trainer's new-enquiry email). */
  emailKeys: string[];
}

/**
 * After a send's batch has committed, and only for a message this request stored (never a retry):
 * the one place a new message leaves the worker for elsewhere. The live channel gets it to both
 * participants' open tabs in the background (the answer does not wait for it); the emails the batch
 * wrote go to the queue (never failing the send; the outbox sweep hands on what the queue missed).
 */
export async function afterMessageStored(env: Env, db: Database, delivered: DeliveredMessage): Promise<void> {
  publishNewMessage(env, db, delivered.message);
  await dispatchEmails(env, delivered.emailKeys);
}
