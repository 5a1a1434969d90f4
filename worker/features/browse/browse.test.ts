import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyTrainerProfileResponse } from '#shared/api/manage-profile';
import type { TrainerListResponse, TrainerProfileResponse, TrainerReviewsResponse } from '#shared/api/trainers';
import { VERSION_MAX_AGE_MS } from '#worker/platform/cache/cache-versions';
import { forgetHotEntriesForTests } from '#worker/platform/cache/hot-entries';
import { cookieHeader, cookiesOf } from '#worker/test/cookies';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { PNG_IMAGE } from '#worker/test/images';
import { settleCacheWrites } from '#worker/test/kv';

/**
 * Known fixtures, so every filter and sort has an exact expected answer:
 *   ana    health_wellness   price 0    rating 5.0  verified  featured (recent)
 *   bob    business_mkt      price 500  rating 3.0            featured (older)
 *   cara   technology        price 600  rating 4.5  verified
 *   felix  creative_arts     price 40   no reviews             newest
 *   dana   pending (never listed); eve approved without services (never listed)
 */
const ids: Record<string, number> = {};
let reviewers: TestUser[] = [];

async function review(trainer: string, reviewer: TestUser, rating: number) {
  await env.DB.prepare('INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, ?, ?)')
    .bind(ids[trainer], reviewer.id, rating, `Rated ${rating}`)
    .run();
}

async function sql(query: string, ...params: unknown[]) {
  await env.DB.prepare(query)
    .bind(...params)
    .run();
}

