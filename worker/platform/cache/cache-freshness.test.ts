import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrainerListResponse, TrainerProfileResponse } from '#shared/api/trainers';
import { cookieHeader, cookiesOf } from '#worker/test/cookies';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { rememberedVersionsForTests, restoreRememberedVersionsForTests, VERSION_MAX_AGE_MS } from './cache-versions';
import { formatVersionCookie, parseVersionCookie } from './read-your-writes';

/**
 * The two promises of the cache (worker/features/browse/README.md, "Cache (staleness model)"):
 * - whoever writes sees the write on their very next read, whichever isolate answers;
 * - everybody else sees it at most VERSION_MAX_AGE_MS later.
 * "Another isolate that has not seen the write" is played by putting back the isolate's memo of
 * versions from before the write; time only moves when a test moves it (Date is faked).
 */

let ana: TestUser;
let bea: TestUser;
let learner: TestUser;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  ana = await createUser({ fullName: 'Ana Fresh' });
  bea = await createUser({ fullName: 'Bea Fresh' });
  learner = await createUser({ fullName: 'Lou Learner' });
  for (const [user, slug] of [
    [ana, 'ana-fresh'],
    [bea, 'bea-fresh'],
  ] as const) {
    await createTrainer(user, { slug, services: [{ title: `Freshness Clinic ${slug}`, price: 30 }] });
  }
});

afterAll(() => {
  vi.useRealTimers();
});

async function get<T>(path: string, jar?: Map<string, string>) {
  const res = await callJson(path, { headers: jar ? { cookie: cookieHeader(jar) } : {} });
  expect(res.status).toBe(200);
  return { body: (await res.json()) as T, cache: res.headers.get('x-cache'), res };
}

