import type { ThreadMessage } from '#shared/api/messages';
import type { Database } from '#worker/db/client';

export interface DeliveredMessage {
  message: ThreadMessage;
  /** The message started the conversation (a new enquiry). */
  conversationCreated: boolean;
}

/**
 * After a send's batch has committed, and only for a message this request stored (never a retry):
 * the one place a new message leaves the worker for elsewhere. The live channel (a later step of
 * issue #41) publishes `{type:'message', conversationId, message}` to both participants' channels here.
 */
export async function afterMessageStored(_env: Env, _db: Database, _delivered: DeliveredMessage): Promise<void> {}