async function list(params: Record<string, string> = {}) {
  const res = await callJson(`/api/trainers?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  return { body: (await res.json()) as TrainerListResponse, cache: res.headers.get('x-cache') };
}
const slugs = async (params: Record<string, string> = {}) => (await list(params)).body.trainers.map((t) => t.slug);

beforeAll(async () => {
  const make = async (
    slug: string,
    name: string,
    services: { title: string; price: number; category: string }[],
    status: 'approved' | 'pending' = 'approved',
  ) => {
    ids[slug] = await createTrainer(await createUser({ fullName: name }), { slug, status, services });
  };
  await make('ana', 'Ana Yogini', [{ title: 'Vinyasa Yoga Flow', price: 0, category: 'health_wellness' }]);
  await make('bob', 'Bob Builder', [
    { title: 'Growth Strategy', price: 500, category: 'business_marketing' },
    { title: 'Sales Pitch Review', price: 650, category: 'business_marketing' },
  ]);
  await make('cara', 'Cara Coder', [
    { title: 'Cloud Architecture Review', price: 600, category: 'technology_digital' },
  ]);
  await make('felix', 'Félix Música', [{ title: 'Guitar Lesson', price: 40, category: 'creative_arts' }]);
  await make('dana', 'Dana Draft', [{ title: 'Yoga Basics', price: 10, category: 'health_wellness' }], 'pending');
  await make('eve', 'Eve Empty', []);
  reviewers = [await createUser(), await createUser()];
  await review('ana', reviewers[0] as TestUser, 5);
  await review('bob', reviewers[0] as TestUser, 3);
  await review('cara', reviewers[0] as TestUser, 4);
  await review('cara', reviewers[1] as TestUser, 5);
  await sql("UPDATE trainers SET identity_verified = 1 WHERE slug IN ('ana', 'cara')");
  await sql("UPDATE trainers SET is_featured = 1, featured_at = '2026-11-01T00:00:00.000Z' WHERE slug = 'ana'");
  await sql("UPDATE trainers SET is_featured = 1, featured_at = '2026-10-01T00:00:00.000Z' WHERE slug = 'bob'");
  await sql("UPDATE trainers SET created_at = '2026-01-01T00:00:00.000Z' WHERE slug IN ('ana', 'bob', 'cara')");
  await sql("UPDATE trainers SET created_at = '2026-11-20T00:00:00.000Z' WHERE slug = 'felix'");
});

describe('GET /api/trainers: filters', () => {
  it('lists only approved trainers with at least one service, with card fields', async () => {
    const { body } = await list({ sort: 'rating' });
    expect(body.trainers.map((t) => t.slug)).toEqual(['ana', 'cara', 'bob', 'felix']);
    expect(body).toMatchObject({ total: 4, page: 1, has_more: false });
    expect(body.trainers[1]).toMatchObject({
      slug: 'cara',
      full_name: 'Cara Coder',
      headline: 'Professional Trainer',
      categories: ['technology_digital'],
      min_price: 600,
      min_price_minutes: 60,
      rating_avg: 4.5,
      review_count: 2,
      identity_verified: true,
      is_featured: false,
    });
  });

  it('filters by category', async () => {
    expect(await slugs({ category: 'creative_arts' })).toEqual(['felix']);
    expect(await slugs({ category: 'health_wellness' })).toEqual(['ana']);
    expect((await slugs({ category: 'all' })).length).toBe(4);
  });

  it('filters on the lowest service price, inclusive at both ends', async () => {
    expect(await slugs({ minPrice: '0', maxPrice: '0' })).toEqual(['ana']);
    expect(await slugs({ minPrice: '500', maxPrice: '500' })).toEqual(['bob']);
    expect(await slugs({ maxPrice: '500', sort: 'price-low' })).toEqual(['ana', 'felix', 'bob']);
    expect(await slugs({ minPrice: '10', maxPrice: '500', sort: 'price-low' })).toEqual(['felix', 'bob']);
    // Above the slider's maximum: listed without a price filter, excluded by any maxPrice.
    expect(await slugs({ sort: 'price-high' })).toEqual(['cara', 'bob', 'felix', 'ana']);
  });

  it('filters by minimum rating and by identity verification', async () => {
    expect(await slugs({ minRating: '4.5', sort: 'rating' })).toEqual(['ana', 'cara']);
    expect(await slugs({ minRating: '4', sort: 'rating' })).toEqual(['ana', 'cara']);
    expect(await slugs({ minRating: '3', sort: 'rating' })).toEqual(['ana', 'cara', 'bob']);
    expect((await slugs({ minRating: '0' })).length).toBe(4);
    expect(await slugs({ verified: 'true', sort: 'rating' })).toEqual(['ana', 'cara']);
  });

  it('combines filters', async () => {
    expect(await slugs({ verified: 'true', maxPrice: '500' })).toEqual(['ana']);
    expect(await slugs({ search: 'review', category: 'technology_digital' })).toEqual(['cara']);
    expect(await slugs({ search: 'review', maxPrice: '100' })).toEqual([]);
  });
});

describe('GET /api/trainers: sorts', () => {
  it('featured: featured first (most recently featured first), then by rating', async () => {
    expect(await slugs()).toEqual(['ana', 'bob', 'cara', 'felix']);
  });
  it('rating, newest, price-low, price-high', async () => {
    expect(await slugs({ sort: 'rating' })).toEqual(['ana', 'cara', 'bob', 'felix']);
    expect((await slugs({ sort: 'newest' }))[0]).toBe('felix');
    expect(await slugs({ sort: 'price-low' })).toEqual(['ana', 'felix', 'bob', 'cara']);
    expect(await slugs({ sort: 'price-high' })).toEqual(['cara', 'bob', 'felix', 'ana']);
  });
});

describe('GET /api/trainers: search', () => {
  it('matches name, headline, description and service titles by prefix, case and accent insensitive', async () => {
    expect(await slugs({ search: 'yog' })).toEqual(['ana']);
    expect(await slugs({ search: 'YOGA flow' })).toEqual(['ana']);
    expect(await slugs({ search: 'musica' })).toEqual(['felix']);
    expect(await slugs({ search: 'Música!' })).toEqual(['felix']);
    expect(await slugs({ search: 'guitar' })).toEqual(['felix']);
    expect(await slugs({ search: 'cloud arch' })).toEqual(['cara']);
  });

  it('never lists pending trainers or trainers without services, even on a match', async () => {
    expect(await slugs({ search: 'dana' })).toEqual([]);
    expect(await slugs({ search: 'eve' })).toEqual([]);
  });

  it('ranks the better match first and treats an empty search as no search', async () => {
    await sql(
      "UPDATE trainers SET description = 'Review review review: architecture reviews are my thing' WHERE slug = 'bob'",
    );
    expect(await slugs({ search: 'review', sort: 'featured' })).toEqual(['bob', 'cara']);
    expect((await slugs({ search: '   ' })).length).toBe(4);
    expect((await slugs({ search: '"*) - (' })).length).toBe(4);
  });
});

describe('GET /api/trainers: bad parameters', () => {
  it.each([
    [{ sort: 'cheapest' }, 'sort'],
    [{ category: 'cooking' }, 'category'],
    [{ minRating: '2' }, 'minRating'],
    [{ minPrice: '-10' }, 'minPrice'],
    [{ maxPrice: '501' }, 'maxPrice'],
    [{ maxPrice: 'ten' }, 'maxPrice'],
    [{ minPrice: '300', maxPrice: '100' }, 'minPrice'],
    [{ verified: 'yes' }, 'verified'],
    [{ page: '0' }, 'page'],
    [{ search: 'x'.repeat(201) }, 'search'],
    [{ search: 'yoga\u0000' }, 'search'],
    [{ search: '\u009bcoach' }, 'search'],
    [{ page: '0x10' }, 'page'],
    [{ page: '1e3' }, 'page'],
    [{ page: ' 5' }, 'page'],
    [{ page: '5 ' }, 'page'],
    [{ page: '+5' }, 'page'],
    [{ page: '2.5' }, 'page'],
    [{ minPrice: '0x10' }, 'minPrice'],
    [{ maxPrice: '1e2' }, 'maxPrice'],
    [{ maxPrice: 'Infinity' }, 'maxPrice'],
    [{ minPrice: '.5' }, 'minPrice'],
  ])('%j → 400 naming %s', async (params, field) => {
    const res = await callJson(`/api/trainers?${new URLSearchParams(params as Record<string, string>)}`);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_error');
    expect(Object.keys(error.fields)).toContain(field);
  });

  it('names the field when a parameter is given twice', async () => {
    const res = await callJson('/api/trainers?page=1&page=2');
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields)).toContain('page');
  });

  it('treats empty values as not given and accepts plain decimal prices', async () => {
    const empty = await list({ minPrice: '', maxPrice: '', page: '', search: '', category: '', minRating: '' });
    const none = await list({});
    expect(empty.body.total).toBe(none.body.total);
    expect(empty.body.page).toBe(1);
    const decimal = await callJson('/api/trainers?minPrice=0.5&maxPrice=499.99&page=01');
    expect(decimal.status).toBe(200);
  });

  it('pages past the end return an empty page', async () => {
    const { body } = await list({ page: '2' });
    expect(body).toMatchObject({ trainers: [], total: 4, page: 2, has_more: false });
  });
});

describe('trainer profile', () => {
  it('returns an approved profile with services by price ascending and its rating summary', async () => {
    const res = await callJson('/api/trainers/bob');
    expect(res.status).toBe(200);
    const { trainer } = (await res.json()) as TrainerProfileResponse;
    expect(trainer).toMatchObject({
      slug: 'bob',
      full_name: 'Bob Builder',
      rating_avg: 3,
      review_count: 1,
      is_featured: true,
    });
    expect(trainer.services.map((s) => s.price)).toEqual([500, 650]);
    expect(trainer.services[0]).toMatchObject({ currency: 'USD', duration_minutes: 60 });
  });

  it('answers 404 "Trainer not found" for pending, rejected and unknown slugs', async () => {
    for (const slug of ['dana', 'nobody', '..%2F']) {
      const res = await callJson(`/api/trainers/${slug}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Trainer not found');
    }
    expect((await callJson('/api/trainers/dana/reviews')).status).toBe(404);
  });

  it('lists reviews newest first with reviewer name and photo, "Anonymous" when the name is blank', async () => {
    await sql(
      "UPDATE reviews SET created_at = '2026-01-01T00:00:00.000Z' WHERE trainer_id = ? AND reviewer_id = ?",
      ids.cara,
      reviewers[0]?.id,
    );
    await sql("UPDATE profiles SET full_name = '  ' WHERE id = ?", reviewers[1]?.id);
    const body = (await (await callJson('/api/trainers/cara/reviews')).json()) as TrainerReviewsResponse;
    expect(body.total).toBe(2);
    expect(body.reviews.map((r) => r.rating)).toEqual([5, 4]);
    expect(body.reviews[0]?.reviewer.full_name).toBe('Anonymous');
    expect(body.reviews[1]?.reviewer.full_name).toBe(reviewers[0]?.fullName);
  });
});