/** Requests until the entry is in KV (its write happens after the response), as any reader would. */
async function warm(path: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    if ((await get(path)).cache === 'hit') return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${path} never became a cache hit`);
}

const profile = (slug: string, jar?: Map<string, string>) => get<TrainerProfileResponse>(`/api/trainers/${slug}`, jar);

describe('read-your-writes', () => {
  it('a profile edit: the writer sees it at once on a stale isolate, others within the bound', async () => {
    await warm('/api/trainers/ana-fresh');
    await warm('/api/trainers?search=Freshness');
    const staleIsolate = rememberedVersionsForTests();

    const send = (method: string, json?: unknown) =>
      callJson('/api/me/trainer/profile', { method, headers: ana.auth, json });
    const { profile: own } = (await (await send('GET')).json()) as { profile: { version: number } };
    const res = await send('PUT', { version: own.version, full_name: 'Ana Fresh', headline: 'Fresh Headline' });
    expect(res.status).toBe(200);
    const jar = cookiesOf(res);
    const floors = parseVersionCookie(decodeURIComponent(jar.get('cv') ?? ''));
    expect(floors.get('profile:ana-fresh')).toBeGreaterThan(0);
    expect(floors.get('listing')).toBeGreaterThan(0);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('cv='))).toMatch(/Max-Age=60;.*HttpOnly.*SameSite=Lax/i);

    restoreRememberedVersionsForTests(staleIsolate);
    // Someone else, on an isolate that has not seen the write: the cached entry, within the bound.
    const other = await profile('ana-fresh');
    expect(other.cache).toBe('hit');
    expect(other.body.trainer.headline).not.toBe('Fresh Headline');
    // The writer, same stale isolate: never older than its own write.
    const mine = await profile('ana-fresh', jar);
    expect(mine.cache).toBe('miss');
    expect(mine.body.trainer.headline).toBe('Fresh Headline');
    const myList = await get<TrainerListResponse>('/api/trainers?search=Freshness', jar);
    expect(myList.cache).toBe('miss');
    expect(myList.body.trainers.find((t) => t.slug === 'ana-fresh')?.headline).toBe('Fresh Headline');
    // Its fresh entries are then what everybody gets.
    await new Promise((r) => setTimeout(r, 50));
    expect((await profile('ana-fresh')).body.trainer.headline).toBe('Fresh Headline');
  });

  it('a review: the reviewer sees it at once; another reader once the bound has passed', async () => {
    await warm('/api/trainers/bea-fresh');
    const before = (await profile('bea-fresh')).body.trainer.review_count;
    const staleIsolate = rememberedVersionsForTests();

    const res = await callJson('/api/trainers/bea-fresh/reviews', {
      method: 'POST',
      json: { rating: 5, title: 'Very fresh' },
      headers: { 'cf-connecting-ip': freshIp(), ...learner.auth },
    });
    expect(res.status).toBe(201);
    const jar = cookiesOf(res);

    restoreRememberedVersionsForTests(staleIsolate);
    const other = await profile('bea-fresh');
    expect(other.cache).toBe('hit');
    expect(other.body.trainer.review_count).toBe(before);

    vi.setSystemTime(Date.now() + VERSION_MAX_AGE_MS);
    const later = await profile('bea-fresh');
    expect(later.cache).toBe('miss');
    expect(later.body.trainer.review_count).toBe(before + 1);

    restoreRememberedVersionsForTests(staleIsolate);
    vi.setSystemTime(Date.now() - VERSION_MAX_AGE_MS);
    // Back on the stale isolate, the reviewer's cookie still demands the new version; the entry the
    // other reader's miss wrote is that new, so it is a hit for the reviewer.
    const mine = await profile('bea-fresh', jar);
    expect(mine.body.trainer.review_count).toBe(before + 1);
  });

  it("a writer's cookie only constrains what it wrote, and a version D1 does not have costs a miss, not an error", async () => {
    await warm('/api/trainers/ana-fresh');
    await warm('/api/trainers/bea-fresh');
    // Newer than anything D1 holds (within the clock-skew slack): a miss that still answers.
    const ahead = Date.now() + 30_000;
    const jar = new Map([['cv', `profile:ana-fresh.${ahead}`]]);
    expect((await profile('bea-fresh', jar)).cache).toBe('hit');
    const ana = await profile('ana-fresh', jar);
    expect(ana.cache).toBe('miss');
    expect(ana.body.trainer.slug).toBe('ana-fresh');
    // A floor an hour ahead can only be forged: ignored, so it cannot force misses.
    await warm('/api/trainers/ana-fresh');
    const forged = new Map([['cv', `profile:ana-fresh.${Date.now() + 3_600_000}`]]);
    expect((await profile('ana-fresh', forged)).cache).toBe('hit');
  });

  it('a failed write sets no version cookie', async () => {
    const res = await callJson('/api/trainers/bea-fresh/reviews', {
      method: 'POST',
      json: { rating: 9 },
      headers: { 'cf-connecting-ip': freshIp(), ...learner.auth },
    });
    expect(res.status).toBe(400);
    expect(cookiesOf(res).has('cv')).toBe(false);
  });
});

describe('invalidation grain', () => {
  it('a review on one trainer leaves the other cached profiles valid; listings are global', async () => {
    await warm('/api/trainers/ana-fresh');
    await warm('/api/trainers/bea-fresh');
    await warm('/api/trainers?sort=newest');
    const version = (key: string) =>
      env.DB.prepare('SELECT version FROM cache_versions WHERE key = ?').bind(key).first<number>('version');
    const beaBefore = await version('profile:bea-fresh');
    const anaBefore = await version('profile:ana-fresh');

    const res = await callJson('/api/trainers/ana-fresh/reviews', {
      method: 'POST',
      json: { rating: 4, title: 'Grain test' },
      headers: { 'cf-connecting-ip': freshIp(), ...learner.auth },
    });
    expect(res.status).toBe(201);
    expect(await version('profile:ana-fresh')).toBeGreaterThan(anaBefore ?? 0);
    expect(await version('profile:bea-fresh')).toBe(beaBefore);

    vi.setSystemTime(Date.now() + VERSION_MAX_AGE_MS);
    expect((await profile('bea-fresh')).cache).toBe('hit');
    const anaAfter = await profile('ana-fresh');
    expect(anaAfter.cache).toBe('miss');
    expect(anaAfter.body.trainer.review_count).toBe(1);
    expect((await get('/api/trainers?sort=newest')).cache).toBe('miss');
  });

  it('a rename bumps the old slug too, so its cached profile turns into the redirect', async () => {
    await warm('/api/trainers/bea-fresh');
    // A trigger turns the old slug into a redirect in the same transaction.
    await env.DB.prepare("UPDATE trainers SET slug = 'bea-renamed' WHERE slug = 'bea-fresh'").run();
    vi.setSystemTime(Date.now() + VERSION_MAX_AGE_MS);
    const res = await callJson('/api/trainers/bea-fresh', { redirect: 'manual' });
    expect(res.status).toBe(301);
  });
});

describe('D1 sessions', () => {
  it('a read that queried D1 returns its bookmark in a cookie; a cache hit queries nothing and sets none', async () => {
    const miss = await get('/api/trainers?sort=rating&page=3');
    expect(miss.cache).toBe('miss');
    const jar = cookiesOf(miss.res);
    expect(jar.get('d1b')).toMatch(/^[A-Za-z0-9-]+$/);
    expect(miss.res.headers.getSetCookie().find((c) => c.startsWith('d1b='))).toMatch(/HttpOnly.*SameSite=Lax/i);

    await warm('/api/trainers?sort=rating&page=3');
    const hit = await get('/api/trainers?sort=rating&page=3', jar);
    expect(hit.cache).toBe('hit');
    expect(cookiesOf(hit.res).has('d1b')).toBe(false);

    // The bookmark anchors the next session; a forged one is ignored rather than failing the read.
    expect((await get('/api/trainers?sort=rating&page=4', jar)).res.status).toBe(200);
    const forged = new Map([['d1b', 'not a bookmark; DROP']]);
    expect((await get('/api/trainers?sort=rating&page=5', forged)).res.status).toBe(200);
  });

  it('writes through drizzle run on the session and return a newer bookmark', async () => {
    const res = await callJson('/api/trainers/ana-fresh/reviews', {
      method: 'POST',
      json: { rating: 3, title: 'Session write' },
      headers: { 'cf-connecting-ip': freshIp(), ...(await createUser()).auth },
    });
    expect(res.status).toBe(201);
    expect(cookiesOf(res).get('d1b')).toMatch(/^[A-Za-z0-9-]+$/);
  });
});

describe('version cookie format', () => {
  it('keeps the largest version per key, ignores malformed parts and drops expired versions', () => {
    const now = 1_800_000_000_000;
    const floors = parseVersionCookie(`listing.${now}~profile:ana.${now - 5}~listing.${now - 9}~bad~x.y~A.1`, now);
    expect([...floors]).toEqual([
      ['listing', now],
      ['profile:ana', now - 5],
    ]);
    floors.set('content', now - 61_000);
    expect(formatVersionCookie(floors, now)).toBe(`listing.${now}~profile:ana.${now - 5}`);
  });

  it('ignores a forged floor far in the future (it would make every request miss and rewrite KV)', () => {
    const now = 1_800_000_000_000;
    const floors = parseVersionCookie(`listing.9999999999999999~profile:ana.${now + 30_000}`, now);
    expect([...floors]).toEqual([['profile:ana', now + 30_000]]);
  });

  it('caps the number of entries, newest kept', () => {
    const now = 1_800_000_000_000;
    const many = new Map(Array.from({ length: 40 }, (_, i) => [`profile:t${i}`, now - i] as const));
    const kept = parseVersionCookie(formatVersionCookie(many, now), now);
    expect(kept.size).toBe(24);
    expect(kept.has('profile:t0')).toBe(true);
    expect(kept.has('profile:t39')).toBe(false);
  });
});
