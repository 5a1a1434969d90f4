import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainerAnalyticsResponse } from '#shared/api/trainer-analytics';
import { monthBounds, monthKey, shiftMonth } from '#shared/months';
import { rollupStatements, shiftDay } from '#worker/db/analytics-rollups';
import { createDb } from '#worker/db/client';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { loadMyAnalytics } from './trainer-analytics.repository';

/**
 * Every figure on /trainer-analytics tells the same story: the month's views equal the daily bars'
 * sum and the traffic sources' sum, and its contact clicks equal the per-platform sum, with one row
 * per source (the page labels and keys rows by it). Fixtures sit on the month edges, spell one
 * source several ways (the visitor's `?source=` is free text), and include a view on a day after
 * the reader's clock; the answers are compared from raw events and again once the rollups cover
 * the previous month and part of the current one (a month split at the watermark).
 */
const now = new Date();
const current = monthKey(now);
const previous = shiftMonth(current, -1);
const before = shiftMonth(current, -2);
const currentStart = monthBounds(current).start;
const previousStart = monthBounds(previous).start;
const DAY_MS = 86_400_000;
const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

let owner: TestUser;
let trainerId = 0;

function view(viewedAt: string, source: string) {
  return env.DB.prepare(
    'INSERT INTO trainer_profile_views (event_id, trainer_id, source_page, viewed_at) VALUES (?, ?, ?, ?)',
  ).bind(crypto.randomUUID(), trainerId, source, viewedAt);
}

function click(clickedAt: string, platform: string) {
  return env.DB.prepare(
    'INSERT INTO trainer_social_clicks (event_id, trainer_id, platform, clicked_at) VALUES (?, ?, ?, ?)',
  ).bind(crypto.randomUUID(), trainerId, platform, clickedAt);
}

async function analytics(month: string) {
  const res = await callJson(`/api/me/trainer/analytics?month=${month}`, { headers: owner.auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TrainerAnalyticsResponse;
}

const sum = <T>(rows: T[], count: (row: T) => number) => rows.reduce((total, row) => total + count(row), 0);

function expectFiguresAgree(body: TrainerAnalyticsResponse) {
  const views = body.totals.profile_views.current;
  expect(
    sum(body.daily_views, (d) => d.views),
    `${body.month}: daily bars`,
  ).toBe(views);
  expect(
    sum(body.traffic_sources, (s) => s.count),
    `${body.month}: traffic sources`,
  ).toBe(views);
  expect(
    sum(body.social_clicks, (s) => s.count),
    `${body.month}: platforms`,
  ).toBe(body.totals.social_clicks.current);
  const sources = body.traffic_sources.map((s) => s.source);
  expect(new Set(sources).size, `${body.month}: one row per source`).toBe(sources.length);
}

beforeAll(async () => {
  owner = await createUser();
  trainerId = await createTrainer(owner, { slug: 'agreeable-figures' });
  await env.DB.batch([
    // Current month: its first instant, one source spelled four ways (ASCII and not), a view the
    // next day (after the reader's clock in the last test).
    view(currentStart, 'search'),
    view(at(currentStart, 1_000), 'Search'),
    view(at(currentStart, 2_000), 'SEARCH'),
    view(at(currentStart, 3_000), ' search '),
    view(at(currentStart, 4_000), 'Ünterseite'),
    view(at(currentStart, 5_000), 'ünterseite'),
    view(at(currentStart, DAY_MS + 1_000), 'direct'),
    click(currentStart, 'instagram'),
    click(at(currentStart, DAY_MS + 1_000), 'whatsapp'),
    // Previous month: first instant, mid-month, last millisecond.
    view(previousStart, 'home'),
    view(at(previousStart, 14 * DAY_MS), 'Category'),
    view(at(currentStart, -1), 'Home'),
    click(at(currentStart, -1), 'website'),
    // The month before: its last millisecond only.
    view(at(previousStart, -1), 'direct'),
    click(at(previousStart, -1), 'tiktok'),
  ]);
});

describe('analytics figures agree with each other', () => {
  it('counts a source spelled in different cases as one source', async () => {
    const body = await analytics(current);
    expect(body.totals.profile_views.current).toBe(7);
    expect(body.traffic_sources).toEqual([
      { source: 'search', count: 4 },
      { source: 'ünterseite', count: 2 },
      { source: 'direct', count: 1 },
    ]);
    expectFiguresAgree(body);
  });

  it('agrees at the month edges, from raw events and across the rollup watermark', async () => {
    const months = [current, previous, before];
    const raw = await Promise.all(months.map(analytics));
    expect(raw.map((body) => body.totals.profile_views.current)).toEqual([7, 3, 1]);
    expect(raw.map((body) => body.totals.social_clicks.current)).toEqual([2, 1, 1]);
    expect(raw[1]?.traffic_sources).toEqual([
      { source: 'home', count: 2 },
      { source: 'category', count: 1 },
    ]);
    for (const body of raw) expectFiguresAgree(body);

    // Rolled up to the current month's second day: the previous months from the rollups, the
    // current one from both.
    await env.DB.batch(
      rollupStatements('2000-01-01', shiftDay(currentStart.slice(0, 10), 1)).map((s) =>
        env.DB.prepare(s.sql).bind(...s.params),
      ),
    );
    const rolled = await Promise.all(months.map(analytics));
    expect(rolled).toEqual(raw);
  });

  it('gives a view stamped after the reader’s clock its bar', async () => {
    // The reader's clock at the month's first instant; a view the day after (a clock ahead of it).
    const body = await loadMyAnalytics(createDb(env.DB), owner.id, current, new Date(currentStart));
    if (!body) throw new Error('no trainer');
    expect(body.daily_views.map((d) => d.date)).toEqual([
      currentStart.slice(0, 10),
      shiftDay(currentStart.slice(0, 10), 1),
    ]);
    expectFiguresAgree(body);
  });
});
