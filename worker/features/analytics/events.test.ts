import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#worker/index';
import { DEAD_LETTER_QUEUE } from '#worker/queue-names';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

let trainerId = 0;
let pendingId = 0;
let learner: TestUser;
const blogSlug = 'events-authz-post';

beforeAll(async () => {
  trainerId = await createTrainer(await createUser(), { services: [{ title: 'Yoga', price: 10 }] });
  pendingId = await createTrainer(await createUser(), { status: 'pending' });
  learner = await createUser();
  await env.DB.prepare(
    `INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at)
     VALUES ('Events post', ?, 'Summary', '<p>Body</p>', 1, '2026-01-01T00:00:00.000Z')`,
  )
    .bind(blogSlug)
    .run();
});

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  callJson(`/api/events/${path}`, { method: 'POST', json, headers: { 'cf-connecting-ip': freshIp(), ...headers } });

async function waitForRow(sql: string, ...params: unknown[]) {
  for (let i = 0; i < 100; i++) {
    const row = await env.DB.prepare(sql)
      .bind(...params)
      .first();
    if (row) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no row for ${sql}`);
}

/**
 * The limiter counts in windows aligned to the wall clock (60 s, as configured), so a flood that
 * straddles a boundary starts counting again half-way. Begin in a window with time to spare.
 */
async function startOfAFreshLimiterWindow(periodMs = 60_000, floodMs = 20_000) {
  const left = periodMs - (Date.now() % periodMs);
  if (left < floodMs) await new Promise((r) => setTimeout(r, left + 50));
}

// The queue delivers in batches of up to a second, and waitForRow waits up to 10 s for the row: the
// tests wait as long, so a busy machine's slow first delivery is not a failure.
describe('event intake → queue → consumer → D1', { timeout: 20_000 }, () => {
  it('records a profile view with its source, search and referrer', async () => {
    const eventId = crypto.randomUUID();
    const res = await post('profile-view', {
      eventId,
      trainerId,
      source: 'search',
      search: 'yoga',
      referrer: 'https://example.org/',
    });
    expect(res.status).toBe(202);
    expect(
      await waitForRow(
        'SELECT trainer_id, source_page, search_query, referrer FROM trainer_profile_views WHERE event_id = ?',
        eventId,
      ),
    ).toEqual({
      trainer_id: trainerId,
      source_page: 'search',
      search_query: 'yoga',
      referrer: 'https://example.org/',
    });
  });

  it("defaults the source to 'direct'", async () => {
    const eventId = crypto.randomUUID();
    expect((await post('profile-view', { eventId, trainerId })).status).toBe(202);
    expect(
      await waitForRow('SELECT source_page, search_query FROM trainer_profile_views WHERE event_id = ?', eventId),
    ).toEqual({
      source_page: 'direct',
      search_query: null,
    });
  });

  it('records social clicks and search queries (with the user when signed in)', async () => {
    const clickId = crypto.randomUUID();
    expect((await post('social-click', { eventId: clickId, trainerId, platform: 'whatsapp' })).status).toBe(202);
    expect(await waitForRow('SELECT platform FROM trainer_social_clicks WHERE event_id = ?', clickId)).toEqual({
      platform: 'whatsapp',
    });

    const searchId = crypto.randomUUID();
    expect((await post('search', { eventId: searchId, query: '  Yoga  ' }, learner.auth)).status).toBe(202);
    expect(await waitForRow('SELECT query, user_id FROM search_queries WHERE event_id = ?', searchId)).toEqual({
      query: 'Yoga',
      user_id: learner.id,
    });

    const anonId = crypto.randomUUID();
    await post('search', { eventId: anonId, query: 'pilates' });
    expect(await waitForRow('SELECT user_id FROM search_queries WHERE event_id = ?', anonId)).toEqual({
      user_id: null,
    });
  });

  it('stores an event posted twice (client retry) once', async () => {
    const eventId = crypto.randomUUID();
    await post('social-click', { eventId, trainerId, platform: 'website' });
    await post('social-click', { eventId, trainerId, platform: 'website' });
    await waitForRow('SELECT 1 FROM trainer_social_clicks WHERE event_id = ?', eventId);
    await new Promise((r) => setTimeout(r, 1500));
    const count = await env.DB.prepare('SELECT count(*) AS n FROM trainer_social_clicks WHERE event_id = ?')
      .bind(eventId)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});

describe('event validation', () => {
  const id = crypto.randomUUID();
  it.each([
    ['profile-view', { eventId: id }, 'trainerId'],
    ['profile-view', { eventId: id, trainerId: 'abc' }, 'trainerId'],
    ['profile-view', { trainerId, eventId: 'not-a-uuid' }, 'eventId'],
    ['social-click', { eventId: id, trainerId, platform: 'myspace' }, 'platform'],
    ['search', { eventId: id, query: '   ' }, 'query'],
    ['search', { eventId: id, query: 'x'.repeat(201) }, 'query'],
  ])('%s %j → 400 naming %s', async (path, body, field) => {
    const res = await post(path, body);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toContain(
      field,
    );
  });

  it('requires the client’s eventId, so a retried event is stored once rather than counted twice', async () => {
    for (const [path, body] of [
      ['profile-view', { trainerId }],
      ['social-click', { trainerId, platform: 'website' }],
      ['search', { query: 'yoga' }],
    ] as const) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(error.fields.eventId).toBe(
        'eventId is required: a UUID the client makes once per event and repeats on retries',
      );
      expect(error.message).toBe(error.fields.eventId);
    }
  });

  it('refuses events for unknown or unapproved trainers', async () => {
    expect((await post('profile-view', { eventId: crypto.randomUUID(), trainerId: 999_999 })).status).toBe(404);
    const click = { eventId: crypto.randomUUID(), trainerId: pendingId, platform: 'instagram' };
    expect((await post('social-click', click)).status).toBe(404);
  });

  it('rate-limits a flood from one IP with 429', async () => {
    await startOfAFreshLimiterWindow();
    const ip = freshIp();
    let accepted = 0;
    let status = 202;
    for (let i = 0; i < 300 && status === 202; i++) {
      status = (await post('search', { eventId: crypto.randomUUID(), query: `q${i}` }, { 'cf-connecting-ip': ip }))
        .status;
      if (status === 202) accepted += 1;
    }
    expect(status).toBe(429);
    // 120 in one window; on a machine so busy that the flood outlasted its window, the next window
    // accepts up to 120 more before refusing.
    expect(accepted).toBeGreaterThanOrEqual(120);
    expect(accepted).toBeLessThanOrEqual(240);
    expect((await post('search', { eventId: crypto.randomUUID(), query: 'other ip' })).status).toBe(202);
    // Up to 20 s waiting for a fresh window, then the flood.
  }, 90_000);
});

describe('dead-letter queue', () => {
  it('records events that exhausted their retries, once per message', async () => {
    const body = { type: 'profile_view', eventId: 'dead-1', trainerId: 123456 };
    const messages = [{ id: 'dlq-msg-1', timestamp: new Date(), attempts: 4, body }];
    for (let round = 0; round < 2; round++) {
      const batch = createMessageBatch(DEAD_LETTER_QUEUE, messages);
      const ctx = createExecutionContext();
      await worker.queue(batch, env);
      expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['dlq-msg-1']);
    }
    const { results } = await env.DB.prepare(
      "SELECT body, attempts FROM dead_letter_events WHERE message_id = 'dlq-msg-1'",
    ).all();
    expect(results).toEqual([{ body: JSON.stringify(body), attempts: 4 }]);
  });
});

describe('authorization matrix: event endpoints', () => {
  it('anyone may post; a token sent along is judged as everywhere: a banned user’s is 403 on every event', async () => {
    const events = {
      'profile-view': () => ({ eventId: crypto.randomUUID(), trainerId }),
      'social-click': () => ({ eventId: crypto.randomUUID(), trainerId, platform: 'instagram' }),
      search: () => ({ eventId: crypto.randomUUID(), query: 'yoga' }),
      'blog-view': () => ({ slug: blogSlug }),
    };
    await runAuthzMatrix(
      Object.entries(events).map(([path, json]) => ({
        name: `POST /api/events/${path}`,
        method: 'POST',
        path: `/api/events/${path}`,
        json,
        headers: () => ({ 'cf-connecting-ip': freshIp() }),
        expect: { anonymous: 202, user: 202, admin: 202, banned: 403 },
      })),
      { user: learner, admin: await createUser({ admin: true }), banned: await createUser({ banned: true }) },
    );
  });

  it('an expired or forged token is 401 on every event, as on signed-in endpoints', async () => {
    for (const path of ['profile-view', 'social-click', 'search', 'blog-view']) {
      const res = await post(
        path,
        { eventId: crypto.randomUUID(), trainerId, platform: 'instagram', query: 'yoga', slug: blogSlug },
        { authorization: 'Bearer not-a-token' },
      );
      expect(res.status, path).toBe(401);
    }
  });
});
