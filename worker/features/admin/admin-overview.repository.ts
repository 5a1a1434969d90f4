import type { AdminStatsResponse } from '../../shared/api/admin';

/** SPEC 9: 'new this week' is the last 7 days. */
const WEEK_AGO = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-7 days')";

const COUNTS: Record<keyof AdminStatsResponse, string> = {
  total_users: 'SELECT count(*) AS n FROM profiles',
  new_users_this_week: `SELECT count(*) AS n FROM profiles WHERE created_at >= ${WEEK_AGO}`,
  total_trainers: 'SELECT count(*) AS n FROM trainers',
  new_trainers_this_week: `SELECT count(*) AS n FROM trainers WHERE created_at >= ${WEEK_AGO}`,
  pending_trainers: "SELECT count(*) AS n FROM trainers WHERE status = 'pending'",
  approved_trainers: "SELECT count(*) AS n FROM trainers WHERE status = 'approved'",
  rejected_trainers: "SELECT count(*) AS n FROM trainers WHERE status = 'rejected'",
  total_reviews: 'SELECT count(*) AS n FROM reviews',
  flagged_reviews: "SELECT count(*) AS n FROM review_flags WHERE status = 'pending'",
  blog_posts: 'SELECT count(*) AS n FROM blog_posts',
  faqs: 'SELECT count(*) AS n FROM faqs',
  contact_submissions: 'SELECT count(*) AS n FROM contact_submissions',
  unread_contact_submissions: 'SELECT count(*) AS n FROM contact_submissions WHERE read_at IS NULL',
};

/** Exact counts for the overview's stat cards, all in one round trip. */
export async function adminStats(db: D1Database): Promise<AdminStatsResponse> {
  const keys = Object.keys(COUNTS) as (keyof AdminStatsResponse)[];
  const results = await db.batch<{ n: number }>(keys.map((key) => db.prepare(COUNTS[key])));
  return Object.fromEntries(
    keys.map((key, i) => [key, results[i]?.results[0]?.n ?? 0]),
  ) as unknown as AdminStatsResponse;
}
