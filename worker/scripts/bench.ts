/**
 * HTTP benchmark of the public discovery API against the real app (`wrangler dev`, local D1/KV),
 * started the way the e2e tests start it, with 2,000 more approved trainers than the normal seed.
 *
 *   npm run bench            (builds web/dist first)
 *   node worker/scripts/bench.ts
 *
 * Measures a static asset (baseline), a cached listing, uncached listings, search, a profile, and a
 * profile page's HTML (kept by the isolate, and its 304 revalidation) with autocannon; checks the latency goals; runs a mixed read/write load for the hit rate; prints EXPLAIN QUERY PLAN for the listing SQL shapes.
 * Stops the server in every case and gives up on its own after about 3 minutes.
 */
import { delimiter, dirname } from 'node:path';
import type { ListTrainersQuery } from '#shared/api/trainers';
import { CATEGORY_KEYS } from '#shared/categories';
import { MIN_RATING_OPTIONS, SORT_OPTIONS } from '#shared/listing-options';
import { buildListingQuery } from '#worker/features/browse/listing-query.repository';
import {
  ensureBuilt,
  firstAssetJs,
  fmt,
  type Measured,
  measure,
  sleep,
  type Target,
  table,
} from '#worker/scripts/bench-measure';
import { mixedLoad, reportMixedLoad } from '#worker/scripts/bench-mixed';
import { type LocalServer, queryLocalD1, startLocalServer } from '#worker/scripts/local-server';
import { d1Execute } from '#worker/scripts/wrangler-cli';

const CONNECTIONS = 10;
const DURATION_SECONDS = 6;
/** Second, unloaded pass: one connection, so latency is per request rather than queueing. */
const SINGLE_DURATION_SECONDS = 4;
/** Mixed read/write load (bench-mixed.ts): long enough for several version refreshes. */
const MIXED_DURATION_SECONDS = 8;
const WATCHDOG_MS = 200_000;
const GOAL_HIT_RATIO = 1.5;
const GOAL_MISS_RATIO = 5;

const SEARCH_TERMS = ['yog', 'coach', 'spanish', 'guitar', 'data', 'marketing', 'sleep'] as const;
const DEMO_TRAINER_SLUG = 'taylor-trainer';

// ---------------------------------------------------------------------------------------------
// Load generation

/** Every call returns a listing path no other call in this run returns (160,000 before repeating). */
function uniqueListingPaths(): () => string {
  let i = 0;
  return () => {
    const n = i++;
    const category = CATEGORY_KEYS[n % 8];
    const sort = SORT_OPTIONS[Math.floor(n / 8) % 5];
    const minRating = MIN_RATING_OPTIONS[Math.floor(n / 40) % 4];
    const page = (Math.floor(n / 160) % 1000) + 1;
    return `/api/trainers?category=${category}&sort=${sort}&minRating=${minRating}&page=${page}`;
  };
}

/** Search terms in turn (repeats, so mostly cache hits after the first round). */
function cyclingSearchPaths(): () => string {
  let i = 0;
  return () => `/api/trainers?search=${SEARCH_TERMS[i++ % SEARCH_TERMS.length]}`;
}

/**
 * Search terms × sorts × pages: unique per request (35,000 before repeating), so every one misses.
 * Starts after the (featured, page 1) combinations, which the repeating search target has cached.
 */
function uniqueSearchPaths(): () => string {
  let i = SEARCH_TERMS.length;
  return () => {
    const n = i++;
    const term = SEARCH_TERMS[n % SEARCH_TERMS.length];
    const sort = SORT_OPTIONS[Math.floor(n / SEARCH_TERMS.length) % 5];
    const page = (Math.floor(n / (SEARCH_TERMS.length * 5)) % 1000) + 1;
    return `/api/trainers?search=${term}&sort=${sort}&page=${page}`;
  };
}

// ---------------------------------------------------------------------------------------------
// Listing SQL: the worker's own builder, with the bound parameters inlined as literals because
// `wrangler d1 execute --command` cannot bind parameters.

function sqlLiteral(value: unknown): string {
  return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
}

function listingSql(query: Omit<ListTrainersQuery, 'page'> & { page?: number }): string {
  const { sql, params } = buildListingQuery({ ...query, page: query.page ?? 1 });
  let at = 0;
  return sql.replace(/\?/g, () => sqlLiteral(params[at++] ?? 'NULL'));
}

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

