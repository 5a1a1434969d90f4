import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainerAnalyticsResponse } from '#shared/api/trainer-analytics';
import { monthBounds, monthKey, shiftMonth } from '#shared/months';
import {
  ROLLUP_MAX_DAYS_PER_RUN,
  rollupCutoffDay,
  rollupStatements,
  shiftDay,
  TRAINER_DAILY_ROLLUP,
  utcDayOf,
} from '#worker/db/analytics-rollups';
import { createDb } from '#worker/db/client';
import worker from '#worker/index';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { BENCHMARK_CRON, computeBenchmarks } from './benchmarks.job';

/**
 * The daily rollups change no answer: the analytics page and the benchmarks computed from the raw
 * events alone (no watermark: every reader falls back to raw) equal what they read once the job
 * has rolled up every closed day, for months before, across and after the watermark. Fixtures are
 * pseudo-random (seeded) over the last four months, plus events on the day and month edges, case
 * variants of keywords (non-ASCII too), blank ones, and one trainer with more keyword groups than
 * the page reads.
 */
const now = new Date();
const current = monthKey(now);
const MONTHS = [0, -1, -2, -3, -4, -5].map((offset) => shiftMonth(current, offset));
const DAY_MS = 86_400_000;

function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(26);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const SOURCES = ['search', 'direct', 'category', 'home', 'featured'];
const KEYWORDS = [
  'Yoga',
  'yoga',
  'YOGA',
  ' yoga ',
  'ÉTÉ Yoga',
  'été yoga',
  'Été YOGA',
  'Pilates',
  'ΣΟΦΙΑ',
  'σοφια',
  '  ',
  '',
];
const PLATFORMS = ['website', 'instagram', 'tiktok', 'snapchat', 'whatsapp'];

interface Trainer {
  user: TestUser;
  id: number;
}
const trainers: Trainer[] = [];

function viewAt(trainerId: number, at: string, source = pick(SOURCES), query: string | null = pickQuery()) {
  return env.DB.prepare(
    'INSERT INTO trainer_profile_views (event_id, trainer_id, source_page, search_query, viewed_at) VALUES (?, ?, ?, ?, ?)',
  ).bind(crypto.randomUUID(), trainerId, source, query, at);
}
function clickAt(trainerId: number, at: string, platform = pick(PLATFORMS)) {
  return env.DB.prepare(
    'INSERT INTO trainer_social_clicks (event_id, trainer_id, platform, clicked_at) VALUES (?, ?, ?, ?)',
  ).bind(crypto.randomUUID(), trainerId, platform, at);
}
function pickQuery(): string | null {
  return random() < 0.3 ? null : pick(KEYWORDS);
}

/** Times in a month, never after now: random ones and the edges of days and of the month. */
function timesIn(month: string, count: number): string[] {
  const { start, end } = monthBounds(month);
  const from = Date.parse(start);
  const to = Math.min(Date.parse(end), now.getTime());
  if (to <= from) return [];
  const times = Array.from({ length: count }, () => from + Math.floor(random() * (to - from)));
  const day = from + Math.floor(random() * Math.max(1, Math.floor((to - from) / DAY_MS))) * DAY_MS;
  times.push(from, to - 1, day, day + DAY_MS - 1, day - 1);
  return times.filter((t) => t >= from && t < to).map((t) => new Date(t).toISOString());
}

async function insert(statements: D1PreparedStatement[]) {
  for (let i = 0; i < statements.length; i += 200) await env.DB.batch(statements.slice(i, i + 200));
}

async function analytics(user: TestUser, month: string) {
  const res = await callJson(`/api/me/trainer/analytics?month=${month}`, { headers: user.auth });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TrainerAnalyticsResponse;
}

/** Every trainer's answer for every month. */
async function answers() {
  const all: TrainerAnalyticsResponse[] = [];
  for (const { user } of trainers) for (const month of MONTHS) all.push(await analytics(user, month));
  return all;
}

async function watermark(): Promise<string | null> {
  const row = await env.DB.prepare('SELECT rolled_until FROM rollup_state WHERE name = ?')
    .bind(TRAINER_DAILY_ROLLUP)
    .first<{ rolled_until: string }>();
  return row?.rolled_until ?? null;
}

