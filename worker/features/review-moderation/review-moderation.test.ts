import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsResponse } from '#shared/api/admin';
import type { FlaggedReviewsResponse, ResolveFlagsResponse } from '#shared/api/review-moderation';
import type { TrainerListResponse, TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';

let admin: TestUser;
let reporters: TestUser[];
let trainerId = 0;
let namelessAuthor: TestUser;
const reviewIds: Record<string, number> = {};

function as(user: TestUser | null, path: string, init: { method?: string; json?: unknown } = {}) {
  return callJson(path, {
    ...init,
    headers: { origin: 'http://localhost', 'cf-connecting-ip': freshIp(), ...(user ? user.auth : {}) },
  });
}
const json = async <T>(res: Response) => (await res.json()) as T;
const resolve = (reviewId: number, action: string) =>
  as(admin, `/api/admin/flagged-reviews/${reviewId}/resolve`, { method: 'POST', json: { action } });
const flagged = async () => json<FlaggedReviewsResponse>(await as(admin, '/api/admin/flagged-reviews'));
const flagRows = async (ids: number[]) =>
  (
    await env.DB.prepare(
      `SELECT id, review_id, status, resolved_by, resolved_at FROM review_flags WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
    )
      .bind(...ids)
      .all<{ id: number; review_id: number | null; status: string; resolved_by: string | null; resolved_at: string }>()
  ).results;

async function report(reporter: TestUser, reviewId: number, reason = 'Spam or advertising', details?: string) {
  const res = await as(reporter, `/api/reviews/${reviewId}/flags`, { method: 'POST', json: { reason, details } });
  expect(res.status, await res.clone().text()).toBe(201);
}

async function profile() {
  const res = await callJson('/api/trainers/moderated-coach');
  return { body: await json<TrainerProfileResponse>(res), cache: res.headers.get('x-cache') };
}
async function hitEventually(read: () => Promise<{ cache: string | null }>) {
  for (let i = 0; i < 40; i++) {
    if ((await read()).cache === 'hit') return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('never became a cache hit');
}

beforeAll(async () => {
  admin = await createUser({ fullName: 'Mo Moderator', admin: true });
  reporters = [await createUser(), await createUser(), await createUser()];
  const owner = await createUser({ fullName: 'Moderated Coach' });
  trainerId = await createTrainer(owner, {
    slug: 'moderated-coach',
    services: [{ title: 'Session', price: 50, category: 'creative_arts' }],
  });
  const authors = {
    kept: await createUser({ fullName: 'Kim Kept' }),
    removed: await createUser({ fullName: 'Rita Removed' }),
    nameless: await createUser({ fullName: 'Nameless' }),
    clean: await createUser({ fullName: 'Clara Clean' }),
  };
  const ratings = { kept: 4, removed: 1, nameless: 2, clean: 5 };
  for (const [key, author] of Object.entries(authors)) {
    const row = await env.DB.prepare(
      'INSERT INTO reviews (trainer_id, reviewer_id, rating, title, comment) VALUES (?, ?, ?, ?, ?) RETURNING id',
    )
      .bind(trainerId, author.id, ratings[key as keyof typeof ratings], `Review ${key}`, `Comment ${key}`)
      .first<{ id: number }>();
    reviewIds[key] = row?.id ?? 0;
  }
  namelessAuthor = authors.nameless;
  await env.DB.prepare("UPDATE profiles SET full_name = '  ' WHERE id = ?").bind(authors.nameless.id).run();
  const [a, b] = reporters as [TestUser, TestUser, TestUser];
  await report(a, reviewIds.kept ?? 0);
  await report(b, reviewIds.kept ?? 0, 'Other', 'Copied from another site');
  await report(a, reviewIds.removed ?? 0, 'Offensive or abusive language');
  await report(b, reviewIds.removed ?? 0, 'Fake or misleading review');
  await report(a, reviewIds.nameless ?? 0);
});

describe('GET /api/admin/flagged-reviews', () => {
  it('groups pending flags per review with title, comment, rating, reviewer and reasons', async () => {
    const body = await flagged();
    expect(body.total).toBe(3);
    expect(body.reviews.map((r) => r.review_id).sort()).toEqual(
      [reviewIds.kept, reviewIds.removed, reviewIds.nameless].sort(),
    );
    const kept = body.reviews.find((r) => r.review_id === reviewIds.kept);
    expect(kept).toMatchObject({
      title: 'Review kept',
      comment: 'Comment kept',
      rating: 4,
      reviewer_name: 'Kim Kept',
      trainer: { id: trainerId, slug: 'moderated-coach', full_name: 'Moderated Coach' },
    });
    expect(kept?.flags.map((f) => f.reason).sort()).toEqual(['Other: Copied from another site', 'Spam or advertising']);
    expect(kept?.flagged_at).toBe(kept?.flags[0]?.flagged_at);
    expect(body.reviews.find((r) => r.review_id === reviewIds.nameless)?.reviewer_name).toBe('Unknown');
    expect(body.reviews.find((r) => r.review_id === reviewIds.clean)).toBeUndefined();
  });
});

describe('resolving flags', () => {
  it('approve keeps the review and marks every pending flag resolved_approved by this admin', async () => {
    const pending = (await flagged()).reviews.find((r) => r.review_id === reviewIds.kept);
    const flagIds = (pending?.flags.map((f) => f.id) ?? []).sort((x, y) => x - y);
    const res = await resolve(reviewIds.kept ?? 0, 'approve');
    expect(res.status).toBe(200);
    expect(await json<ResolveFlagsResponse>(res)).toEqual({
      review_id: reviewIds.kept,
      action: 'approve',
      resolved_flag_ids: flagIds,
      message: 'Review approved',
    });
    for (const row of await flagRows(flagIds)) {
      expect(row).toMatchObject({ review_id: reviewIds.kept, status: 'resolved_approved', resolved_by: admin.id });
      expect(Math.abs(new Date(row.resolved_at).getTime() - Date.now())).toBeLessThan(10_000);
    }
    const reviews = await json<TrainerReviewsResponse>(await callJson('/api/trainers/moderated-coach/reviews'));
    expect(reviews.reviews.map((r) => r.id)).toContain(reviewIds.kept);
    expect((await flagged()).reviews.map((r) => r.review_id)).not.toContain(reviewIds.kept);

    // Already resolved: a clear 409 (the web shows 'Failed to resolve flag').
    const again = await resolve(reviewIds.kept ?? 0, 'remove');
    expect(again.status).toBe(409);
    expect((await json<{ error: { message: string } }>(again)).error.message).toBe('This review has no pending flags');
    expect((await resolve(reviewIds.clean ?? 0, 'approve')).status).toBe(409);
  });

  it('remove deletes the review, keeps its flags as resolved_removed, and updates figures and caches', async () => {
    await hitEventually(profile);
    const listing = async () => {
      const res = await callJson('/api/trainers?category=creative_arts');
      return { body: await json<TrainerListResponse>(res), cache: res.headers.get('x-cache') };
    };
    await hitEventually(listing);
    const before = (await profile()).body.trainer;
    expect(before.review_count).toBe(4);
    const stats = await json<AdminStatsResponse>(await as(admin, '/api/admin/stats'));

    const flagIds = ((await flagged()).reviews.find((r) => r.review_id === reviewIds.removed)?.flags ?? []).map(
      (f) => f.id,
    );
    const res = await resolve(reviewIds.removed ?? 0, 'remove');
    expect(res.status).toBe(200);
    expect((await json<ResolveFlagsResponse>(res)).message).toBe('Review removed');

    expect(await env.DB.prepare('SELECT 1 FROM reviews WHERE id = ?').bind(reviewIds.removed).first()).toBeNull();
    for (const row of await flagRows(flagIds)) {
      // The flag survives the review (review_id is ON DELETE SET NULL) as the moderation record.
      expect(row).toMatchObject({ review_id: null, status: 'resolved_removed', resolved_by: admin.id });
    }

    passStalenessBound();
    const after = await profile();
    expect(after.cache).toBe('miss');
    expect(after.body.trainer.review_count).toBe(3);
    expect(after.body.trainer.rating_avg).toBe(3.67);
    const card = await listing();
    expect(card.cache).toBe('miss');
    expect(card.body.trainers.find((t) => t.id === trainerId)?.review_count).toBe(3);
    const reviews = await json<TrainerReviewsResponse>(await callJson('/api/trainers/moderated-coach/reviews'));
    expect(reviews.reviews.map((r) => r.id)).not.toContain(reviewIds.removed);
    const statsAfter = await json<AdminStatsResponse>(await as(admin, '/api/admin/stats'));
    expect(statsAfter.total_reviews).toBe(stats.total_reviews - 1);
    // One review fewer with open reports (it had two: the count is of reviews, as the queue lists them).
    expect(statsAfter.flagged_reviews).toBe(stats.flagged_reviews - 1);

    expect((await resolve(reviewIds.removed ?? 0, 'remove')).status).toBe(404);
  });

  it('writes one audit entry per resolution with what the review said', async () => {
    const { results } = await env.DB.prepare(
      "SELECT action, target_id, summary FROM audit_log WHERE target_type = 'review' ORDER BY id",
    ).all<{ action: string; target_id: string; summary: string }>();
    expect(results.map((row) => [row.action, row.target_id])).toEqual([
      ['review.approve', String(reviewIds.kept)],
      ['review.remove', String(reviewIds.removed)],
    ]);
    expect(JSON.parse(results[1]?.summary ?? '{}')).toMatchObject({
      before: { title: 'Review removed', rating: 1, trainer: 'moderated-coach', pending_flags: 2 },
      after: { flags: 'resolved_removed', review: 'deleted' },
    });
  });

  it('answers 404 for unknown reviews and 400 for a bad action or id', async () => {
    expect((await resolve(999_999, 'approve')).status).toBe(404);
    expect((await resolve(reviewIds.nameless ?? 0, 'delete')).status).toBe(400);
    expect(
      (await as(admin, '/api/admin/flagged-reviews/abc/resolve', { method: 'POST', json: { action: 'approve' } }))
        .status,
    ).toBe(400);
  });

  it('resolves as removed (by nobody) the pending flags of a review deleted another way', async () => {
    const flagIds = ((await flagged()).reviews.find((r) => r.review_id === reviewIds.nameless)?.flags ?? []).map(
      (f) => f.id,
    );
    expect(flagIds).toHaveLength(1);
    // The author's account goes; its profile and reviews go with it by cascade.
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(namelessAuthor.id).run();
    expect(await env.DB.prepare('SELECT 1 FROM reviews WHERE id = ?').bind(reviewIds.nameless).first()).toBeNull();
    expect(await flagRows(flagIds)).toEqual([
      expect.objectContaining({ review_id: null, status: 'resolved_removed', resolved_by: null }),
    ]);
    expect((await flagged()).total).toBe(0);
  });
});
