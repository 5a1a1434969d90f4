import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyReviewStateResponse } from '#shared/api/reviews';
import type { TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { cookieHeader, cookiesOf } from '#worker/test/cookies';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

let trainerUser: TestUser;

beforeAll(async () => {
  trainerUser = await createUser({ fullName: 'Mia Mine' });
  await createTrainer(trainerUser, { slug: 'mia', services: [{ title: 'Session', price: 40 }] });
  await createTrainer(await createUser(), { slug: 'pending-mo', status: 'pending' });
});

const call = (user: TestUser | null, path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
  callJson(path, {
    method: init.method ?? 'GET',
    json: init.json,
    headers: {
      'cf-connecting-ip': freshIp(),
      ...(user ? user.auth : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

async function writeReview(user: TestUser, rating: number, slug = 'mia'): Promise<number> {
  const res = await call(user, `/api/trainers/${slug}/reviews`, { method: 'POST', json: { rating, title: 'First' } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { review: { id: number } }).review.id;
}

async function mine(user: TestUser, slug = 'mia'): Promise<MyReviewStateResponse> {
  const res = await call(user, `/api/trainers/${slug}/reviews/mine`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as MyReviewStateResponse;
}

async function profileAs(cookie: string) {
  return ((await (await callJson('/api/trainers/mia', { headers: { cookie } })).json()) as TrainerProfileResponse)
    .trainer;
}

describe('your own review', () => {
  it('is null before you write one, then yours, and lists the reviews you have an open report on', async () => {
    const author = await createUser();
    const reporter = await createUser();
    expect(await mine(author)).toEqual({ review: null, reported_review_ids: [] });

    const id = await writeReview(author, 4);
    expect((await mine(author)).review).toMatchObject({ id, rating: 4, title: 'First', comment: null });
    // Someone else's state does not include it.
    expect((await mine(reporter)).review).toBeNull();

    const flagged = await call(reporter, `/api/reviews/${id}/flags`, {
      method: 'POST',
      json: { reason: 'Spam or advertising' },
    });
    expect(flagged.status).toBe(201);
    expect((await mine(reporter)).reported_review_ids).toEqual([id]);
    // Once the moderators decided, the report is no longer open.
    await env.DB.prepare("UPDATE review_flags SET status = 'resolved_approved' WHERE review_id = ?").bind(id).run();
    expect((await mine(reporter)).reported_review_ids).toEqual([]);
  });

  it('answers 404 for a trainer who is not public', async () => {
    const res = await call(await createUser(), '/api/trainers/pending-mo/reviews/mine');
    expect(res.status).toBe(404);
  });
});

describe('editing your review', () => {
  it('keeps the review, changes its text and rating, and the average follows at once for you', async () => {
    const author = await createUser();
    const other = await createUser();
    await writeReview(other, 2);
    const id = await writeReview(author, 2);

    const res = await call(author, `/api/reviews/${id}`, {
      method: 'PATCH',
      json: { rating: 5, title: '  Even better  ', comment: 'Second thoughts.' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { review: { id: number; title: string }; message: string };
    expect(body).toMatchObject({ message: 'Review updated', review: { id, title: 'Even better' } });

    const cookie = cookieHeader(cookiesOf(res));
    const trainer = await profileAs(cookie);
    const ratings = await env.DB.prepare(
      "SELECT round(avg(rating), 2) AS avg, count(*) AS n FROM reviews WHERE trainer_id = (SELECT id FROM trainers WHERE slug = 'mia')",
    ).first<{ avg: number; n: number }>();
    expect(trainer).toMatchObject({ rating_avg: ratings?.avg, review_count: ratings?.n });
    const list = (await (
      await callJson('/api/trainers/mia/reviews', { headers: { cookie } })
    ).json()) as TrainerReviewsResponse;
    expect(list.reviews.find((review) => review.id === id)).toMatchObject({
      rating: 5,
      title: 'Even better',
      comment: 'Second thoughts.',
    });
    const listing = (await (await callJson('/api/trainers?search=mia', { headers: { cookie } })).json()) as {
      trainers: { slug: string; rating_avg: number }[];
    };
    expect(listing.trainers.find((card) => card.slug === 'mia')?.rating_avg).toBe(ratings?.avg);
  });

  it.each([
    [{ title: 'No rating' }, 'rating', 'Please select a rating'],
    [{ rating: 6, title: 'Six' }, 'rating', 'Please select a rating'],
    [{ rating: 4, title: '   ' }, 'title', 'Please enter a title for your review'],
    [{ rating: 4, title: 'x'.repeat(101) }, 'title', 'Title must be at most 100 characters'],
    [{ rating: 4, title: 'ok', comment: 'x'.repeat(501) }, 'comment', 'Comment must be at most 500 characters'],
  ])('keeps the review rules: %j → 400 %s', async (json, field, message) => {
    const author = await createUser();
    const id = await writeReview(author, 3);
    const res = await call(author, `/api/reviews/${id}`, { method: 'PATCH', json });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toBe(message);
    expect((await mine(author)).review).toMatchObject({ rating: 3, title: 'First' });
  });

  it("refuses someone else's review (403) and unknown ones (404), changing nothing", async () => {
    const author = await createUser();
    const id = await writeReview(author, 3);
    const res = await call(await createUser(), `/api/reviews/${id}`, {
      method: 'PATCH',
      json: { rating: 1, title: 'Hacked' },
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('You can only change your own review');
    expect((await mine(author)).review).toMatchObject({ rating: 3, title: 'First' });
    const unknown = await call(author, '/api/reviews/999999', { method: 'PATCH', json: { rating: 1, title: 'x' } });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('Review not found');
  });
});

describe('deleting your review', () => {
  it('removes it, the average follows at once, open reports are closed, and you may review again', async () => {
    const author = await createUser();
    const reporter = await createUser();
    const id = await writeReview(author, 1);
    await call(reporter, `/api/reviews/${id}/flags`, { method: 'POST', json: { reason: 'Spam or advertising' } });

    const res = await call(author, `/api/reviews/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe('Review deleted');

    const cookie = cookieHeader(cookiesOf(res));
    const ratings = await env.DB.prepare(
      "SELECT round(avg(rating), 2) AS avg, count(*) AS n FROM reviews WHERE trainer_id = (SELECT id FROM trainers WHERE slug = 'mia')",
    ).first<{ avg: number | null; n: number }>();
    expect(await profileAs(cookie)).toMatchObject({ review_count: ratings?.n });
    const list = (await (
      await callJson('/api/trainers/mia/reviews', { headers: { cookie } })
    ).json()) as TrainerReviewsResponse;
    expect(list.reviews.some((review) => review.id === id)).toBe(false);
    const flag = await env.DB.prepare('SELECT status FROM review_flags WHERE flagged_by = ?').bind(reporter.id).first();
    expect(flag).toEqual({ status: 'resolved_removed' });

    expect(await mine(author)).toEqual({ review: null, reported_review_ids: [] });
    await writeReview(author, 5);
  });

  it("refuses someone else's review (403), keeping it", async () => {
    const author = await createUser();
    const id = await writeReview(author, 4);
    const res = await call(await createUser(), `/api/reviews/${id}`, { method: 'DELETE' });
    expect(res.status).toBe(403);
    expect((await mine(author)).review?.id).toBe(id);
    expect((await call(author, '/api/reviews/999999', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('review ids in the path', () => {
  it('are plain decimal digits: 1e3, 0x10, +5 and 5.0 name no review (400), and nothing changes', async () => {
    const author = await createUser();
    const id = await writeReview(author, 4);
    for (const spelling of [`${id}e0`, `0x${id.toString(16)}`, `+${id}`, `${id}.0`, `${id / 10}e1`]) {
      const path = `/api/reviews/${encodeURIComponent(spelling)}`;
      const edit = await call(author, path, { method: 'PATCH', json: { rating: 1, title: 'Changed' } });
      expect(edit.status, spelling).toBe(400);
      expect(await errorOf(edit)).toMatchObject({
        message: 'Review id must be a whole number',
        fields: { reviewId: 'Review id must be a whole number' },
      });
      expect((await call(author, path, { method: 'DELETE' })).status, spelling).toBe(400);
      const report = { reason: 'Spam or advertising' };
      expect((await call(await createUser(), `${path}/flags`, { method: 'POST', json: report })).status).toBe(400);
    }
    expect((await mine(author)).review).toMatchObject({ id, rating: 4, title: 'First' });
  });
});

describe('authorization matrix: your own review', () => {
  it('only its author reads, edits or deletes it; admins moderate through the moderation queue', async () => {
    const author = await createUser();
    const id = await writeReview(author, 4);
    const actors = {
      owner: author,
      otherUser: await createUser(),
      admin: await createUser({ admin: true }),
      banned: await createUser({ banned: true }),
    };
    await runAuthzMatrix(
      [
        {
          name: 'GET my review',
          method: 'GET',
          path: '/api/trainers/mia/reviews/mine',
          expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200, banned: 403 },
        },
        {
          name: 'PATCH review',
          method: 'PATCH',
          path: `/api/reviews/${id}`,
          json: { rating: 3, title: 'Matrix' },
          expect: { anonymous: 401, otherUser: 403, admin: 403, banned: 403, owner: 200 },
        },
        {
          name: 'DELETE review',
          method: 'DELETE',
          path: `/api/reviews/${id}`,
          expect: { anonymous: 401, otherUser: 403, admin: 403, banned: 403, owner: 200 },
        },
      ],
      actors,
    );
  });
});
