import { count, eq, gte, isNull, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client';
import { dbNowShifted } from '../../db/clock';
import { blogPosts, contactSubmissions, faqs, profiles, reviewFlags, reviews, trainers } from '../../db/schema';
import type { AdminStatsResponse } from '../../shared/api/admin';

/** Exact counts for the overview's stat cards, all in one round trip. */
export async function adminStats(db: Database): Promise<AdminStatsResponse> {
  const countOf = (table: SQLiteTable, where?: SQL) => db.select({ n: count() }).from(table).where(where);
  // SPEC 9: 'new this week' is the last 7 days.
  const weekAgo = dbNowShifted('-7 days');
  const results = await db.batch([
    countOf(profiles),
    countOf(profiles, gte(profiles.createdAt, weekAgo)),
    countOf(trainers),
    countOf(trainers, gte(trainers.createdAt, weekAgo)),
    countOf(trainers, eq(trainers.status, 'pending')),
    countOf(trainers, eq(trainers.status, 'approved')),
    countOf(trainers, eq(trainers.status, 'rejected')),
    countOf(reviews),
    countOf(reviewFlags, eq(reviewFlags.status, 'pending')),
    countOf(blogPosts),
    countOf(faqs),
    countOf(contactSubmissions),
    countOf(contactSubmissions, isNull(contactSubmissions.readAt)),
  ]);
  const [
    total_users = 0,
    new_users_this_week = 0,
    total_trainers = 0,
    new_trainers_this_week = 0,
    pending_trainers = 0,
    approved_trainers = 0,
    rejected_trainers = 0,
    total_reviews = 0,
    flagged_reviews = 0,
    blog_posts = 0,
    faqs_count = 0,
    contact_submissions = 0,
    unread_contact_submissions = 0,
  ] = results.map(([row]) => row?.n ?? 0);
  return {
    total_users,
    new_users_this_week,
    total_trainers,
    new_trainers_this_week,
    pending_trainers,
    approved_trainers,
    rejected_trainers,
    total_reviews,
    flagged_reviews,
    blog_posts,
    faqs: faqs_count,
    contact_submissions,
    unread_contact_submissions,
  };
}