/** `read` as the raw events alone answer it: without the watermark, no reader uses the rollups. */
async function fromRawEvents<T>(read: () => Promise<T>): Promise<T> {
  const state = await watermark();
  await env.DB.prepare('DELETE FROM rollup_state').run();
  try {
    return await read();
  } finally {
    if (state)
      await env.DB.prepare('INSERT INTO rollup_state (name, rolled_until) VALUES (?, ?)')
        .bind(TRAINER_DAILY_ROLLUP, state)
        .run();
  }
}

async function benchmarks(at: Date) {
  await computeBenchmarks(createDb(env.DB), at);
  const { results } = await env.DB.prepare('SELECT * FROM trainer_benchmarks ORDER BY month, category').all();
  return results;
}

async function runCron(at = now) {
  await worker.scheduled(createScheduledController({ scheduledTime: at.getTime(), cron: BENCHMARK_CRON }), env);
}

async function rollupRows() {
  const tables = ['trainer_daily_views', 'trainer_daily_keywords', 'trainer_daily_clicks'];
  const rows: Record<string, unknown[]> = {};
  for (const table of tables)
    rows[table] = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all()).results;
  return rows;
}

async function runStatements(fromDay: string, untilDay: string) {
  await env.DB.batch(rollupStatements(fromDay, untilDay).map((s) => env.DB.prepare(s.sql).bind(...s.params)));
}

const firstDay = monthBounds(MONTHS[3] as string).start.slice(0, 10);
let before: TrainerAnalyticsResponse[] = [];
let rawBenchmarks: unknown[] = [];

beforeAll(async () => {
  for (const category of ['creative_arts', 'creative_arts', 'technology_digital']) {
    const user = await createUser();
    const id = await createTrainer(user, { services: [{ title: 'Course', price: 10, category }] });
    trainers.push({ user, id });
  }
  const statements: D1PreparedStatement[] = [];
  for (const [index, { id }] of trainers.entries()) {
    for (const month of MONTHS.slice(0, 4)) {
      for (const at of timesIn(month, 40 + index * 15)) statements.push(viewAt(id, at));
      for (const at of timesIn(month, 10 + index * 5)) statements.push(clickAt(id, at));
    }
  }
  // The first trainer: more keyword groups than the page reads (KEYWORD_GROUPS_READ), in the
  // previous month, with ties at the cut, half on one day and half on another.
  const owner = trainers[0] as Trainer;
  const previous = monthBounds(MONTHS[1] as string).start;
  for (let k = 0; k < 130; k++) {
    for (let n = 0; n <= k % 3; n++) {
      const at = new Date(Date.parse(previous) + (k % 2 ? 3 : 20) * DAY_MS + k * 1000 + n).toISOString();
      statements.push(viewAt(owner.id, at, 'search', `Word${k}`));
    }
  }
  // The days either side of where the job stops (days from the cutoff on stay raw).
  const cutoff = Date.parse(`${rollupCutoffDay(now)}T00:00:00.000Z`);
  for (const at of [cutoff - 1, cutoff, cutoff - DAY_MS]) statements.push(viewAt(owner.id, new Date(at).toISOString()));
  await insert(statements);

  // The benchmarks first, so the answers show them (the job recomputes them at the same time).
  rawBenchmarks = await benchmarks(now);
  before = await answers();
});