const ALIASES: Record<string, string> = {
  t: 'trainers',
  p: 'profiles',
  s: 'services',
  c: 'services',
  r: 'reviews',
  trainers: 'trainers',
  profiles: 'profiles',
  services: 'services',
  reviews: 'reviews',
};

/** A full table scan of one of the big tables (a SCAN that uses an index, or of FTS, is fine). */
function isBadScan(detail: string): boolean {
  const match = /^SCAN (\S+)/.exec(detail);
  if (!match?.[1] || !ALIASES[match[1]]) return false;
  return !/USING (COVERING )?INDEX/.test(detail);
}

/** EXPLAIN QUERY PLAN for several statements in one `wrangler d1 execute` (one result set each). */
function explainAll(persistTo: string, statements: string[]): PlanRow[][] {
  const sets = d1Execute<PlanRow>({ persistTo }, statements.map((sql) => `EXPLAIN QUERY PLAN ${sql};`).join('\n'));
  if (sets.length !== statements.length) throw new Error(`expected ${statements.length} plans, got ${sets.length}`);
  return sets.map((set) => set.results);
}

function formatPlan(rows: PlanRow[]): { lines: string[]; scans: string[]; tempSorts: number } {
  const depth = new Map<number, number>([[0, 0]]);
  const lines: string[] = [];
  const scans: string[] = [];
  let tempSorts = 0;
  for (const row of rows) {
    const d = (depth.get(row.parent) ?? 0) + 1;
    depth.set(row.id, d);
    const bad = isBadScan(row.detail);
    if (bad) scans.push(`${row.detail} (${ALIASES[/^SCAN (\S+)/.exec(row.detail)?.[1] ?? ''] ?? '?'})`);
    if (row.detail === 'USE TEMP B-TREE FOR ORDER BY') tempSorts++;
    lines.push(`${'  '.repeat(d)}${row.detail}${bad ? '   <-- FULL SCAN' : ''}`);
  }
  return { lines, scans, tempSorts };
}

// ---------------------------------------------------------------------------------------------
// Main

async function runPass(
  baseURL: string,
  targets: Target[],
  seconds: number,
  connections: number,
  /** Interleave every other target with this static asset (see measure). */
  pairedStatic?: string,
): Promise<Measured[]> {
  const results: Measured[] = [];
  for (const target of targets) {
    const paired = pairedStatic && target.path !== pairedStatic ? pairedStatic : undefined;
    process.stdout.write(
      `  ${target.name}: ${connections} connection(s), ${seconds} s${paired ? ', alternating with the static asset' : ''} … `,
    );
    const r = await measure(baseURL, target, { seconds, connections, ...(paired ? { pairedStatic: paired } : {}) });
    results.push(r);
    console.log(`${r.requests} requests`);
    if (target.expectCache) {
      const wrong = target.expectCache === 'hit' ? r.misses : r.hits;
      const other = target.expectCache === 'hit' ? 'miss' : 'hit';
      if (wrong > 0) console.log(`    NOTE: ${wrong} of ${r.requests} responses were x-cache: ${other}`);
    }
  }
  return results;
}

function report(title: string, results: Measured[]): void {
  const baseline = results[0]?.p50 ?? Number.NaN;
  // Paired runs compare with the static requests interleaved with the target's own.
  const staticP50 = (r: Measured) => r.pairedStaticP50 ?? baseline;
  const paired = results.some((r) => r.pairedStaticP50 !== undefined);
  console.log(`\n${title}\n`);
  console.log(
    table(
      [
        'target',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'bad status',
        'x-cache hit/miss',
        ...(paired ? ['static p50 (paired)'] : []),
        'p50 / static',
      ],
      results.map((r) => [
        r.name,
        fmt(r.rps, 0),
        fmt(r.p50),
        fmt(r.p99),
        String(r.errors),
        String(r.unexpectedStatus),
        r.hits + r.misses > 0 ? `${r.hits}/${r.misses}` : '-',
        ...(paired ? [fmt(staticP50(r))] : []),
        `${fmt(r.p50 / staticP50(r))}x`,
      ]),
    ),
  );
  const ratio = (prefix: string) => {
    const r = results.find((m) => m.name.startsWith(prefix));
    return r ? r.p50 / staticP50(r) : Number.NaN;
  };
  const hitRatio = ratio('listing cache hit');
  const missRatio = ratio('listing cache miss');
  const failures = results.filter((r) => r.errors > 0 || r.unexpectedStatus > 0);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('Goals:');
  console.log(
    `  cached listing p50 within ${GOAL_HIT_RATIO}x of static:   ${fmt(hitRatio)}x -> ${verdict(hitRatio <= GOAL_HIT_RATIO)}`,
  );
  console.log(
    `  uncached listing p50 within ${GOAL_MISS_RATIO}x of static: ${fmt(missRatio)}x -> ${verdict(missRatio <= GOAL_MISS_RATIO)}`,
  );
  console.log(
    `  no errors / unexpected statuses: ${failures.length === 0 ? 'PASS' : `FAIL (${failures.map((r) => r.name).join(', ')})`}`,
  );
}

