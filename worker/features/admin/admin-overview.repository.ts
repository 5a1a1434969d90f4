import { count, countDistinct, eq, gte } from 'drizzle-orm';
import type { AdminStatsResponse } from '#shared/api/admin';
import type { Database } from '#worker/db/client';
import { dbNowShifted } from '#worker/db/clock';
import { COUNTER_NAMES, type CounterName, countersQuery, toCounters } from '#worker/db/row-counts';
import { profiles, reviewFlags, trainers } from '#worker/db/schema';
import { sessionsBookedSinceQuery } from '#worker/features/bookings/index';
import { enquiriesSinceQuery } from '#worker/features/messages/index';

/** Every counter but the public listing's total, which the overview does not show. */
const STAT_COUNTERS = COUNTER_NAMES.filter(
  (name): name is Exclude<CounterName, 'trainers:listed'> => name !== 'trainers:listed',
);

/** The overview's counts in one round trip: counters and index ranges, whatever the table sizes. */
export async function adminStats(db: Database): Promise<AdminStatsResponse> {
  // SPEC 9: 'new this week' is the last 7 days.
  const weekAgo = dbNowShifted('-7 days');
  const [counterRows, [newUsers], [newTrainers], [pendingFlags], [enquiries], [sessions]] = await db.batch([
    countersQuery(db, STAT_COUNTERS),
    db.select({ n: count() }).from(profiles).where(gte(profiles.createdAt, weekAgo)),
    db.select({ n: count() }).from(trainers).where(gte(trainers.createdAt, weekAgo)),
    // Reviews, not reports: a review reported three times is one decision.
    db
      .select({ n: countDistinct(reviewFlags.reviewId) })
      .from(reviewFlags)
      .where(eq(reviewFlags.status, 'pending')),
    enquiriesSinceQuery(db, weekAgo),
    sessionsBookedSinceQuery(db, weekAgo),
  ]);
  const counters = toCounters(STAT_COUNTERS, counterRows);
  return {
    total_users: counters.profiles,
    new_users_this_week: newUsers?.n ?? 0,
    total_trainers: counters.trainers,
    new_trainers_this_week: newTrainers?.n ?? 0,
    pending_trainers: counters['trainers:pending'],
    approved_trainers: counters['trainers:approved'],
    rejected_trainers: counters['trainers:rejected'],
    total_reviews: counters.reviews,
    flagged_reviews: pendingFlags?.n ?? 0,
    blog_posts: counters.blog_posts,
    faqs: counters.faqs,
    contact_submissions: counters.contact_submissions,
    unread_contact_submissions: counters['contact_submissions:unread'],
    enquiries_this_week: enquiries?.n ?? 0,
    sessions_booked_this_week: sessions?.n ?? 0,
  };
}