describe('listing cache in KV', () => {
  // Time stands still unless a test moves it, so "within the staleness bound" is deterministic.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function cachedList(params: Record<string, string>) {
    // The cache write happens after the response (waitUntil); wait until a repeat is a hit.
    for (let attempt = 0; attempt < 20; attempt++) {
      const result = await list(params);
      if (result.cache === 'hit') return result;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('listing never became a cache hit');
  }

  it('misses first, then hits; a hit is served from KV without querying the listing', async () => {
    const params = { category: 'creative_arts', sort: 'newest' };
    expect((await list(params)).cache).toBe('miss');
    const { body } = await cachedList(params);
    expect(body.trainers.map((t) => t.slug)).toEqual(['felix']);

    // Prove a hit does not touch the trainers table: overwrite the cached entry with a sentinel
    // (once its write, which starts after the response, has landed).
    let keys: KVNamespaceListKey<unknown>[] = [];
    let overwritten = false;
    for (let attempt = 0; attempt < 100 && !overwritten; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20));
      keys = (await env.CACHE.list({ prefix: 'listing:list:' })).keys;
      for (const key of keys) {
        const entry = await env.CACHE.getWithMetadata<{ version: number }>(key.name, 'text');
        const value = JSON.parse(entry.value ?? 'null') as TrainerListResponse | null;
        if (value?.trainers?.[0]?.slug === 'felix' && value.total === 1) {
          await env.CACHE.put(key.name, JSON.stringify({ ...value, total: 999 }), { metadata: entry.metadata });
          overwritten = true;
        }
      }
    }
    expect(overwritten).toBe(true);
    forgetHotEntriesForTests(); // the isolate's own copy would answer before KV
    expect((await list(params)).body.total).toBe(999);
    // The isolate now holds that entry: with KV emptied, it still answers the hit without I/O.
    for (const key of keys) await env.CACHE.delete(key.name);
    const again = await list(params);
    expect(again.cache).toBe('hit');
    expect(again.body.total).toBe(999);
  });

  const kinds: [string, () => Promise<unknown>, (body: TrainerListResponse) => void, Record<string, string>][] = [
    [
      'approval',
      () => sql("UPDATE trainers SET status = 'approved' WHERE slug = 'dana'"),
      (b) => expect(b.trainers.map((t) => t.slug)).toContain('dana'),
      { search: 'yoga' },
    ],
    [
      'rejection',
      () => sql("UPDATE trainers SET status = 'rejected' WHERE slug = 'dana'"),
      (b) => expect(b.trainers.map((t) => t.slug)).not.toContain('dana'),
      { search: 'yoga' },
    ],
    [
      'verification toggle',
      () => sql("UPDATE trainers SET identity_verified = 1 WHERE slug = 'felix'"),
      (b) => expect(b.trainers.map((t) => t.slug)).toContain('felix'),
      { verified: 'true' },
    ],
    [
      'featured toggle',
      () => sql("UPDATE trainers SET is_featured = 1, featured_at = '2026-11-21T00:00:00.000Z' WHERE slug = 'cara'"),
      (b) => expect(b.trainers[0]?.slug).toBe('cara'),
      {},
    ],
    [
      'profile edit',
      () =>
        sql(
          "UPDATE profiles SET full_name = 'Felix Renamed' WHERE id = (SELECT user_id FROM trainers WHERE slug = 'felix')",
        ),
      (b) => expect(b.trainers.find((t) => t.slug === 'felix')?.full_name).toBe('Felix Renamed'),
      { sort: 'rating' },
    ],
    [
      'trainer edit',
      () => sql("UPDATE trainers SET headline = 'Jazz Guitar Mentor' WHERE slug = 'felix'"),
      (b) => expect(b.trainers.find((t) => t.slug === 'felix')?.headline).toBe('Jazz Guitar Mentor'),
      { sort: 'price-low' },
    ],
    [
      'service edit',
      () => sql("UPDATE services SET price = 5 WHERE trainer_id = (SELECT id FROM trainers WHERE slug = 'felix')"),
      (b) => expect(b.trainers.map((t) => t.slug)).toContain('felix'),
      { maxPrice: '5' },
    ],
    [
      'service removed',
      () => sql("DELETE FROM services WHERE trainer_id = (SELECT id FROM trainers WHERE slug = 'felix')"),
      (b) => expect(b.trainers.map((t) => t.slug)).not.toContain('felix'),
      { sort: 'newest' },
    ],
    [
      'review added',
      () => review('bob', reviewers[1] as TestUser, 5),
      (b) => expect(b.trainers.find((t) => t.slug === 'bob')?.rating_avg).toBe(4),
      { category: 'business_marketing' },
    ],
    [
      'review removed',
      () => sql('DELETE FROM reviews WHERE trainer_id = ? AND reviewer_id = ?', ids.bob, reviewers[1]?.id),
      (b) => expect(b.trainers.find((t) => t.slug === 'bob')?.rating_avg).toBe(3),
      { category: 'business_marketing' },
    ],
  ];

  it.each(kinds)(
    'once the staleness bound has passed, a listing after a %s shows the change',
    async (_kind, change, check, params) => {
      await cachedList(params);
      await change();
      // Within the bound a reader who did not write may still get the entry this isolate knows is current.
      expect((await list(params)).cache).toBe('hit');
      vi.setSystemTime(Date.now() + VERSION_MAX_AGE_MS);
      const after = await list(params);
      expect(after.cache).toBe('miss');
      check(after.body);
    },
  );

  it('never serves an entry computed for another version, even if KV still holds it', async () => {
    const params = { sort: 'price-high' };
    await cachedList(params);
    const { keys } = await env.CACHE.list({ prefix: 'listing:list:' });
    const version =
      (await env.DB.prepare("SELECT version FROM cache_versions WHERE key = 'listing'").first<{ version: number }>())
        ?.version ?? 0;
    for (const key of keys) {
      // Same entry, but labelled with the previous version (as after a write that KV has not seen).
      const entry = await env.CACHE.get<TrainerListResponse>(key.name, 'json');
      if (entry)
        await env.CACHE.put(key.name, JSON.stringify({ ...entry, total: -1 }), { metadata: { version: version - 1 } });
    }
    forgetHotEntriesForTests();
    const after = await list(params);
    expect(after.cache).toBe('miss');
    expect(after.body.total).toBeGreaterThan(0);
    // Control: the same entry labelled with the current version is served (after the miss's own write lands).
    await new Promise((r) => setTimeout(r, 150));
    for (const key of keys) {
      const entry = await env.CACHE.get<TrainerListResponse>(key.name, 'json');
      if (entry) await env.CACHE.put(key.name, JSON.stringify({ ...entry, total: -1 }), { metadata: { version } });
    }
    forgetHotEntriesForTests();
    expect((await list(params)).body.total).toBe(-1);
  });

  it('caches profiles too and invalidates them on edits', async () => {
    await callJson('/api/trainers/ana');
    await sql("UPDATE trainers SET description = 'Fresh description' WHERE slug = 'ana'");
    vi.setSystemTime(Date.now() + VERSION_MAX_AGE_MS);
    const res = await callJson('/api/trainers/ana');
    expect(res.headers.get('x-cache')).toBe('miss');
    expect(((await res.json()) as TrainerProfileResponse).trainer.description).toBe('Fresh description');
  });
});