async function main(): Promise<number> {
  const started = Date.now();
  // node_modules/.bin/wrangler starts with `#!/usr/bin/env node`: make that the Node running this.
  process.env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  ensureBuilt();
  const assetPath = firstAssetJs();

  console.log('Starting the app (local D1 seeded with --approved 2640, wrangler dev) …');
  let server: LocalServer | undefined;
  let stopping: Promise<void> | undefined;
  const stopServer = () => {
    stopping ??= server ? server.stop() : Promise.resolve();
    return stopping;
  };
  const watchdog = setTimeout(() => {
    console.error(`\nBenchmark exceeded ${WATCHDOG_MS / 1000} s: stopping the server and giving up.`);
    void stopServer().finally(() => process.exit(2));
  }, WATCHDOG_MS);
  watchdog.unref();
  const onSignal = () => {
    void stopServer().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    server = await startLocalServer({ approved: 2640 });
    const { baseURL, persistTo } = server;
    const [{ n: approved } = { n: 0 }] = queryLocalD1<{ n: number }>(
      persistTo,
      "SELECT count(*) AS n FROM trainers WHERE status = 'approved'",
    );
    console.log(
      `Ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${approved} approved trainers.`,
    );

    // Sanity checks and cache warm-up.
    const hitPath = '/api/trainers?sort=rating';
    const profilePath = `/api/trainers/${DEMO_TRAINER_SLUG}`;
    const profilePagePath = `/trainer/${DEMO_TRAINER_SLUG}`;
    for (const path of [assetPath, hitPath, profilePath]) {
      const res = await fetch(`${baseURL}${path}`);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    }
    await sleep(300); // let the waitUntil KV writes land
    // The page after its data is cached, so the isolate keeps the page made from the cached data.
    const pageRes = await fetch(`${baseURL}${profilePagePath}`);
    await pageRes.arrayBuffer();
    const pageEtag = pageRes.headers.get('etag');
    if (!pageRes.ok || !pageEtag) throw new Error(`GET ${profilePagePath} answered ${pageRes.status} without an ETag`);
    for (const path of [hitPath, profilePath, profilePagePath]) {
      const res = await fetch(`${baseURL}${path}`);
      await res.arrayBuffer();
      const cache = res.headers.get('x-cache');
      console.log(`Warm check ${path}: ${res.status}, x-cache: ${cache}`);
      if (cache !== 'hit') console.log(`  WARNING: expected x-cache: hit for ${path}`);
    }

    // Short unreported warm-up so the first measured target does not pay for workerd's JIT.
    await measure(baseURL, { name: 'warm-up', path: assetPath }, { seconds: 1, connections: CONNECTIONS });
    await measure(baseURL, { name: 'warm-up', path: hitPath }, { seconds: 1, connections: CONNECTIONS });

    // The generators are shared by both passes, so the second pass never repeats a "miss" path.
    const targets: Target[] = [
      { name: 'static asset (baseline)', path: assetPath },
      { name: 'listing cache hit (sort=rating)', path: hitPath, expectCache: 'hit' },
      { name: 'listing cache miss (unique filters)', path: uniqueListingPaths(), expectCache: 'miss' },
      { name: 'search (7 terms, repeating)', path: cyclingSearchPaths() },
      { name: 'search (miss, unique sort/page)', path: uniqueSearchPaths(), expectCache: 'miss' },
      { name: `profile ${DEMO_TRAINER_SLUG} (cached)`, path: profilePath, expectCache: 'hit' },
      { name: `profile page HTML (kept by the isolate)`, path: profilePagePath, expectCache: 'hit' },
      {
        name: 'profile page revalidation (304)',
        path: profilePagePath,
        headers: { 'if-none-match': pageEtag },
        expectStatus: 304,
      },
    ];
    console.log(`\nLoad (static asset: ${assetPath}):`);
    const loaded = await runPass(baseURL, targets, DURATION_SECONDS, CONNECTIONS);
    // Unloaded, a request takes a few ms and drift between runs is as large as the differences, so
    // each target alternates with the static asset request by request. (Under load, p50 is mostly
    // queueing behind the other connections, so there each target runs on its own.)
    const single = await runPass(baseURL, targets, SINGLE_DURATION_SECONDS, 1, assetPath);

    report(
      `Results under load: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target (latency per response, float ms)`,
      loaded,
    );
    report(
      `Results unloaded: 1 connection, ${SINGLE_DURATION_SECONDS} s per target, alternating with the static asset (req/s counts the target's requests only)`,
      single,
    );

    console.log('');
    const mixed = await mixedLoad(baseURL, persistTo, { seconds: MIXED_DURATION_SECONDS, connections: CONNECTIONS });
    for (const line of reportMixedLoad(mixed, fmt)) console.log(line);

    console.log(
      '\nD1 work per request (from worker/features/browse and trainer-profile; no auth middleware on these routes):',
    );
    console.log('  static asset:          0 D1 queries (served by the assets layer; the worker does not run)');
    console.log(
      '  listing/search, hit:   0 D1 queries, 0 or 1 KV get (hot entries live in the isolate; the version comes',
    );
    console.log('                         from the isolate memo, re-read in the background every ~1.5 s per key)');
    console.log(
      '  listing/search, miss:  2 D1 round trips (version; one db.batch of page + count) + 1 KV get + 1 KV put (waitUntil)',
    );
    console.log("  profile, hit:          same, with the per-trainer version 'profile:<slug>'");
    console.log('  profile, miss:         2 D1 round trips (version; one db.batch of profile + services) + KV get/put');
    console.log(
      "  a writer's read:       + 1 D1 query (the version) until the memo reaches the version its cookie names",
    );

    const shapes: { name: string; sql: string }[] = [
      ...SORT_OPTIONS.map((sort) => ({ name: `no search, sort=${sort}`, sql: listingSql({ sort }) })),
      ...SORT_OPTIONS.map((sort) => ({ name: `search "yog", sort=${sort}`, sql: listingSql({ search: 'yog', sort }) })),
      {
        name: 'category=health_wellness, sort=featured',
        sql: listingSql({ category: 'health_wellness', sort: 'featured' }),
      },
      { name: 'price 50..200, sort=price-low', sql: listingSql({ minPrice: 50, maxPrice: 200, sort: 'price-low' }) },
      { name: 'minRating=4, sort=rating', sql: listingSql({ minRating: '4', sort: 'rating' }) },
      { name: 'verified, sort=newest', sql: listingSql({ verified: 'true', sort: 'newest' }) },
      {
        name: 'search + category + price + minRating + verified, sort=featured',
        sql: listingSql({
          search: 'coach',
          category: 'business_marketing',
          minPrice: 0,
          maxPrice: 300,
          minRating: '4',
          verified: 'true',
          sort: 'featured',
        }),
      },
    ];
    console.log(`\nEXPLAIN QUERY PLAN for ${shapes.length} listing SQL shapes (parameters inlined as literals):`);
    const plans = explainAll(
      persistTo,
      shapes.map((s) => s.sql),
    );
    const scanning: string[] = [];
    const sorting: string[] = [];
    shapes.forEach(({ name }, i) => {
      const { lines, scans, tempSorts } = formatPlan(plans[i] ?? []);
      console.log(`\n[${name}]`);
      for (const line of lines) console.log(line);
      if (scans.length > 0) scanning.push(`${name}: ${scans.join('; ')}`);
      if (tempSorts > 0) sorting.push(name);
    });
    console.log('\nFull scans of trainers/services/reviews/profiles without an index:');
    console.log(scanning.length === 0 ? '  none' : scanning.map((s) => `  - ${s}`).join('\n'));
    console.log('Shapes that sort all matching rows in a temporary B-tree for ORDER BY:');
    console.log(sorting.length === 0 ? '  none' : sorting.map((s) => `  - ${s}`).join('\n'));

    console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return 0;
  } finally {
    await stopServer();
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
