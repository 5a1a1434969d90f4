import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#worker/index';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { BENCHMARK_CRON } from './benchmarks.job';

/**
 * The Cron Trigger's job, run through the worker's real `scheduled` handler. Fixed dates: a run on
 * 1 March computes February (complete) and March (so far).
 *
 *   health_wellness   a 1/4 = 0.25, b 2/2 = 1, c 0/5 = 0, d no views (left out)  → median 0.25 (odd)
 *   business_mkt      f 1/1 = 1, g 1/4 = 0.25                                     → median 0.625 (even)
 *   excluded          e pending (10/10), n no services (1/1)
 *   creative_arts     h: one creative_arts and one technology service, creative first → 0/1
 */
const FEB = (day: number, time = '12:00:00.000') => `2026-02-${String(day).padStart(2, '0')}T${time}Z`;
const MARCH_START = '2026-03-01T00:00:00.000Z';
const RUN_AT = Date.parse('2026-03-01T02:30:00.000Z');
const ids: Record<string, number> = {};

async function events(trainer: string, views: string[], clicks: string[]) {
  const statements = [
    ...views.map((at) =>
      env.DB.prepare('INSERT INTO trainer_profile_views (event_id, trainer_id, viewed_at) VALUES (?, ?, ?)').bind(
        crypto.randomUUID(),
        ids[trainer],
        at,
      ),
    ),
    ...clicks.map((at) =>
      env.DB.prepare(
        "INSERT INTO trainer_social_clicks (event_id, trainer_id, platform, clicked_at) VALUES (?, ?, 'instagram', ?)",
      ).bind(crypto.randomUUID(), ids[trainer], at),
    ),
  ];
  if (statements.length) await env.DB.batch(statements);
}

const times = (n: number, day = 10) => Array.from({ length: n }, (_, i) => FEB(day, `0${i % 10}:00:00.000`));

async function runJob(scheduledTime = RUN_AT) {
  await worker.scheduled(createScheduledController({ scheduledTime, cron: BENCHMARK_CRON }), env);
}

async function benchmarks() {
  const { results } = await env.DB.prepare(
    'SELECT month, category, median_conversion, trainer_count, computed_at FROM trainer_benchmarks ORDER BY month, category',
  ).all();
  return results;
}

beforeAll(async () => {
  const make = async (name: string, categories: string[], status: 'approved' | 'pending' = 'approved') => {
    ids[name] = await createTrainer(await createUser(), {
      slug: `bench-${name}`,
      status,
      services: categories.map((category, i) => ({ title: `${name}${i}`, price: 10, category })),
    });
  };
  for (const name of ['a', 'b', 'c', 'd']) await make(name, ['health_wellness']);
  await make('e', ['health_wellness'], 'pending');
  await make('f', ['business_marketing']);
  await make('g', ['business_marketing', 'business_marketing', 'health_wellness']);
  await make('h', ['creative_arts', 'technology_digital']);
  await make('n', []);

  await events('a', times(4), times(1));
  await events('b', times(2), times(2));
  await events('c', times(5), []);
  await events('e', times(10), times(10));
  // f's only view is the last millisecond of February; its click is in February too.
  await events('f', [FEB(28, '23:59:59.999')], [FEB(1, '00:00:00.000')]);
  await events('g', times(4, 20), times(1, 20));
  await events('h', times(1), []);
  await events('n', times(1), times(1));
  // March so far: only a, 2 views and 2 clicks (first instant of the month included).
  await events('a', [MARCH_START, '2026-03-01T01:00:00.000Z'], [MARCH_START, MARCH_START]);
  // January: never recomputed by a March run.
  await events('b', ['2026-01-31T23:59:59.999Z'], []);
});

describe('scheduled benchmark job', () => {
  it('writes per-category medians for the previous and current month', async () => {
    await runJob();
    const computed_at = new Date(RUN_AT).toISOString();
    expect(await benchmarks()).toEqual([
      { month: '2026-02', category: 'business_marketing', median_conversion: 0.625, trainer_count: 2, computed_at },
      { month: '2026-02', category: 'creative_arts', median_conversion: 0, trainer_count: 1, computed_at },
      { month: '2026-02', category: 'health_wellness', median_conversion: 0.25, trainer_count: 3, computed_at },
      { month: '2026-03', category: 'health_wellness', median_conversion: 1, trainer_count: 1, computed_at },
    ]);
  });

  it('replaces a month on the next run instead of adding rows', async () => {
    // d joins health_wellness with 1.0: 0, 0.25, 1, 1 → 0.625. Its events came in late, for a day
    // the first run left to the raw events (the rollups' settle window), so they count.
    await events('d', times(1, 28), times(1, 28));
    const later = RUN_AT + 86_400_000;
    await runJob(later);
    const rows = await benchmarks();
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.month === '2026-02' && r.category === 'health_wellness')).toMatchObject({
      median_conversion: 0.625,
      trainer_count: 4,
      computed_at: new Date(later).toISOString(),
    });
  });

  it('leaves no rows for a category whose trainers had no views', async () => {
    await runJob(Date.parse('2026-06-15T02:30:00.000Z'));
    const rows = await benchmarks();
    expect(rows.filter((r) => r.month === '2026-05' || r.month === '2026-06')).toEqual([]);
    // Earlier months' rows stay as they were.
    expect(rows).toHaveLength(4);
  });
});
