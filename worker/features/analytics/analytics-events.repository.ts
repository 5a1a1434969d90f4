import { and, eq, lt, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { Database } from '#worker/db/client';
import {
  blogPosts,
  blogPostViews,
  deadLetterEvents,
  searchQueries,
  trainerProfileViews,
  trainerSocialClicks,
} from '#worker/db/schema';
import type { AnalyticsEvent } from './analytics-events';

/**
 * An event's row, for the consumer's batch; a redelivered event (same id) writes nothing. Blog
 * views on days before `oldestDay` count nothing (their visitor keys may be pruned already).
 */
export function eventInsert(db: Database, event: AnalyticsEvent, oldestDay: string): BatchItem<'sqlite'> {
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

/** Deletes the blog visitor keys of days before `oldestDay` (an index range delete), for the same batch. */
export function pruneBlogVisitorKeys(db: Database, oldestDay: string): BatchItem<'sqlite'> {
  return db.delete(blogPostViews).where(lt(blogPostViews.viewDay, oldestDay));
}

/** Stores a dead-lettered event as it arrived (once per message id). */
export async function insertDeadLetter(
  db: Database,
  message: { id: string; body: unknown; attempts: number },
): Promise<void> {
  await db
    .insert(deadLetterEvents)
    .values({ messageId: message.id, body: JSON.stringify(message.body), attempts: message.attempts })
    .onConflictDoNothing({ target: deadLetterEvents.messageId });
}
