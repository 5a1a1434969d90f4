import { and, eq, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { createDb, type Database } from '#worker/db/client';
import { blogPosts, blogPostViews, searchQueries, trainerProfileViews, trainerSocialClicks } from '#worker/db/schema';
import { utcDay } from '#worker/features/blog/index';
import { log } from '#worker/platform/log/logger';
import { type AnalyticsEvent, analyticsEventSchema } from './analytics-events';

/**
 * Blog visitor keys are kept for today and yesterday (UTC): long enough for a message delivered
 * late or retried, short enough that the dedupe table stays small. Views from before that are not
 * counted, so a key pruned already can never count twice.
 */
function oldestCountedDay(now = new Date()): string {
  return utcDay(new Date(now.getTime() - 86_400_000));
}

function insertFor(db: Database, event: AnalyticsEvent, oldestDay: string): BatchItem<'sqlite'> {
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
    case 'blog_view':
      // A first view today inserts the key and a trigger adds one to views_count; a repeat (same
      // visitor reloading, or a redelivered message) inserts nothing. Drafts and deleted posts count nothing.
      return db
        .insert(blogPostViews)
        .select(
          db
            .select({
              visitorKey: sql<string>`${event.visitorKey}`.as('visitor_key'),
              postId: blogPosts.id,
              viewDay: sql<string>`${event.viewDay}`.as('view_day'),
            })
            .from(blogPosts)
            .where(
              and(
                eq(blogPosts.id, event.postId),
                eq(blogPosts.isPublished, true),
                sql`${event.viewDay} >= ${oldestDay}`,
              ),
            ),
        )
        .onConflictDoNothing({ target: blogPostViews.visitorKey });
  }
}

/** Writes one event as the consumer would (idempotent): the intake's way round a queue that refuses it. */
export async function storeEventNow(db: Database, event: AnalyticsEvent): Promise<void> {
  await db.batch([insertFor(db, event, oldestCountedDay())]);
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
      insert: insertFor(db, parsed.data, oldestDay),
      type: parsed.data.type,
      requestId: parsed.data.requestId,
    });
  }
  const inserts = valid.map((v) => v.insert);
  // No daily cron on this worker: old visitor keys go whenever blog views arrive (an index range delete).
  if (valid.some((v) => v.type === 'blog_view'))
    inserts.push(db.delete(blogPostViews).where(lt(blogPostViews.viewDay, oldestDay)));
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
