import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '#worker/db/client';
import {
  deleteExpiredAccountLinks,
  deleteExpiredSessionTokens,
  deleteOldRateLimitCounters,
  deleteProfileViewsBefore,
  deleteSearchQueriesBefore,
  deleteSocialClicksBefore,
  deleteUsedAccountLinks,
} from './housekeeping.repository';

/**
 * Each housekeeping delete finds its rows through an index range and deletes them by key: a run
 * costs the rows it deletes, not the size of the table (EXPLAIN QUERY PLAN of exactly what the job
 * sends).
 */
const db = createDb(env.DB);
const BOUND = '2026-01-01T00:00:00.000Z';

async function plan(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = statement.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

const cases = [
  {
    name: 'refresh tokens of expired sessions',
    statement: deleteExpiredSessionTokens(db, BOUND, 1000),
    reads: [
      /^SEARCH sessions USING (COVERING )?INDEX sessions_expires_idx \(expires_at<\?\)$/,
      /^SEARCH refresh_tokens USING (COVERING )?INDEX refresh_tokens_session_idx \(session_id=\?\)$/,
    ],
  },
  {
    name: 'expired account links',
    statement: deleteExpiredAccountLinks(db, BOUND, 1000),
    reads: [/^SEARCH account_tokens USING (COVERING )?INDEX account_tokens_expires_idx \(expires_at<\?\)$/],
  },
  {
    name: 'used account links',
    statement: deleteUsedAccountLinks(db, BOUND, 1000),
    reads: [/^SEARCH account_tokens USING (COVERING )?INDEX account_tokens_used_idx \(used_at<\?\)$/],
  },
  {
    name: 'rate-limit counters',
    statement: deleteOldRateLimitCounters(db, 1_700_000_000, 1000),
    reads: [/^SEARCH rate_limit_buckets USING (COVERING )?INDEX rate_limit_buckets_window_idx \(window_start<\?\)$/],
  },
  {
    name: 'profile views',
    statement: deleteProfileViewsBefore(db, BOUND, 1000),
    reads: [/^SEARCH trainer_profile_views USING (COVERING )?INDEX trainer_profile_views_time_idx \(viewed_at<\?\)$/],
  },
  {
    name: 'social clicks',
    statement: deleteSocialClicksBefore(db, BOUND, 1000),
    reads: [/^SEARCH trainer_social_clicks USING (COVERING )?INDEX trainer_social_clicks_time_idx \(clicked_at<\?\)$/],
  },
  {
    name: 'search queries',
    statement: deleteSearchQueriesBefore(db, BOUND, 1000),
    reads: [/^SEARCH search_queries USING (COVERING )?INDEX search_queries_created_idx \(created_at<\?\)$/],
  },
];

describe('housekeeping query plans', () => {
  it.each(cases)('$name: an index range, no table scan', async ({ statement, reads }) => {
    const lines = await plan(statement);
    const text = lines.join('\n');
    expect(
      lines.filter((l) => /^SCAN /.test(l)),
      text,
    ).toEqual([]);
    for (const read of reads)
      expect(
        lines.some((l) => read.test(l)),
        `${read}\n${text}`,
      ).toBe(true);
  });
});
