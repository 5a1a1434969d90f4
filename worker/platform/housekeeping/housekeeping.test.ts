import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { TRAINER_DAILY_ROLLUP } from '#worker/db/analytics-rollups';
import worker from '#worker/index';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { runHousekeeping } from './housekeeping.job';
import { DAY_MS } from './retention';
import { HOUSEKEEPING_CRON } from './schedule';

/**
 * The daily housekeeping deletes each kind of short-lived row once it is past its retention
 * (retention.ts) and keeps everything else, in bounded batches. The run happens at a fixed time;
 * every fixture is dated from it. Storage is shared by the tests of this file, so each test counts
 * only the rows it made (their keys carry a prefix of their own).
 */
const NOW = new Date('2026-06-15T04:15:00.000Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();
const day = (offsetMs: number) => at(offsetMs).slice(0, 10);
const SECONDS = Math.floor(NOW.getTime() / 1000);
const HOUR_MS = 3_600_000;

async function keys(sql: string, ...params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(sql)
    .bind(...params)
    .all<{ k: string }>();
  return results.map((r) => String(r.k)).sort();
}

async function setWatermark(rolledUntil: string | null) {
  await env.DB.prepare('DELETE FROM rollup_state WHERE name = ?').bind(TRAINER_DAILY_ROLLUP).run();
  if (rolledUntil)
    await env.DB.prepare('INSERT INTO rollup_state (name, rolled_until) VALUES (?, ?)')
      .bind(TRAINER_DAILY_ROLLUP, rolledUntil)
      .run();
}

describe('refresh tokens', () => {
  it('deletes every token of an expired session and keeps those of live and revoked sessions', async () => {
    const user = await createUser();
    const session = (id: string, expiresAt: string, revokedAt: string | null = null) =>
      env.DB.prepare('INSERT INTO sessions (id, user_id, expires_at, revoked_at) VALUES (?, ?, ?, ?)').bind(
        id,
        user.id,
        expiresAt,
        revokedAt,
      );
    const token = (hash: string, sessionId: string, usedAt: string | null = null) =>
      env.DB.prepare('INSERT INTO refresh_tokens (token_hash, session_id, used_at) VALUES (?, ?, ?)').bind(
        hash,
        sessionId,
        usedAt,
      );
    await env.DB.batch([
      session('rt-expired', at(-DAY_MS)),
      session('rt-expired-now', at(0)),
      // Revoked (signed out, banned) but not expired: a browser may still send the cookie, and a
      // banned user's token must still be recognised (403, not "unknown").
      session('rt-revoked', at(10 * DAY_MS), at(-2 * DAY_MS)),
      session('rt-live', at(20 * DAY_MS)),
      token('rt-a', 'rt-expired', at(-40 * DAY_MS)),
      token('rt-b', 'rt-expired'),
      token('rt-c', 'rt-expired-now'),
      token('rt-d', 'rt-revoked'),
      // A used token of a live session is how a stolen cookie is caught: it stays.
      token('rt-e', 'rt-live', at(-5 * DAY_MS)),
      token('rt-f', 'rt-live'),
    ]);

    await runHousekeeping(env, NOW);

    expect(await keys("SELECT token_hash AS k FROM refresh_tokens WHERE token_hash LIKE 'rt-%'")).toEqual([
      'rt-d',
      'rt-e',
      'rt-f',
    ]);
    // Sessions stay: the account's data export lists them.
    expect(await keys("SELECT id AS k FROM sessions WHERE id LIKE 'rt-%'")).toHaveLength(4);
  });
});

describe('account links', () => {
  it('deletes links used or expired more than 7 days ago and keeps the rest', async () => {
    const user = await createUser();
    const link = (hash: string, expiresAt: string, usedAt: string | null = null) =>
      env.DB.prepare(
        "INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at, used_at) VALUES (?, 'verify_email', ?, ?, ?)",
      ).bind(user.id, hash, expiresAt, usedAt);
    await env.DB.batch([
      link('al-expired-8d', at(-8 * DAY_MS)),
      link('al-expired-6d', at(-6 * DAY_MS)),
      link('al-used-8d', at(-5 * DAY_MS), at(-8 * DAY_MS)),
      link('al-used-6d', at(DAY_MS), at(-6 * DAY_MS)),
      link('al-open', at(DAY_MS)),
      link('al-expired-just-now', at(-HOUR_MS)),
    ]);

    await runHousekeeping(env, NOW);

    expect(await keys("SELECT token_hash AS k FROM account_tokens WHERE token_hash LIKE 'al-%'")).toEqual([
      'al-expired-6d',
      'al-expired-just-now',
      'al-open',
      'al-used-6d',
    ]);
  });
});

describe('rate-limit counters', () => {
  it('deletes windows that started more than 2 days ago and keeps later ones', async () => {
    const counter = (key: string, windowStart: number) =>
      env.DB.prepare('INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (?, ?, 3)').bind(
        key,
        windowStart,
      );
    await env.DB.batch([
      counter('rl:3-days', SECONDS - 3 * 86_400),
      counter('rl:2-days-and-a-second', SECONDS - 2 * 86_400 - 1),
      counter('rl:2-days', SECONDS - 2 * 86_400),
      counter('rl:1-day', SECONDS - 86_400),
      counter('rl:current', SECONDS - 60),
    ]);

    await runHousekeeping(env, NOW);

    expect(await keys("SELECT key AS k FROM rate_limit_buckets WHERE key LIKE 'rl:%'")).toEqual([
      'rl:1-day',
      'rl:2-days',
      'rl:current',
    ]);
  });
});

describe('raw analytics events', () => {
  let trainerId = 0;
  beforeEach(async () => {
    trainerId = await createTrainer(await createUser());
  });

  const view = (eventId: string, viewedAt: string) =>
    env.DB.prepare('INSERT INTO trainer_profile_views (event_id, trainer_id, viewed_at) VALUES (?, ?, ?)').bind(
      eventId,
      trainerId,
      viewedAt,
    );
  const click = (eventId: string, clickedAt: string) =>
    env.DB.prepare(
      "INSERT INTO trainer_social_clicks (event_id, trainer_id, platform, clicked_at) VALUES (?, ?, 'website', ?)",
    ).bind(eventId, trainerId, clickedAt);
  const search = (eventId: string, createdAt: string) =>
    env.DB.prepare("INSERT INTO search_queries (event_id, query, created_at) VALUES (?, 'yoga', ?)").bind(
      eventId,
      createdAt,
    );
  const remaining = async (prefix: string) => [
    ...(await keys('SELECT event_id AS k FROM trainer_profile_views WHERE event_id LIKE ?', `${prefix}%`)),
    ...(await keys('SELECT event_id AS k FROM trainer_social_clicks WHERE event_id LIKE ?', `${prefix}%`)),
    ...(await keys('SELECT event_id AS k FROM search_queries WHERE event_id LIKE ?', `${prefix}%`)),
  ];

  it('deletes events older than 400 days once rolled up and keeps younger ones and the rollups', async () => {
    await setWatermark(day(-2 * DAY_MS));
    await env.DB.batch([
      view('ev1-view-401d', at(-401 * DAY_MS)),
      view('ev1-view-399d', at(-399 * DAY_MS)),
      click('ev1-click-401d', at(-401 * DAY_MS)),
      click('ev1-click-399d', at(-399 * DAY_MS)),
      search('ev1-search-401d', at(-401 * DAY_MS)),
      search('ev1-search-399d', at(-399 * DAY_MS)),
      env.DB.prepare(
        "INSERT INTO trainer_daily_views (trainer_id, day, source_page, views) VALUES (?, ?, 'direct', 1)",
      ).bind(trainerId, day(-401 * DAY_MS)),
    ]);

    await runHousekeeping(env, NOW);

    expect(await remaining('ev1-')).toEqual(['ev1-view-399d', 'ev1-click-399d', 'ev1-search-399d']);
    const rollup = await env.DB.prepare('SELECT views FROM trainer_daily_views WHERE trainer_id = ?')
      .bind(trainerId)
      .first<{ views: number }>();
    expect(rollup?.views).toBe(1);
  });

  it('keeps views and clicks of days the rollups have not counted, however old', async () => {
    // The rollups stopped 410 days ago (a job that failed for over a year): only events before
    // then may go.
    await setWatermark(day(-410 * DAY_MS));
    await env.DB.batch([
      view('ev2-view-412d', at(-412 * DAY_MS)),
      view('ev2-view-405d', at(-405 * DAY_MS)),
      click('ev2-click-412d', at(-412 * DAY_MS)),
      click('ev2-click-405d', at(-405 * DAY_MS)),
    ]);

    await runHousekeeping(env, NOW);

    expect(await remaining('ev2-')).toEqual(['ev2-view-405d', 'ev2-click-405d']);
  });

  it('deletes no view or click while nothing is rolled up; search queries still go', async () => {
    await setWatermark(null);
    await env.DB.batch([
      view('ev3-view-500d', at(-500 * DAY_MS)),
      click('ev3-click-500d', at(-500 * DAY_MS)),
      search('ev3-search-500d', at(-500 * DAY_MS)),
    ]);

    const results = await runHousekeeping(env, NOW);

    expect(await remaining('ev3-')).toEqual(['ev3-view-500d', 'ev3-click-500d']);
    expect(results.find((r) => r.kind === 'profile_views')).toEqual({
      kind: 'profile_views',
      deleted: 0,
      complete: true,
    });
  });
});

describe('a run', () => {
  it('deletes in bounded batches and leaves the rest to the next run', async () => {
    await env.DB.batch(
      Array.from({ length: 25 }, (_, i) =>
        env.DB.prepare("INSERT INTO search_queries (event_id, query, created_at) VALUES (?, 'pilates', ?)").bind(
          `batch-${i}`,
          at(-(500 + i) * DAY_MS),
        ),
      ),
    );
    const limits = { batchRows: 10, maxBatches: 2, timeBudgetMs: 60_000 };
    const count = async () =>
      (await keys("SELECT event_id AS k FROM search_queries WHERE event_id LIKE 'batch-%'")).length;

    const first = await runHousekeeping(env, NOW, limits);
    expect(first.find((r) => r.kind === 'search_queries')).toEqual({
      kind: 'search_queries',
      deleted: 20,
      complete: false,
    });
    expect(await count()).toBe(5);

    const second = await runHousekeeping(env, NOW, limits);
    expect(second.find((r) => r.kind === 'search_queries')).toEqual({
      kind: 'search_queries',
      deleted: 5,
      complete: true,
    });
    expect(await count()).toBe(0);
  });

  it('runs from its Cron Trigger through the worker’s scheduled handler', async () => {
    const user = await createUser();
    await env.DB.prepare(
      "INSERT INTO account_tokens (user_id, purpose, token_hash, expires_at) VALUES (?, 'reset_password', 'cron-link', ?)",
    )
      .bind(user.id, at(-30 * DAY_MS))
      .run();

    await worker.scheduled(createScheduledController({ scheduledTime: NOW.getTime(), cron: HOUSEKEEPING_CRON }), env);

    expect(await keys("SELECT token_hash AS k FROM account_tokens WHERE token_hash = 'cron-link'")).toEqual([]);
  });
});
