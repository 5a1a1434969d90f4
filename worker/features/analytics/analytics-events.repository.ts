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

/** A redelivered event (same id) writes nothing; blog views before `oldestDay` count nothing (keys may be pruned). */
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
      // A trigger adds one to views_count for each new key; a repeat or redelivery inserts nothing (decision 024).
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
