import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { VERSION_MAX_AGE_MS } from '#worker/platform/cache/cache-versions';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { cookieHeader, cookiesOf } from '#worker/test/cookies';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

let trainerUser: TestUser;
let learner: TestUser;
let another: TestUser;

beforeAll(async () => {
  trainerUser = await createUser({ fullName: 'Rita Reviewed' });
  await createTrainer(trainerUser, { slug: 'rita', services: [{ title: 'Session', price: 50 }] });
  await createTrainer(await createUser(), { slug: 'pending-pat', status: 'pending' });
  learner = await createUser({ fullName: 'Lena Learner' });
  another = await createUser({ fullName: 'Omar Other' });
});

const review = (user: TestUser | null, json: unknown, slug = 'rita') =>
  callJson(`/api/trainers/${slug}/reviews`, {
    method: 'POST',
    json,
    headers: { 'cf-connecting-ip': freshIp(), ...(user ? user.auth : {}) },
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
const flag = (user: TestUser, reviewId: number, json: unknown) =>
  callJson(`/api/reviews/${reviewId}/flags`, {
    method: 'POST',
    json,
    headers: { 'cf-connecting-ip': freshIp(), ...user.auth },
  });

describe('writing a review', () => {
  it('creates the review, lists it first and updates the rating everywhere', async () => {
    const res = await review(learner, { rating: 4, title: '  Great coach  ', comment: 'Clear and kind.' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { review: { title: string }; message: string };
    expect(body.message).toBe('Review submitted successfully!');
    expect(body.review.title).toBe('Great coach');

    // The reviewer sees the change on the very next read (the response's cache-version cookie).
    const mine = { headers: { cookie: cookieHeader(cookiesOf(res)) } };
    const list = (await (await callJson('/api/trainers/rita/reviews', mine)).json()) as TrainerReviewsResponse;
    expect(list.reviews[0]).toMatchObject({ title: 'Great coach', rating: 4, reviewer: { full_name: 'Lena Learner' } });
    const profile = (await (await callJson('/api/trainers/rita', mine)).json()) as TrainerProfileResponse;
    expect(profile.trainer).toMatchObject({ rating_avg: 4, review_count: 1 });

    const second = await review(another, { rating: 1, title: 'Not for me' });
    const theirs = { headers: { cookie: cookieHeader(cookiesOf(second)) } };
    const after = (await (await callJson('/api/trainers/rita', theirs)).json()) as TrainerProfileResponse;
    expect(after.trainer).toMatchObject({ rating_avg: 2.5, review_count: 2 });
    const listing = (await (await callJson('/api/trainers?search=rita', theirs)).json()) as {
      trainers: { rating_avg: number; review_count: number }[];
    };
    expect(listing.trainers[0]).toMatchObject({ rating_avg: 2.5, review_count: 2 });

    // Removal (by moderation) flows back the same way; anyone sees it once the staleness bound has passed.
    await env.DB.prepare("DELETE FROM reviews WHERE title = 'Not for me'").run();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + VERSION_MAX_AGE_MS);
      const removed = (await (await callJson('/api/trainers/rita')).json()) as TrainerProfileResponse;
      expect(removed.trainer).toMatchObject({ rating_avg: 4, review_count: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a second review with 'You have already reviewed this trainer'", async () => {
    const res = await review(learner, { rating: 5, title: 'Again' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('You have already reviewed this trainer');
  });

  it('refuses a review of your own trainer profile', async () => {
    const res = await review(trainerUser, { rating: 5, title: 'I am great' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('You cannot review your own trainer profile');
  });

  it.each([
    [{ title: 'No rating' }, 'rating', 'Please select a rating'],
    [{ rating: 0, title: 'Zero' }, 'rating', 'Please select a rating'],
    [{ rating: 6, title: 'Six' }, 'rating', 'Please select a rating'],
    [{ rating: 4.5, title: 'Half' }, 'rating', 'Please select a rating'],
    [{ rating: 4 }, 'title', 'Please enter a title for your review'],
    [{ rating: 4, title: '    ' }, 'title', 'Please enter a title for your review'],
    [{ rating: 4, title: 'x'.repeat(101) }, 'title', 'Title must be at most 100 characters'],
    [{ rating: 4, title: 'ok', comment: 'x'.repeat(501) }, 'comment', 'Comment must be at most 500 characters'],
  ])('%j → 400 %s: %s', async (body, field, message) => {
    const res = await review(another, body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
  });

  it('accepts the maximum lengths and stores text as plain text', async () => {
    const user = await createUser();
    const title = `<img src=x onerror=alert(1)>${'t'.repeat(72)}`;
    const res = await review(user, { rating: 5, title, comment: 'c'.repeat(500) });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT title FROM reviews WHERE reviewer_id = ?').bind(user.id).first();
    expect(row).toEqual({ title });
  });

  it('answers 404 for unapproved or unknown trainers and 401 when signed out', async () => {
    expect((await review(another, { rating: 3, title: 'x' }, 'pending-pat')).status).toBe(404);
    expect((await review(another, { rating: 3, title: 'x' }, 'nobody')).status).toBe(404);
    const res = await review(null, { rating: 3, title: 'x' });
    expect(res.status).toBe(401);
  });

  it('rate-limits reviews per user', async () => {
    const busy = await createUser();
    for (let i = 0; i < 10; i++) {
      const slug = `rl-${i}-${busy.id.slice(0, 4)}`;
      await createTrainer(await createUser(), { slug, services: [{ title: 'S', price: 1 }] });
      expect((await review(busy, { rating: 5, title: 'ok' }, slug)).status).toBe(201);
    }
    const res = await review(busy, { rating: 5, title: 'one more' });
    expect(res.status).toBe(429);
  });
});

describe('reporting a review', () => {
  async function reviewIdBy(user: TestUser) {
    const row = await env.DB.prepare('SELECT id FROM reviews WHERE reviewer_id = ?')
      .bind(user.id)
      .first<{ id: number }>();
    return row?.id ?? 0;
  }

  it('creates one pending flag per user per review, with the reason and details', async () => {
    const id = await reviewIdBy(learner);
    const res = await flag(another, id, { reason: 'Fake or misleading review', details: 'Never took a session' });
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT reason, status, flagged_by FROM review_flags WHERE review_id = ?')
      .bind(id)
      .first();
    expect(row).toEqual({
      reason: 'Fake or misleading review: Never took a session',
      status: 'pending',
      flagged_by: another.id,
    });
    const again = await flag(another, id, { reason: 'Spam or advertising' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('You have already reported this review');
  });

  it('refuses flagging your own review, unknown reviews and bad reasons', async () => {
    const id = await reviewIdBy(learner);
    expect((await flag(learner, id, { reason: 'Spam or advertising' })).status).toBe(403);
    expect((await flag(another, 999_999, { reason: 'Spam or advertising' })).status).toBe(404);
    expect((await flag(another, id, { reason: 'I just dislike it' })).status).toBe(400);
    const other = await flag(trainerUser, id, { reason: 'Other' });
    expect(other.status).toBe(400);
    expect((await errorOf(other)).fields?.details).toBe('Please describe the problem');
  });
});

describe('authorization matrix: reviews', () => {
  it('anonymous 401, user 201, trainer on own profile 403, banned 403, admin allowed', async () => {
    const admin = await createUser({ admin: true });
    const banned = await createUser({ banned: true });
    const user = await createUser();
    await runAuthzMatrix(
      [
        {
          name: 'POST review',
          method: 'POST',
          path: '/api/trainers/rita/reviews',
          json: { rating: 5, title: 'Matrix' },
          expect: { anonymous: 401, user: 201, owner: 403, admin: 201, banned: 403 },
        },
        {
          name: 'GET reviews (public)',
          method: 'GET',
          path: '/api/trainers/rita/reviews',
          expect: { anonymous: 200, user: 200, banned: 200 },
        },
      ],
      { user, owner: trainerUser, admin, banned },
    );
  });
});
