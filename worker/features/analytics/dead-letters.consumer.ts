import { createDb } from '#worker/db/client';
import { insertDeadLetter } from './analytics-events.repository';

/**
 * Consumer of the dead-letter queue: analytics events that failed every retry are stored as they
 * arrived, so an operator can see and replay them; nothing is silently lost.
 */
export async function recordDeadLetters(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    console.error('Analytics event dead-lettered', message.id);
    try {
      await insertDeadLetter(db, message);
      message.ack();
    } catch (err) {
      console.error('Could not record dead-lettered event', message.id, err);
      message.retry();
    }
  }
}
