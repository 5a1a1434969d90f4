import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { TrainerListResponse } from '#shared/api/trainers';
import { createDb, type Database } from '#worker/db/client';
import { cacheVersions } from '#worker/db/schema';
import { readThrough } from '#worker/platform/cache/read-through';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { captureLogs } from '#worker/test/logs';
import { countingD1 } from '#worker/test/query-recorder';
import { listApprovedTrainers } from './trainer-listing.repository';

/**
 * What a cache miss costs in D1 round trips (most of its time: worker/features/browse/README.md)
 * and which version labels its entry. Outside a request there is no request scope, so these reads
 * are strict (no version memo is trusted): the worst case.
 */

const one = () => sql<number>`1`;
const kvEntries = async () => (await env.CACHE.list({ prefix: 'listing:rt-test:' })).keys;

async function setVersion(key: string, version: number) {
  await env.DB.prepare('INSERT OR REPLACE INTO cache_versions (key, version) VALUES (?, ?)').bind(key, version).run();
}

describe('readThrough round trips', () => {
  it('a miss with nothing cached costs only the loader’s batch, and its entry carries the version that batch read', async () => {
    const counted = countingD1(env.DB);
    const c = createExecutionContext();
    await setVersion('profile:round-trip-a', 7_000);
    const result = await readThrough(
      { ...env, DB: counted.db },
      c,
      'rt-test',
      { case: 'a' },
      async (db) => (await db.batch([db.select({ one: one() }).from(cacheVersions)]))[0].length,
      () => true,
      'profile:round-trip-a',
    );
    expect(result.hit).toBe(false);
    expect(counted.trips()).toBe(1);
    await waitOnExecutionContext(c);
    const entries = await kvEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.metadata).toEqual({ version: 7_000 });
  });

  it('a hit reads the version (nothing trusted here) and never the data; a newer version turns it into a miss', async () => {
    const load = vi.fn(async (db: Database) => {
      const [rows] = await db.batch([db.select({ one: one() }).from(cacheVersions).limit(1)]);
      return rows.length;
    });
    await setVersion('profile:round-trip-b', 100);
    const first = createExecutionContext();
    await readThrough(env, first, 'rt-test', { case: 'b' }, load, () => true, 'profile:round-trip-b');
    await waitOnExecutionContext(first);

    const counted = countingD1(env.DB);
    const hit = await readThrough(
      { ...env, DB: counted.db },
      createExecutionContext(),
      'rt-test',
      { case: 'b' },
      load,
      () => true,
      'profile:round-trip-b',
    );
    expect(hit.hit).toBe(true);
    expect(counted.trips()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);

    await setVersion('profile:round-trip-b', 101);
    const miss = await readThrough(
      env,
      createExecutionContext(),
      'rt-test',
      { case: 'b' },
      load,
      () => true,
      'profile:round-trip-b',
    );
    expect(miss.hit).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a loader that reads outside a batch is answered but not cached (its version is unknown)', async () => {
    const logs = captureLogs();
    const before = (await kvEntries()).length;
    const c = createExecutionContext();
    const result = await readThrough(
      env,
      c,
      'rt-test',
      { case: 'c' },
      async (db) => (await db.select({ one: one() }).from(cacheVersions).limit(1)).length,
    );
    await waitOnExecutionContext(c);
    expect(result).toMatchObject({ hit: false, value: 1 });
    expect(await kvEntries()).toHaveLength(before);
    logs.restore();
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: 'error', message: expect.stringContaining('ran no batch'), cache: 'rt-test' }),
    );
  });

  it('a listing page is one round trip, filtered or not (the count picks the plan inside the statement)', async () => {
    const owner = await createUser({ fullName: 'Round Trip Trainer' });
    await createTrainer(owner, { slug: 'round-trip-trainer', services: [{ title: 'Round Trip Clinic', price: 25 }] });
    const query = { sort: 'featured', page: 1 } as const;
    for (const [filter, trips] of [
      [{}, 1],
      [{ search: 'clinic' }, 1],
      [{ minPrice: 20 }, 1],
    ] as const) {
      const counted = countingD1(env.DB);
      const result: TrainerListResponse = await listApprovedTrainers(createDb(counted.db), { ...query, ...filter });
      expect(result.trainers.length).toBeGreaterThan(0);
      expect(counted.trips()).toBe(trips);
    }
  });
});
