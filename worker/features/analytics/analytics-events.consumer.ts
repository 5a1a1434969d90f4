import type { BatchItem } from 'drizzle-orm/batch';
import { createDb, type Database } from '../../db/client';
import { searchQueries, trainerProfileViews, trainerSocialClicks } from '../../db/schema';
import { type AnalyticsEvent, analyticsEventSchema } from './analytics-events';

function insertFor(db: Database, event: AnalyticsEvent): BatchItem<'sqlite'> {
  switch (event.type) {
    case 'profile_view':
      return db
        .insert(trainerProfileViews)
        .values({
          eventId: event.eventId,
          trainerId: event.trainerId,
          sourcePage: event.sourcePage,
          searchQuery: event.searchQuery,
          referrer: event.referrer,
          viewedAt: event.occurredAt,
        })
        .onConflictDoNothing({ target: trainerProfileViews.eventId });
    case 'social_click':
      return db
        .insert(trainerSocialClicks)
        .values({
          eventId: event.eventId,
          trainerId: event.trainerId,
          platform: event.platform,
          clickedAt: event.occurredAt,
        })
        .onConflictDoNothing({ target: trainerSocialClicks.eventId });
    case 'search_query':
      return db
        .insert(searchQueries)
        .values({ eventId: event.eventId, query: event.query, userId: event.userId, createdAt: event.occurredAt })
        .onConflictDoNothing({ target: searchQueries.eventId });
  }
}

/**
 * Writes a batch of analytics events to D1 in one round trip. If the batch write fails, each
 * message is tried alone so one bad event (say, a trainer deleted meanwhile) cannot hold back the
 * rest; the failures are retried and, after max_retries, land in the dead-letter queue.
 * Malformed messages are acknowledged and logged: retrying them can never succeed.
 */
export async function consumeAnalyticsEvents(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = createDb(env.DB);
  const valid: { message: Message<unknown>; insert: BatchItem<'sqlite'> }[] = [];
  for (const message of batch.messages) {
    const parsed = analyticsEventSchema.safeParse(message.body);
    if (!parsed.success) {
      console.warn('Dropping malformed analytics event', message.id, parsed.error.issues[0]?.message);
      message.ack();
      continue;
    }
    valid.push({ message, insert: insertFor(db, parsed.data) });
  }
  if (valid.length === 0) return;

  const [first, ...rest] = valid.map((v) => v.insert);
  try {
    await db.batch([first as BatchItem<'sqlite'>, ...rest]);
    for (const { message } of valid) message.ack();
    return;
  } catch (err) {
    console.warn('Analytics batch write failed; retrying messages one by one', err);
  }
  for (const { message, insert } of valid) {
    try {
      await db.batch([insert]);
      message.ack();
    } catch (err) {
      console.error('Analytics event write failed; will retry', message.id, err);
      message.retry();
    }
  }
}
