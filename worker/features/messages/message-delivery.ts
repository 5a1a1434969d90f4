import type { ThreadMessage } from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { dispatchEmails } from '#worker/platform/email/outbox';

export interface DeliveredMessage {
  message: ThreadMessage;
  /** The message started the conversation (a new enquiry). */
  conversationCreated: boolean;
  /** Outbox rows the send's batch wrote (the trainer's new-enquiry email). */
  emailKeys: string[];
}

/**
 * After a send's batch has committed, and only for a message this request stored (never a retry):
 * the one place a new message leaves the worker for elsewhere. The emails the batch wrote go to the
 * queue (never failing the send; the outbox sweep hands on what the queue missed). The live channel
 * (a later step of issue #41) publishes `{type:'message', conversationId, message}` to both
 * participants' channels here, after the emails.
 */
export async function afterMessageStored(env: Env, _db: Database, delivered: DeliveredMessage): Promise<void> {
  await dispatchEmails(env, delivered.emailKeys);
}
