import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListTrainersQuery, TrainerListResponse } from '#shared/api/trainers';
import { SORT_OPTIONS } from '#shared/listing-options';
import { createDb } from '#worker/db/client';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { DENSE_SPAN_PER_MATCH, listingCountQuery } from './listing-query.repository';
import { listApprovedTrainers } from './trainer-listing.repository';

/**
 * "Load more" continues from a cursor (keyset): walking every page must list each listed trainer
 * exactly once, in the order the sort defines, including long runs of equal sort keys; a cursor
 * is only good for the sort it was made for. The count stops at a cap.
 */
const TRAINERS = 40;
let ids: number[] = [];

beforeAll(async () => {
  ids = [];
  for (let i = 0; i < TRAINERS; i++) {
    const user = await createUser({ fullName: `Paging Person ${i}` });
    const id = await createTrainer(user, {
      services: [
        {
          title: i % 2 ? 'Zebra striping masterclass' : 'Calm coaching',
          price: (i % 4) * 10 + 10,
          category: i % 3 ? 'health_wellness' : 'creative_arts',
        },
      ],
    });
    ids.push(id);
  }
  // Many ties: four ratings, two review counts, a few featured at two distinct times, two creation times.
  await env.DB.batch(
    ids.map((id, i) =>
      env.DB.prepare(
        `UPDATE trainers SET rating_avg = ?, review_count = ?, is_featured = ?, featured_at = ?, created_at = ? WHERE id = ?`,
      ).bind(
        [3, 4, 4.5, 5][i % 4],
        i % 2,
        i % 7 === 0 ? 1 : 0,
        i % 7 === 0 ? (i % 2 ? '2026-01-02T00:00:00.000Z' : '2026-01-01T00:00:00.000Z') : null,
        i % 5 ? '2025-05-05T00:00:00.000Z' : '2025-06-06T00:00:00.000Z',
        id,
      ),
    ),
  );
  // Not listed: pending, and approved without services.
  await createTrainer(await createUser(), { status: 'pending', services: [{ title: 'Zebra', price: 5 }] });
  await createTrainer(await createUser());
});

async function walk(params: Record<string, string>): Promise<TrainerListResponse[]> {
  const pages: TrainerListResponse[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams(params);
    if (cursor) query.set('cursor', cursor);
    const res = await callJson(`/api/trainers?${query}`);
    expect(res.status).toBe(200);
    const page = (await res.json()) as TrainerListResponse;
    pages.push(page);
    cursor = page.next_cursor;
    expect(pages.length).toBeLessThan(20);
  } while (cursor);
  return pages;
}

async function byPageNumbers(params: Record<string, string>): Promise<number[]> {
  const seen: number[] = [];
  for (let page = 1; ; page++) {
    const body = (await (
      await callJson(`/api/trainers?${new URLSearchParams({ ...params, page: String(page) })}`)
    ).json()) as TrainerListResponse;
    seen.push(...body.trainers.map((t) => t.id));
    if (!body.has_more) return seen;
  }
}

describe('keyset pages ("Load more")', () => {
  const shapes: Record<string, string>[] = [
    ...SORT_OPTIONS.map((sort) => ({ sort })),
    ...SORT_OPTIONS.map((sort) => ({ sort, category: 'creative_arts' })),
    { sort: 'featured', search: 'zebra' },
    { sort: 'rating', search: 'zebra', minPrice: '20' },
    { sort: 'price-high', minRating: '4', verified: 'false' },
  ];
  it.each(shapes)('%o: every match once, in the sort order page numbers give', async (params) => {
    const pages = await walk(params);
    const walked = pages.flatMap((p) => p.trainers.map((t) => t.id));
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(await byPageNumbers(params));
    expect(pages.at(-1)?.has_more).toBe(false);
    expect(pages.at(-1)?.next_cursor).toBeNull();
    for (const page of pages) expect(page.total).toBe(walked.length);
    if (!params.search && !params.category && !params.minRating) expect(walked.sort()).toEqual([...ids].sort());
  });

  it('a trainer added between two pages neither repeats nor hides the ones already listed', async () => {
    const first = (await (await callJson('/api/trainers?sort=newest&page=1')).json()) as TrainerListResponse;
    const newcomer = await createTrainer(await createUser(), { services: [{ title: 'Late', price: 10 }] });
    await env.DB.prepare('UPDATE trainers SET created_at = ? WHERE id = ?')
      .bind('2030-01-01T00:00:00.000Z', newcomer)
      .run();
    const rest = await walk({ sort: 'newest', cursor: first.next_cursor ?? '' });
    const all = [...first.trainers, ...rest.flatMap((p) => p.trainers)].map((t) => t.id);
    expect(all).not.toContain(newcomer);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(TRAINERS);
    await env.DB.prepare('DELETE FROM trainers WHERE id = ?').bind(newcomer).run();
  });

  it('refuses a cursor that is not one, or belongs to another sort, with 400', async () => {
    const first = (await (await callJson('/api/trainers?sort=rating')).json()) as TrainerListResponse;
    expect(first.next_cursor).toEqual(expect.any(String));
    for (const url of [
      '/api/trainers?cursor=not-a-cursor',
      `/api/trainers?sort=newest&cursor=${first.next_cursor}`,
      '/api/trainers?cursor=eyJzIjoiZmVhdHVyZWQiLCJrIjpbMV19',
      '/api/trainers?cursor=has%20spaces',
    ]) {
      const res = await callJson(url);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Invalid page cursor');
    }
  });
});