describe('daily analytics rollups', () => {
  it('rolls up at most the per-run limit, then catches up over runs to the settled days', async () => {
    expect(await watermark()).toBeNull();
    await runCron();
    // The first run starts at the first event's day.
    expect(await watermark()).toBe(shiftDay(firstDay, ROLLUP_MAX_DAYS_PER_RUN));
    for (let run = 0; run < 20 && (await watermark()) !== rollupCutoffDay(now); run++) await runCron();
    expect(await watermark()).toBe(rollupCutoffDay(now));
    expect(await watermark()).toBe(shiftDay(utcDayOf(now), -2));
  });

  it('stores exactly the raw counts of every rolled-up day', async () => {
    const until = (await watermark()) as string;
    const raw = async (sql: string) => (await env.DB.prepare(sql).bind(until).all()).results;
    const rows = await rollupRows();
    expect(rows.trainer_daily_views).toEqual(
      await raw(`SELECT trainer_id, substr(viewed_at, 1, 10) AS day, source_page, count(*) AS views
        FROM trainer_profile_views WHERE viewed_at < ?1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
    expect(rows.trainer_daily_keywords).toEqual(
      await raw(`SELECT trainer_id, substr(viewed_at, 1, 10) AS day, lower(search_query) AS keyword, count(*) AS views
        FROM trainer_profile_views WHERE viewed_at < ?1 AND trim(search_query) <> '' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
    expect(rows.trainer_daily_clicks).toEqual(
      await raw(`SELECT trainer_id, substr(clicked_at, 1, 10) AS day, platform, count(*) AS clicks
        FROM trainer_social_clicks WHERE clicked_at < ?1 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    );
    expect(rows.trainer_daily_keywords?.length).toBeGreaterThan(130);
  });

  it('answers every month exactly as the raw events did, and as they still do', async () => {
    const after = await answers();
    expect(after).toEqual(before);
    expect(await fromRawEvents(answers)).toEqual(after);
    // Not vacuous: the fixtures fill the months, keywords were folded and cut.
    const ownerPrevious = after[1] as TrainerAnalyticsResponse;
    expect(ownerPrevious.search_keywords).toHaveLength(10);
    expect(after.every((a, i) => i % MONTHS.length > 3 || a.totals.profile_views.current > 0)).toBe(true);
  });

  it('computes the same benchmarks', async () => {
    expect(rawBenchmarks.length).toBeGreaterThan(0);
    expect(await benchmarks(now)).toEqual(rawBenchmarks);
  });

  it('is idempotent: running again, or rolling up days again, counts nothing twice', async () => {
    const rows = await rollupRows();
    const state = await watermark();
    await runCron();
    await runCron();
    await runStatements(firstDay, state as string);
    await runStatements(shiftDay(state as string, -5), state as string);
    expect(await rollupRows()).toEqual(rows);
    expect(await watermark()).toBe(state);
    expect(await answers()).toEqual(before);
  });

  it('counts a late event at once within the settle window, and after its day is rolled up', async () => {
    const owner = trainers[0] as Trainer;
    const state = (await watermark()) as string;
    // A view for the first day the job has not rolled up, delivered late: read from the raw events.
    await insert([viewAt(owner.id, `${state}T10:00:00.000Z`, 'late-source', 'Late Keyword')]);
    const month = monthKey(new Date(Date.parse(state)));
    const nextRun = new Date(now.getTime() + DAY_MS);
    // The benchmarks as the next run would compute them from the raw events, so the answer shows them.
    await benchmarks(nextRun);
    const live = await analytics(owner.user, month);
    expect(live.traffic_sources).toContainEqual({ source: 'late-source', count: 1 });
    // The next day's run rolls that day up: the answer, benchmarks included, stays the raw one.
    await runCron(nextRun);
    expect(await watermark()).toBe(shiftDay(state, 1));
    expect(await analytics(owner.user, month)).toEqual(live);
    expect(await fromRawEvents(() => analytics(owner.user, month))).toEqual(live);
  });

  it('counts an event later than the window once its day is rolled up again', async () => {
    const owner = trainers[0] as Trainer;
    const day = shiftDay((await watermark()) as string, -10);
    const month = monthKey(new Date(Date.parse(day)));
    const rolled = await analytics(owner.user, month);
    await insert([clickAt(owner.id, `${day}T23:59:59.999Z`, 'snapchat')]);
    // The documented bound: a day already rolled up does not see it…
    expect(await analytics(owner.user, month)).toEqual(rolled);
    // … until that day is rolled up again, which replaces it.
    await runStatements(day, shiftDay(day, 1));
    const rerolled = await analytics(owner.user, month);
    expect(rerolled.totals.social_clicks.current).toBe(rolled.totals.social_clicks.current + 1);
    expect(rerolled).toEqual(await fromRawEvents(() => analytics(owner.user, month)));
    expect(await benchmarks(now)).toEqual(await fromRawEvents(() => benchmarks(now)));
  });

  it('never moves the watermark over days it has not rolled up', async () => {
    const state = (await watermark()) as string;
    // A range that starts after the watermark would leave a gap: rows written, watermark kept.
    await runStatements(shiftDay(state, 3), shiftDay(state, 5));
    expect(await watermark()).toBe(state);
    await env.DB.prepare('DELETE FROM rollup_state').run();
    // Nothing rolled up yet: only a range from the first event's day on may set it.
    await runStatements(shiftDay(firstDay, 1), shiftDay(firstDay, 3));
    expect(await watermark()).toBeNull();
    await runStatements(firstDay, shiftDay(firstDay, 3));
    expect(await watermark()).toBe(shiftDay(firstDay, 3));
    expect(await answers()).toEqual(await fromRawEvents(answers));
  });
});
