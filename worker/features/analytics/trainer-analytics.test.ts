import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectableMonths, type TrainerAnalyticsResponse } from '#shared/api/trainer-analytics';
import { monthBounds, monthKey, shiftMonth } from '#shared/months';
import worker from '#worker/index';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { BENCHMARK_CRON } from './benchmarks.job';

/**
 * Known fixtures around the month edges (UTC). Current-month events sit in its first seconds, so
 * they are never in the future whatever the day the tests run.
 */
const now = new Date();
const current = monthKey(now);
const previous = shiftMonth(current, -1);
const empty = shiftMonth(current, -2);
const currentStart = monthBounds(current).start;
const previousStart = monthBounds(previous).start;
const at = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

let owner: TestUser;
let ownerTrainer = 0;
let otherTrainer = 0;

async function view(trainerId: number, viewedAt: string, source = 'direct', query: string | null = null) {
  await env.DB.prepare(
    'INSERT INTO trainer_profile_views (event_id, trainer_id, source_page, search_query, viewed_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), trainerId, source, query, viewedAt)
    .run();
}

async function click(trainerId: number, clickedAt: string, platform: string) {
  await env.DB.prepare(
    'INSERT INTO trainer_social_clicks (event_id, trainer_id, platform, clicked_at) VALUES (?, ?, ?, ?)',
  )
    .bind(crypto.randomUUID(), trainerId, platform, clickedAt)
    .run();
}

async function analytics(user: TestUser, month?: string) {
  const res = await callJson(`/api/me/trainer/analytics${month === undefined ? '' : `?month=${month}`}`, {
    headers: user.auth,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TrainerAnalyticsResponse;
}

beforeAll(async () => {
  owner = await createUser({ fullName: 'Ana Lytics' });
  // Primary category creative_arts (two of three services).
  ownerTrainer = await createTrainer(owner, {
    slug: 'ana-lytics',
    services: [
      { title: 'Yoga', price: 10, category: 'health_wellness' },
      { title: 'Painting', price: 20, category: 'creative_arts' },
      { title: 'Drawing', price: 30, category: 'creative_arts' },
    ],
  });
  otherTrainer = await createTrainer(await createUser(), { slug: 'someone-else' });

  // Current month: 6 views, 3 clicks.
  await view(ownerTrainer, currentStart, 'search', 'Yoga');
  await view(ownerTrainer, at(currentStart, 1000), 'search', 'yoga');
  await view(ownerTrainer, at(currentStart, 2000), 'search', 'ÉTÉ Yoga');
  await view(ownerTrainer, at(currentStart, 3000), 'search', 'été yoga');
  await view(ownerTrainer, at(currentStart, 4000), 'direct');
  await view(ownerTrainer, at(currentStart, 5000), 'category');
  await click(ownerTrainer, currentStart, 'instagram');
  await click(ownerTrainer, at(currentStart, 1000), 'instagram');
  await click(ownerTrainer, at(currentStart, 2000), 'whatsapp');

  // Previous month: 4 views (first instant, mid-month, last instant), 1 click.
  await view(ownerTrainer, previousStart, 'home');
  await view(ownerTrainer, at(previousStart, 14 * 86_400_000), 'search', 'Old Keyword');
  await view(ownerTrainer, at(previousStart, 14 * 86_400_000 + 60_000), 'home');
  await view(ownerTrainer, at(currentStart, -1), 'search', 'last millisecond');
  await click(ownerTrainer, at(currentStart, -1), 'website');

  // Another trainer's events never count.
  await view(otherTrainer, at(currentStart, 500), 'search', 'yoga');
  await click(otherTrainer, at(currentStart, 500), 'instagram');
});

describe('GET /api/me/trainer/analytics', () => {
  it('answers the current month by default with totals, change, sources, keywords and clicks', async () => {
    const body = await analytics(owner);
    expect(body.month).toBe(current);
    expect(body.period).toEqual(monthBounds(current));
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toBe(current);
    expect(body.months[11]).toBe(shiftMonth(current, -11));
    expect(body.totals).toEqual({
      profile_views: { current: 6, previous: 4, change: 2, change_percent: 50 },
      social_clicks: { current: 3, previous: 1, change: 2, change_percent: 200 },
    });
    // Lower-cased, case variants merged (non-ASCII too), most frequent first.
    expect(body.search_keywords).toEqual([
      { keyword: 'yoga', count: 2 },
      { keyword: 'été yoga', count: 2 },
    ]);
    expect(body.traffic_sources).toEqual([
      { source: 'search', count: 4 },
      { source: 'category', count: 1 },
      { source: 'direct', count: 1 },
    ]);
    expect(body.social_clicks).toEqual([
      { platform: 'instagram', count: 2 },
      { platform: 'whatsapp', count: 1 },
    ]);
    expect(body.daily_views[0]).toEqual({ date: currentStart.slice(0, 10), views: 6 });
    expect(body.daily_views.length).toBe(now.getUTCDate());
    expect(body.conversion).toMatchObject({ rate: 0.5, previous_rate: 0.25, category: 'creative_arts' });
  });

  it('puts events at the month edges in the right month and fills every day of a past month', async () => {
    const body = await analytics(owner, previous);
    expect(body.totals.profile_views.current).toBe(4);
    expect(body.search_keywords).toEqual([
      { keyword: 'last millisecond', count: 1 },
      { keyword: 'old keyword', count: 1 },
    ]);
    expect(body.social_clicks).toEqual([{ platform: 'website', count: 1 }]);
    const days = body.daily_views;
    const last = new Date(Date.parse(currentStart) - 1).getUTCDate();
    expect(days).toHaveLength(last);
    expect(days[0]).toEqual({ date: previousStart.slice(0, 10), views: 1 });
    expect(days[14]?.views).toBe(2);
    expect(days[last - 1]).toEqual({ date: at(currentStart, -1).slice(0, 10), views: 1 });
    expect(days.reduce((sum, d) => sum + d.views, 0)).toBe(4);
  });

  it('answers an empty month with zeros and empty lists', async () => {
    const body = await analytics(owner, empty);
    expect(body.totals).toEqual({
      profile_views: { current: 0, previous: 0, change: 0, change_percent: null },
      social_clicks: { current: 0, previous: 0, change: 0, change_percent: null },
    });
    expect(body.search_keywords).toEqual([]);
    expect(body.traffic_sources).toEqual([]);
    expect(body.social_clicks).toEqual([]);
    expect(body.daily_views.every((d) => d.views === 0)).toBe(true);
    expect(body.conversion).toMatchObject({ rate: null, category_median: null, category_trainers: 0 });
  });

  it('keeps the top 10 keywords only', async () => {
    const user = await createUser();
    const trainer = await createTrainer(user, { slug: 'many-keywords' });
    for (let i = 0; i < 12; i++) {
      for (let n = 0; n <= i; n++) await view(trainer, at(currentStart, i * 100 + n), 'search', `Word${i}`);
    }
    const body = await analytics(user);
    expect(body.search_keywords).toHaveLength(10);
    expect(body.search_keywords[0]).toEqual({ keyword: 'word11', count: 12 });
    expect(body.search_keywords[9]).toEqual({ keyword: 'word2', count: 3 });
  });

  it.each([
    ['a month in the future', shiftMonth(current, 1)],
    ['12 months ago', shiftMonth(current, -12)],
    ['long ago', '2020-01'],
    ['month 13', `${current.slice(0, 4)}-13`],
    // A selectable month below October, written without its leading zero.
    ['no zero padding', (selectableMonths(now).find((m) => m[5] === '0') ?? '').replace('-0', '-')],
    ['not a month', 'last-month'],
  ])('refuses %s with 400', async (_name, month) => {
    const res = await callJson(`/api/me/trainer/analytics?month=${month}`, { headers: owner.auth });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.month).toBe('Month must be one of the last 12 months (YYYY-MM)');
  });

  it('accepts the oldest selectable month and treats ?month= as the current month', async () => {
    expect((await analytics(owner, shiftMonth(current, -11))).month).toBe(shiftMonth(current, -11));
    expect((await analytics(owner, '')).month).toBe(current);
  });

  it('shows the category median once the scheduled job has run', async () => {
    // Two more approved creative_arts trainers with views: rates 0 and 1; ours is 0.5 → median 0.5.
    for (const [slug, clicks] of [
      ['peer-zero', 0],
      ['peer-one', 2],
    ] as const) {
      const peer = await createTrainer(await createUser(), {
        slug,
        services: [{ title: 'Art', price: 1, category: 'creative_arts' }],
      });
      await view(peer, at(currentStart, 10), 'direct');
      await view(peer, at(currentStart, 20), 'direct');
      for (let i = 0; i < clicks; i++) await click(peer, at(currentStart, 30 + i), 'instagram');
    }
    expect((await analytics(owner)).conversion.category_median).toBeNull();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: BENCHMARK_CRON }), env);
    const { conversion } = await analytics(owner);
    expect(conversion).toEqual({
      rate: 0.5,
      previous_rate: 0.25,
      category: 'creative_arts',
      category_median: 0.5,
      category_trainers: 3,
      benchmark_computed_at: now.toISOString(),
    });
  });

  it("answers 'Trainer profile not found' without a trainer record", async () => {
    const res = await callJson('/api/me/trainer/analytics', { headers: (await createUser()).auth });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Trainer profile not found');
  });

  it('authorization matrix: own data only', async () => {
    const other = await createUser();
    await createTrainer(other, { slug: 'other-analytics' });
    await runAuthzMatrix(
      [
        {
          name: 'GET analytics',
          method: 'GET',
          path: '/api/me/trainer/analytics',
          expect: { anonymous: 401, user: 404, owner: 200, otherUser: 200, admin: 404, banned: 403 },
        },
        {
          name: 'GET analytics with a month',
          method: 'GET',
          path: `/api/me/trainer/analytics?month=${previous}`,
          expect: { anonymous: 401, user: 404, owner: 200, otherUser: 200, admin: 404, banned: 403 },
        },
      ],
      {
        owner,
        otherUser: other,
        user: await createUser(),
        admin: await createUser({ admin: true }),
        banned: await createUser({ banned: true }),
      },
    );
    // The other trainer sees their own (empty) figures, never the owner's.
    expect((await analytics(other)).totals.profile_views.current).toBe(0);
  });
});