describe('cache keys and writes', () => {
  it('shares one entry between spellings of the same search, and does not cache unknown profiles', async () => {
    await list({ search: 'Guitar' });
    for (let attempt = 0; attempt < 20 && (await list({ search: 'Guitar' })).cache !== 'hit'; attempt++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect((await list({ search: '  guitar!! ' })).cache).toBe('hit');

    const before = await settleCacheWrites('listing:profile:');
    for (const slug of ['ghost-1', 'ghost-2', 'ghost-3'])
      expect((await callJson(`/api/trainers/${slug}`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 100));
    expect((await env.CACHE.list({ prefix: 'listing:profile:' })).keys.length).toBe(before);
  });

  it('bumps the version to at least the current time, so a restored database never reuses old versions', async () => {
    await sql("UPDATE trainers SET headline = 'Bumped' WHERE slug = 'ana'");
    const row = await env.DB.prepare("SELECT version FROM cache_versions WHERE key = 'listing'").first<{
      version: number;
    }>();
    expect(row?.version).toBeGreaterThanOrEqual(Date.now() - 60_000);
  });
});

describe("every kind of trainer save through the API shows on the trainer's very next request", () => {
  let gus: TestUser;
  let learner: TestUser;
  let gusId = 0;

  /** Requests until the response is served from the cache, so the next miss proves invalidation. */
  async function warm(path: string) {
    for (let attempt = 0; attempt < 20; attempt++) {
      if ((await callJson(path)).headers.get('x-cache') === 'hit') return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${path} never became a cache hit`);
  }

  /** Gus's browser: the cookies his writes set (the read-your-writes cache version among them). */
  const jar = new Map<string, string>();

  async function fresh<T>(path: string): Promise<T> {
    const res = await callJson(path, { headers: { cookie: cookieHeader(jar) } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toBe('miss');
    return (await res.json()) as T;
  }

  const cardOf = (body: TrainerListResponse) => body.trainers.find((t) => t.id === gusId);
  const send = async (method: string, path: string, json?: unknown) => {
    const res = await callJson(`/api/me/trainer${path}`, { method, headers: gus.auth, json });
    for (const [name, value] of cookiesOf(res)) jar.set(name, value);
    return res;
  };
  const myServices = async () =>
    ((await (await send('GET', '/profile')).json()) as MyTrainerProfileResponse).profile.services;

  beforeAll(async () => {
    gus = await createUser({ fullName: 'Gus Grip' });
    learner = await createUser();
    gusId = await createTrainer(gus, {
      slug: 'gus-grip',
      services: [{ title: 'Grip Clinic', price: 90, category: 'health_wellness' }],
    });
    expect((await callJson(`/api/saved-trainers/${gusId}`, { method: 'PUT', headers: learner.auth })).status).toBe(200);
  });

  it('profile save: name, headline, description and links on cards, search and the profile (new slug)', async () => {
    await warm('/api/trainers?search=Gus');
    await warm('/api/trainers?search=Kettlebells');
    await warm('/api/trainers/gus-grip');
    const { profile } = (await (await send('GET', '/profile')).json()) as { profile: { version: number } };
    const res = await send('PUT', '/profile', {
      version: profile.version,
      full_name: 'Gustavo Grip',
      headline: 'Kettlebell Coach',
      description: 'Kettlebells for strong backs',
      instagram_url: '@gus.grip',
    });
    expect(res.status).toBe(200);

    const byName = await fresh<TrainerListResponse>('/api/trainers?search=Gustavo');
    expect(cardOf(byName)).toMatchObject({
      full_name: 'Gustavo Grip',
      headline: 'Kettlebell Coach',
      slug: 'gustavo-grip',
    });
    expect(cardOf(await fresh<TrainerListResponse>('/api/trainers?search=Kettlebells'))).toBeDefined();
    const profilePage = await fresh<TrainerProfileResponse>('/api/trainers/gustavo-grip');
    expect(profilePage.trainer).toMatchObject({
      description: 'Kettlebells for strong backs',
      instagram_url: 'https://instagram.com/gus.grip',
    });
    // The old slug now redirects instead of serving the cached old profile.
    const oldRes = await callJson('/api/trainers/gus-grip', {
      redirect: 'manual',
      headers: { cookie: cookieHeader(jar) },
    });
    expect(oldRes.status).toBe(301);
  });

  it('service added: search by its title, price filter and profile services', async () => {
    await warm('/api/trainers?search=Deadlift');
    await warm('/api/trainers?maxPrice=20');
    await warm('/api/trainers/gustavo-grip');
    const res = await send('POST', '/services', { title: 'Deadlift Basics', price: 15, duration_minutes: 45 });
    expect(res.status).toBe(201);
    expect(cardOf(await fresh<TrainerListResponse>('/api/trainers?search=Deadlift'))).toBeDefined();
    // The card's lowest price now comes with the length of the service it is for.
    expect(cardOf(await fresh<TrainerListResponse>('/api/trainers?maxPrice=20'))).toMatchObject({
      min_price: 15,
      min_price_minutes: 45,
    });
    const { trainer } = await fresh<TrainerProfileResponse>('/api/trainers/gustavo-grip');
    expect(trainer.services.map((s) => s.title)).toEqual(['Deadlift Basics', 'Grip Clinic']);
  });

  it('service edited: new title searchable, new price and category on the card', async () => {
    const deadlift = (await myServices()).find((s) => s.title === 'Deadlift Basics');
    await warm('/api/trainers?search=Squat');
    await warm('/api/trainers?category=creative_arts');
    const res = await send('PUT', `/services/${deadlift?.id}`, {
      version: deadlift?.version,
      title: 'Squat Basics',
      price: 5,
      category: 'creative_arts',
    });
    expect(res.status).toBe(200);
    expect(cardOf(await fresh<TrainerListResponse>('/api/trainers?search=Squat'))?.min_price).toBe(5);
    expect(cardOf(await fresh<TrainerListResponse>('/api/trainers?category=creative_arts'))?.categories).toContain(
      'creative_arts',
    );
  });

  it('service removed: gone from search and the profile', async () => {
    const squat = (await myServices()).find((s) => s.title === 'Squat Basics');
    await warm('/api/trainers?search=Squat');
    await warm('/api/trainers/gustavo-grip');
    expect((await send('DELETE', `/services/${squat?.id}`)).status).toBe(200);
    expect(cardOf(await fresh<TrainerListResponse>('/api/trainers?search=Squat'))).toBeUndefined();
    const after = await fresh<TrainerProfileResponse>('/api/trainers/gustavo-grip');
    expect(after.trainer.services.map((s) => s.title)).toEqual(['Grip Clinic']);
  });

  it('photo upload: on the card, the profile and the saved list', async () => {
    await warm('/api/trainers?search=Gustavo');
    await warm('/api/trainers/gustavo-grip');
    const res = await callJson('/api/me/trainer/photo', { method: 'PUT', headers: gus.auth, body: PNG_IMAGE });
    for (const [name, value] of cookiesOf(res)) jar.set(name, value);
    expect(res.status).toBe(200);
    const { profile_image } = (await res.json()) as { profile_image: string };
    expect(profile_image).toMatch(/^\/api\/images\/[0-9a-f]{64}\.png$/);
    expect(cardOf(await fresh<TrainerListResponse>('/api/trainers?search=Gustavo'))?.profile_image).toBe(profile_image);
    expect((await fresh<TrainerProfileResponse>('/api/trainers/gustavo-grip')).trainer.profile_image).toBe(
      profile_image,
    );
    const saved = (await (await callJson('/api/saved-trainers', { headers: learner.auth })).json()) as {
      saved: { trainer_id: number; profile_image: string | null }[];
    };
    expect(saved.saved.find((s) => s.trainer_id === gusId)?.profile_image).toBe(profile_image);
    expect((await callJson(profile_image)).status).toBe(200);
  });
});
