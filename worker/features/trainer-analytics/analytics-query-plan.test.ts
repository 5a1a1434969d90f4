import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Statement } from '../../db/statement';
import { benchmarkStatements } from '../../db/trainer-benchmarks';
import { monthKey } from '../../shared/months';
import { buildAnalyticsQueries } from './analytics-query';

/**
 * The analytics page's statements (exactly what the endpoint runs) read the event tables only
 * through the covering (trainer_id, time, ...) indexes: a month is one index range per trainer,
 * never a scan of every event. The scheduled job reads them the same way, per approved trainer.
 */
async function plan({ sql, params }: Statement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** Reads of the event tables, by name or by the job's aliases (v, c). */
const EVENT_READ = /^(SEARCH|SCAN) (trainer_profile_views|trainer_social_clicks|v|c)\b/;
const VIEWS_RANGE =
  'USING COVERING INDEX trainer_profile_views_trainer_time_cover_idx (trainer_id=? AND viewed_at>? AND viewed_at<?)';
const CLICKS_RANGE =
  'USING COVERING INDEX trainer_social_clicks_trainer_time_platform_idx (trainer_id=? AND clicked_at>? AND clicked_at<?)';

/** Full scans of stored tables (a constant row or a CTE/subquery co-routine is not a table). */
const tableScans = (lines: string[]) =>
  lines.filter(
    (l) => /^SCAN (trainers|services|profiles|trainer_\w+|t|s|v|c|b)\b/.test(l) && !/USING (COVERING )?INDEX/.test(l),
  );

function expectIndexedOnly(lines: string[]) {
  const text = lines.join('\n');
  expect(tableScans(lines), text).toEqual([]);
  // Every read of an event table is a range of its covering index.
  const eventReads = lines.filter((l) => EVENT_READ.test(l));
  expect(eventReads.length, text).toBeGreaterThan(0);
  for (const line of eventReads)
    expect(
      [VIEWS_RANGE, CLICKS_RANGE].some((r) => line.endsWith(r)),
      text,
    ).toBe(true);
}

const queries = buildAnalyticsQueries('some-user-id', monthKey(new Date()));

describe('analytics query plans', () => {
  it.each(['totals', 'daily', 'sources', 'keywords', 'platforms'] as const)(
    '%s reads one index range',
    async (name) => {
      expectIndexedOnly(await plan(queries[name]));
    },
  );

  it('the trainer and benchmark lookups use keys only', async () => {
    for (const statement of [queries.trainer, queries.benchmark]) {
      const lines = await plan(statement);
      expect(tableScans(lines), lines.join('\n')).toEqual([]);
    }
  });

  it('the scheduled job counts each approved trainer through the same index ranges', async () => {
    const [, insert] = benchmarkStatements(monthKey(new Date()), new Date().toISOString());
    expectIndexedOnly(await plan(insert as Statement));
  });
});
