import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '#worker/features/analytics/analytics-events';
import worker from '#worker/index';
import { freshIp } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { blogVisitorKey, utcDay } from './blog-visitor-key';

/**
 * Blog view counting: the page posts an event, the intake queues it with a visitor key, the
 * consumer adds one to views_count at most once per visitor per post per UTC day.
 */
const QUEUE = 'trainer-marketplace-events';
let postId = 0;
let draftId = 0;

async function insertPost(slug: string, published: boolean): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at)
     VALUES (?, ?, 'e', '<p>c</p>', ?, CASE WHEN ? THEN '2026-01-01T00:00:00.000Z' END) RETURNING id`,
  )
    .bind(slug, slug, published ? 1 : 0, published ? 1 : 0)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

beforeAll(async () => {
  postId = await insertPost('counted-post', true);
  draftId = await insertPost('draft-post', false);
});

const views = async (id = postId) =>
  (await env.DB.prepare('SELECT views_count FROM blog_posts WHERE id = ?').bind(id).first<{ views_count: number }>())
    ?.views_count ?? 0;
const keyRows = async (id = postId) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM blog_post_views WHERE post_id = ?').bind(id).first<{ n: number }>())
    ?.n ?? 0;

const view = (slug: string, ip: string, userAgent = 'Mozilla/5.0 test') =>
  callJson('/api/events/blog-view', {
    method: 'POST',
    json: { slug },
    headers: { 'cf-connecting-ip': ip, 'user-agent': userAgent },
  });

async function waitFor(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('POST /api/events/blog-view → queue → consumer', () => {
  it('counts a visitor once per day, however often they reload, and each visitor once', async () => {
    const before = await views();
    const alice = freshIp();
    const bob = freshIp();
    for (const ip of [alice, alice, bob, alice]) expect((await view('counted-post', ip)).status).toBe(202);
    await waitFor(async () => (await views()) >= before + 2, 'two counted views');
    // Let any straggler of the same batch land, then check the reloads were not counted.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await views()).toBe(before + 2);
    expect(await keyRows()).toBe(2);
  });

  it('stores no IP address, only the visitor key', async () => {
    const ip = '203.0.113.77';
    expect((await view('counted-post', ip)).status).toBe(202);
    await waitFor(async () => (await keyRows()) >= 3, 'the visitor key');
    const { results } = await env.DB.prepare('SELECT * FROM blog_post_views').all<Record<string, unknown>>();
    for (const row of results) {
      expect(Object.keys(row).sort()).toEqual(['post_id', 'view_day', 'visitor_key']);
      expect(String(row.visitor_key)).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain(ip);
    }
  });

  it("answers 404 'Article not found' for drafts and unknown slugs, 400 for malformed ones", async () => {
    for (const slug of ['draft-post', 'no-such-post']) {
      const res = await view(slug, freshIp());
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Article not found');
    }
    expect((await view('Not A Slug!', freshIp())).status).toBe(400);
    expect((await view('', freshIp())).status).toBe(400);
  });
});

describe('blog view consumer', () => {
  let seq = 0;
  async function deliver(events: AnalyticsEvent[]) {
    const batch = createMessageBatch(
      QUEUE,
      events.map((body) => {
        seq += 1;
        return { id: `blog-msg-${seq}`, timestamp: new Date(), attempts: 1, body };
      }),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    return { batch, result: await getQueueResult(batch, ctx) };
  }
  const today = utcDay(new Date());
  const event = async (visitor: string, overrides: Partial<Extract<AnalyticsEvent, { type: 'blog_view' }>> = {}) => {
    const viewDay = overrides.viewDay ?? today;
    const target = overrides.postId ?? postId;
    return {
      type: 'blog_view' as const,
      eventId: crypto.randomUUID(),
      occurredAt: new Date().toISOString(),
      postId: target,
      viewDay,
      visitorKey: await blogVisitorKey(env.JWT_SECRET, { ip: visitor, userAgent: 'ua', postId: target, day: viewDay }),
      ...overrides,
    };
  };

  it('counts a key once within a batch, across batches and on redelivery, and acks everything', async () => {
    const before = await views();
    const first = await event('198.51.100.1');
    const { batch, result } = await deliver([first, { ...first, eventId: crypto.randomUUID() }, first]);
    expect(result.explicitAcks.sort()).toEqual(batch.messages.map((m) => m.id).sort());
    expect(result.retryMessages).toEqual([]);
    await deliver([first]);
    expect(await views()).toBe(before + 1);
  });

  it('counts the same visitor again on another day, and another visitor the same day', async () => {
    const before = await views();
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await deliver([await event('198.51.100.2', { viewDay: yesterday }), await event('198.51.100.2')]);
    await deliver([await event('198.51.100.3')]);
    expect(await views()).toBe(before + 3);
  });

  it('ignores drafts, deleted posts and views from before yesterday (their keys may be pruned)', async () => {
    const before = await views();
    const draftBefore = await views(draftId);
    const { result } = await deliver([
      await event('198.51.100.4', { postId: draftId }),
      await event('198.51.100.4', { postId: 999_999 }),
      await event('198.51.100.4', { viewDay: '2020-01-01' }),
    ]);
    expect(result.retryMessages).toEqual([]);
    expect(await views()).toBe(before);
    expect(await views(draftId)).toBe(draftBefore);
  });

  it('prunes visitor keys from before yesterday when views arrive', async () => {
    await env.DB.prepare(
      "INSERT INTO blog_post_views (visitor_key, post_id, view_day) VALUES ('old-key', ?, '2020-01-01')",
    )
      .bind(postId)
      .run();
    const viewsBefore = await views();
    await deliver([await event('198.51.100.5')]);
    expect(await env.DB.prepare("SELECT 1 FROM blog_post_views WHERE visitor_key = 'old-key'").first()).toBeNull();
    expect(await views()).toBe(viewsBefore + 1);
  });

  it('drops a malformed blog view without retrying it', async () => {
    const { batch, result } = await deliver([
      { ...(await event('198.51.100.6')), visitorKey: '203.0.113.1' } as AnalyticsEvent,
    ]);
    expect(result.explicitAcks).toEqual(batch.messages.map((m) => m.id));
  });

  it('keys depend on the visitor, the post and the day, and on the secret', async () => {
    const base = { ip: '192.0.2.1', userAgent: 'ua', postId: 1, day: '2026-11-20' };
    const key = await blogVisitorKey('secret', base);
    expect(await blogVisitorKey('secret', base)).toBe(key);
    for (const other of [
      { ...base, ip: '192.0.2.2' },
      { ...base, userAgent: 'other' },
      { ...base, postId: 2 },
      { ...base, day: '2026-11-21' },
    ])
      expect(await blogVisitorKey('secret', other)).not.toBe(key);
    expect(await blogVisitorKey('other secret', base)).not.toBe(key);
  });
});