describe('the count stops at its cap', () => {
  const db = () => createDb(env.DB);
  const query = (q: Partial<ListTrainersQuery>): ListTrainersQuery => ({ sort: 'featured', page: 1, ...q });

  it('unfiltered, the total is exact whatever the cap (a counter kept by triggers)', async () => {
    expect(await listApprovedTrainers(db(), query({ sort: 'newest' }), 5)).toMatchObject({
      total: TRAINERS,
      total_capped: false,
      has_more: true,
    });
  });

  it('says "at least the cap" past it, and still pages through every match', async () => {
    const first = await listApprovedTrainers(db(), query({ minRating: '3' }), 5);
    expect(first).toMatchObject({ total: 5, total_capped: true, has_more: true });
    const seen = first.trainers.map((t) => t.id);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await listApprovedTrainers(db(), query({ minRating: '3', cursor }), 5);
      seen.push(...next.trainers.map((t) => t.id));
      cursor = next.next_cursor;
    }
    expect(seen.sort()).toEqual([...ids].sort());
  });

  // "zebra" is probed row by row (dense, with its prefix index); "masterclass", matching the same
  // trainers, is longer than the indexed prefixes and read as a match set (listing-query.repository.ts).
  it.each(['zebra', 'masterclass'])(
    'past the cap a search (%s) is ordered by the sort alone and pages by key through every match',
    async (search) => {
      const zebras = ids.filter((_, i) => i % 2 === 1);
      const first = await listApprovedTrainers(db(), query({ search, sort: 'rating' }), 5);
      expect(first).toMatchObject({ total: 5, total_capped: true });
      const seen = first.trainers.map((t) => t.id);
      let cursor = first.next_cursor;
      while (cursor) {
        const next = await listApprovedTrainers(db(), query({ search, sort: 'rating', cursor }), 5);
        seen.push(...next.trainers.map((t) => t.id));
        cursor = next.next_cursor;
      }
      expect([...seen].sort()).toEqual([...zebras].sort());
      const ratings = await env.DB.prepare(
        `SELECT id FROM trainers WHERE id IN (${zebras.join(',')}) ORDER BY rating_avg DESC, review_count DESC, id DESC`,
      ).all<{ id: number }>();
      expect(seen).toEqual(ratings.results.map((r) => r.id));
    },
  );

  it('a search matching one listed trainer in two counts as dense (its page is probed row by row)', async () => {
    const [[zebra]] = await db().batch([listingCountQuery(db(), query({ search: 'zebra' }), 5)]);
    expect(zebra?.total).toBe(6);
    // Six matches, every other id of the trainers made here.
    expect(zebra?.span).toBeGreaterThanOrEqual(10);
    expect(zebra?.span).toBeLessThan(5 * DENSE_SPAN_PER_MATCH);
  });

  it('a category page counts each listed trainer of the category once (read from the category index)', async () => {
    const categoryIds = ids.filter((_, i) => i % 3 === 0);
    // A second service in the same category, and a hidden trainer of that category: neither counts.
    await env.DB.prepare(
      "INSERT INTO services (trainer_id, title, description, price, category) VALUES (?, 'Second', '', 15, 'creative_arts')",
    )
      .bind(categoryIds[0])
      .run();
    const hidden = await createTrainer(await createUser(), {
      status: 'pending',
      services: [{ title: 'Hidden', price: 10, category: 'creative_arts' }],
    });
    const counted = await listApprovedTrainers(db(), query({ category: 'creative_arts' }), 50);
    expect(counted).toMatchObject({ total: categoryIds.length, total_capped: false });
    expect(await listApprovedTrainers(db(), query({ category: 'creative_arts' }), 5)).toMatchObject({
      total: 5,
      total_capped: true,
    });
    await env.DB.prepare("DELETE FROM services WHERE title = 'Second' AND trainer_id = ?").bind(categoryIds[0]).run();
    await env.DB.prepare('DELETE FROM trainers WHERE id = ?').bind(hidden).run();
  });

  it('is exact at or under the cap', async () => {
    const narrow = await listApprovedTrainers(db(), query({ minRating: '4.5', category: 'creative_arts' }), 50);
    const expected = ids.filter((_, i) => i % 4 >= 2 && i % 3 === 0).length;
    expect(narrow).toMatchObject({ total: expected, total_capped: false });
    expect(narrow.trainers).toHaveLength(Math.min(expected, 12));
  });
});
