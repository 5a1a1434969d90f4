import { env } from 'cloudflare:workers';
import type { Query } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { monthKey } from '#shared/months';
import { NEXT_ROLLUP_DAY_SQL, rollupStatements } from '#worker/db/analytics-rollups';
import { benchmarkStatements } from '#worker/db/trainer-benchmarks';
import { buildAnalyticsQueries } from './analytics-query.repository';

/**
 * The analytics page's statements (exactly what the endpoint runs) read the rollups through their
 * (trainer_id, day) keys and the raw events through the covering (trainer_id, time, ...) indexes:
 * a month is one key range per trainer, never a scan of every row. The scheduled jobs read them
 * the same way, per approved trainer; the rollup job reads one day range of the time indexes.
 */
async function plan({ sql, params }: Query): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

/** Reads of the event tables, by name or by the jobs' aliases (v, c). */
const EVENT_READ = /^(SEARCH|SCAN) (trainer_profile_views|trainer_social_clicks|v|c)\b/;
const VIEWS_RANGE =
  'USING COVERING INDEX trainer_profile_views_trainer_time_cover_idx (trainer_id=? AND viewed_at>? AND viewed_at<?)';
const CLICKS_RANGE =
  'USING COVERING INDEX trainer_social_clicks_trainer_time_platform_idx (trainer_id=? AND clicked_at>? AND clicked_at<?)';

/** Reads of the rollup tables, by name or by the benchmark job's aliases (dv, dc). */
const ROLLUP_READ = /^(SEARCH|SCAN) (trainer_daily_\w+|dv|dc)\b/;
const ROLLUP_RANGE =
  /USING INDEX sqlite_autoindex_trainer_daily_(views|keywords|clicks)_1 \(trainer_id=\? AND day>\? AND day<\?\)$/;

/** Full scans of stored tables (a constant row or a CTE/subquery co-routine is not a table). */
const tableScans = (lines: string[]) =>
  lines.filter(
    (l) =>
      /^SCAN (trainers|services|profiles|trainer_\w+|rollup_state|t|s|v|c|b|dv|dc)\b/.test(l) &&
      !/USING (COVERING )?INDEX/.test(l),
  );

/** The watermark is one key lookup. */
const isWatermarkLookup = (l: string) =>
  l === 'SEARCH rollup_state USING INDEX sqlite_autoindex_rollup_state_1 (name=?)';

function expectIndexedOnly(lines: string[], { rollups = true } = {}) {
  const text = lines.join('\n');
  expect(tableScans(lines), text).toEqual([]);
  // Every read of an event table is one trainer's range of its covering index.
  const eventReads = lines.filter((l) => EVENT_READ.test(l));
  expect(eventReads.length, text).toBeGreaterThan(0);
  for (const line of eventReads)
    expect(
      [VIEWS_RANGE, CLICKS_RANGE].some((r) => line.endsWith(r)),
      text,
    ).toBe(true);
  // Every read of a rollup table is one trainer's day range of its key.
  const rollupReads = lines.filter((l) => ROLLUP_READ.test(l));
  expect(rollupReads.length, text).toBe(rollups ? eventReads.length : 0);
  for (const line of rollupReads) expect(line, text).toMatch(ROLLUP_RANGE);
  for (const line of lines.filter((l) => /rollup_state/.test(l))) expect(isWatermarkLookup(line), text).toBe(true);
}

const queries = buildAnalyticsQueries('some-user-id', monthKey(new Date()));

describe('analytics query plans', () => {
  it.each(['totals', 'daily', 'sources', 'keywords', 'platforms'] as const)(
    '%s reads one rollup key range and one index range per figure',
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

  it('the scheduled benchmark job counts each approved trainer through the same ranges', async () => {
    const [, insert] = benchmarkStatements(monthKey(new Date()), new Date().toISOString());
    expectIndexedOnly(await plan(insert as Query));
  });
});

describe('rollup job query plans', () => {
  const [deleteViews, insertViews, deleteKeywords, insertKeywords, deleteClicks, insertClicks, watermark] =
    rollupStatements('2026-03-01', '2026-03-15') as [Query, Query, Query, Query, Query, Query, Query];

  it.each([
    ['views', deleteViews, 'trainer_daily_views'],
    ['keywords', deleteKeywords, 'trainer_daily_keywords'],
    ['clicks', deleteClicks, 'trainer_daily_clicks'],
  ] as const)('replacing %s deletes one day range of the day index', async (_name, statement, table) => {
    expect(await plan(statement)).toEqual([`SEARCH ${table} USING COVERING INDEX ${table}_day_idx (day>? AND day<?)`]);
  });

  it.each([
    ['views', insertViews, 'v USING INDEX trainer_profile_views_time_idx (viewed_at>? AND viewed_at<?)'],
    ['keywords', insertKeywords, 'v USING INDEX trainer_profile_views_time_idx (viewed_at>? AND viewed_at<?)'],
    ['clicks', insertClicks, 'c USING INDEX trainer_social_clicks_time_idx (clicked_at>? AND clicked_at<?)'],
  ] as const)('recomputing %s reads one day range of the time index', async (_name, statement, read) => {
    const lines = await plan(statement);
    expect(tableScans(lines), lines.join('\n')).toEqual([]);
    expect(
      lines.filter((l) => EVENT_READ.test(l)),
      lines.join('\n'),
    ).toEqual([`SEARCH ${read}`]);
  });

  it('the watermark and the first event are one lookup each', async () => {
    for (const statement of [watermark, { sql: NEXT_ROLLUP_DAY_SQL, params: [] }]) {
      const lines = await plan(statement);
      const text = lines.join('\n');
      expect(tableScans(lines), text).toEqual([]);
      expect(lines.filter((l) => /rollup_state/.test(l)).every(isWatermarkLookup), text).toBe(true);
      // min() over an index: SQLite reads its first entry (a SEARCH with no range); a full pass
      // would show as SCAN.
      expect(
        lines.filter((l) => EVENT_READ.test(l)),
        text,
      ).toEqual([
        'SEARCH trainer_profile_views USING COVERING INDEX trainer_profile_views_time_idx',
        'SEARCH trainer_social_clicks USING COVERING INDEX trainer_social_clicks_time_idx',
      ]);
    }
  });
});
