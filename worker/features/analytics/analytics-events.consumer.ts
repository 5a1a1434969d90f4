import type { BatchItem } from 'drizzle-orm/batch';
import { createDb, type Database } from '#worker/db/client';
import { utcDay } from '#worker/features/blog/index';
import { log } from '#worker/platform/log/logger';
import { type AnalyticsEvent, analyticsEventSchema } from './analytics-events';
import { eventInsert, pruneBlogVisitorKeys } from './analytics-events.repository';

/**
 * Blog visitor keys are kept for today and yesterday (UTC): long enough for a message delivered
 * late or retried, short enough that the dedupe table stays small. Views from before that are not
 * counted, so a key pruned already can never count twice.
 */
function oldestCountedDay(now = new Date()): string {
  return utcDay(new Date(now.getTime() - 86_400_000));
}

/** Writes one event as the consumer would (idempotent): the intake's way round a queue that refuses it. */
export async function storeEventNow(db: Database, event: AnalyticsEvent): Promise<void> {
  await db.batch([eventInsert(db, event, oldestCountedDay())]);
}

/**
 * Writes a batch of analytics events to D1 in one round trip. If the batch write fails, each
 * message is tried alone so one bad event (say, a trainer deleted meanwhile) cannot hold back the
 * rest; the failures are retried and, after max_retries, land in the dead-letter queue.
 * Malformed messages are acknowledged and logged: retrying them can never succeed.
 */
export async function consumeAnalyticsEvents(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const oldestDay = oldestCountedDay();
  const valid: {
    message: Message<unknown>;
    insert: BatchItem<'sqlite'>;
    type: AnalyticsEvent['type'];
    requestId?: string;
  }[] = [];
  for (const message of batch.messages) {
    const parsed = analyticsEventSchema.safeParse(message.body);
    if (!parsed.success) {
      log.warn('Dropping malformed analytics event', {
        messageId: message.id,
        problem: parsed.error.issues[0]?.message,
      });
      message.ack();
      continue;
    }
    valid.push({
      message,
      insert: eventInsert(db, parsed.data, oldestDay),
      type: parsed.data.type,
      requestId: parsed.data.requestId,
    });
  }
  const inserts = valid.map((v) => v.insert);
  // No daily cron on this worker: old visitor keys go whenever blog views arrive (an index range delete).
  if (valid.some((v) => v.type === 'blog_view')) inserts.push(pruneBlogVisitorKeys(db, oldestDay));
  const [first, ...rest] = inserts;
  // No valid event: nothing to write.
  if (!first) return;
  try {
    await db.batch([first, ...rest]);
    for (const { message } of valid) message.ack();
    return;
  } catch (err) {
    log.warn('Analytics batch write failed; writing the events one by one', { error: err });
  }
  for (const { message, insert, requestId } of valid) {
    try {
      await db.batch([insert]);
      message.ack();
    } catch (err) {
      log.error('Analytics event write failed; will retry', { messageId: message.id, requestId, error: err });
      message.retry();
    }
  }
}
