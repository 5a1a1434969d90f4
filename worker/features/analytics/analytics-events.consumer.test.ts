import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '#worker/index';
import type { AnalyticsEvent } from './analytics-events';

const QUEUE = 'trainer-marketplace-events';
let trainerId = 0;

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, password_hash) VALUES ('t1', 't1@example.com', 'x')"),
    env.DB.prepare("INSERT INTO profiles (id, full_name, email) VALUES ('t1', 'Tess One', 't1@example.com')"),
  ]);
  const row = await env.DB.prepare(
    "INSERT INTO trainers (user_id, slug, status) VALUES ('t1', 'tess-one', 'approved') RETURNING id",
  ).first<{ id: number }>();
  trainerId = row?.id ?? 0;
});

let seq = 0;
function message(body: unknown) {
  seq += 1;
  return { id: `msg-${seq}`, timestamp: new Date(), attempts: 1, body };
}

async function deliver(bodies: unknown[]) {
  const batch = createMessageBatch(QUEUE, bodies.map(message));
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return { batch, result: await getQueueResult(batch, ctx) };
}

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

const view = (eventId: string): AnalyticsEvent => ({
  type: 'profile_view',
  eventId,
  occurredAt: '2026-11-20T10:00:00.000Z',
  trainerId,
  sourcePage: 'search',
  searchQuery: 'yoga',
  referrer: null,
});

describe('analytics queue consumer', () => {
  it('writes profile views, social clicks and search queries and acks every message', async () => {
    const { batch, result } = await deliver([
      view('view-000001'),
      {
        type: 'social_click',
        eventId: 'click-00001',
        occurredAt: '2026-11-20T10:01:00.000Z',
        trainerId,
        platform: 'instagram',
      },
      {
        type: 'search_query',
        eventId: 'search-0001',
        occurredAt: '2026-11-20T10:02:00.000Z',
        query: 'Yoga',
        userId: null,
      },
    ]);
    expect(result.explicitAcks.sort()).toEqual(batch.messages.map((m) => m.id).sort());
    expect(result.retryMessages).toEqual([]);
    const stored = await env.DB.prepare(
      'SELECT trainer_id, source_page, search_query, viewed_at FROM trainer_profile_views WHERE event_id = ?',
    )
      .bind('view-000001')
      .first();
    expect(stored).toEqual({
      trainer_id: trainerId,
      source_page: 'search',
      search_query: 'yoga',
      viewed_at: '2026-11-20T10:00:00.000Z',
    });
    expect(await count('trainer_social_clicks')).toBe(1);
    expect(await count('search_queries')).toBe(1);
  });

  it('stores a redelivered event once (idempotency key)', async () => {
    const before = await count('trainer_profile_views');
    await deliver([view('view-dup-01'), view('view-dup-01')]);
    const { result } = await deliver([view('view-dup-01')]);
    expect(result.retryMessages).toEqual([]);
    expect(await count('trainer_profile_views')).toBe(before + 1);
  });

  it('acks and drops malformed messages without storing anything', async () => {
    const before = await count('trainer_social_clicks');
    const { batch, result } = await deliver([
      {
        type: 'social_click',
        eventId: 'bad-platform',
        occurredAt: '2026-11-20T10:00:00.000Z',
        trainerId,
        platform: 'myspace',
      },
      { nonsense: true },
    ]);
    expect(result.explicitAcks.sort()).toEqual(batch.messages.map((m) => m.id).sort());
    expect(await count('trainer_social_clicks')).toBe(before);
  });

  it('retries only the message that cannot be written and keeps the rest', async () => {
    const orphan = { ...view('view-orphan'), trainerId: 999_999 };
    const { batch, result } = await deliver([view('view-good-01'), orphan]);
    const [good, bad] = batch.messages;
    expect(result.explicitAcks).toEqual([good?.id]);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual([bad?.id]);
    expect(
      await env.DB.prepare("SELECT 1 AS ok FROM trainer_profile_views WHERE event_id = 'view-good-01'").first(),
    ).toEqual({ ok: 1 });
  });
});
