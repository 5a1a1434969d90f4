import { createDb } from '#worker/db/client';
import { log } from '#worker/platform/log/logger';
import { insertDeadLetter } from './analytics-events.repository';

/**
 * Consumer of the dead-letter queue: analytics events that failed every retry are stored as they
 * arrived, so an operator can see and replay them; nothing is silently lost.
 */
export async function recordDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    log.error('Analytics event dead-lettered', { messageId: message.id, attempts: message.attempts });
    try {
      await insertDeadLetter(db, message);
      message.ack();
    } catch (err) {
      log.error('Could not record dead-lettered event', { messageId: message.id, error: err });
      message.retry();
    }
  }
}
