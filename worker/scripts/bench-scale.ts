/**
 * How the app's reads grow with the number of trainers: for each size (default 1k, 10k, 100k), the
 * real app (`wrangler dev`) on a large local D1, every target measured cached and uncached, each
 * request interleaved with a static asset (bench-measure.ts), then EXPLAIN QUERY PLAN and the SQL
 * time of every query the worker's own builders produce, against that size's database file.
 *
 *   npm run bench:scale                          (builds web/dist first)
 *   node worker/scripts/bench-scale.ts [--sizes 1000,10000] [--quick] [--repeat 3] [--requests 200] [--strict]
 *
 * Prints a table per size, then the growth table (Markdown, for worker/scripts/README.md) and the
 * goals: cached ≤ 1.5x static at every size, uncached ≤ 3x static at 100k. Exits 0 unless `--strict`
 * and a goal fails.
 */
import { rmSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Query } from 'drizzle-orm';
import type { MyService } from '#shared/api/manage-profile';
import type { ListTrainersQuery } from '#shared/api/trainers';
import { monthKey } from '#shared/months';
import { buildAnalyticsQueries } from '#worker/features/analytics/analytics-query.repository';
import { decodeCursor, encodeCursor } from '#worker/features/browse/listing-cursor';
import { buildListingQuery, sortKeyLength } from '#worker/features/browse/listing-query.repository';
import { conversationReadSql } from '#worker/features/messages/conversation-queries.repository';
import { SITEMAP_PART_WIDTH } from '#worker/features/seo/sitemap';
import { encodeKeysetCursor, type KeysetCursor } from '#worker/lib/keyset-cursor';
import {
  type BeforeRequest,
  ensureBuilt,
  firstAssetJs,
  fmt,
  type Measured,
  markdownTable,
  measure,
  median,
  percentile,
  sleep,
  type Target,
  table,
} from '#worker/scripts/bench-measure';
import { type LocalServer, startLocalServerOn } from '#worker/scripts/local-server';
import { ensureScaleDb, RARE_SPECIALTIES, scaleDbFile, settleCacheVersions } from '#worker/scripts/seed-scale';
import { SCALE_ENQUIRIES } from '#worker/scripts/seed-scale-enquiries';

const GOAL_CACHED = 1.5;
const GOAL_UNCACHED = 3;
/** The size the uncached goal is about. */
const GOAL_UNCACHED_SIZE = 100_000;
const DEFAULT_SIZES = [1_000, 10_000, 100_000];
/** Beyond this the cache-version memo of an isolate is re-read (CACHE_STALENESS_BOUND_MS, plus slack). */
const STALENESS_WAIT_MS = 2_300;
/** The stopped server's workerd can still hold its lock on the file for a moment on a busy machine ("database is locked"). */
const BUSY_TIMEOUT_MS = 15_000;

const DEMO = {
  admin: 'admin@example.com',
  trainer: SCALE_ENQUIRIES.trainerEmail,
  learner: SCALE_ENQUIRIES.learnerEmail,
  password: 'password123',
};
const DEMO_TRAINER_SLUG = 'taylor-trainer';
const COMMON_WORD = 'coach';
const PREFIX = 'yog';
/** The rarest of the seed's rare specialties that matches at least one trainer at that size is "the rare word". */
const RARE_WORD_CANDIDATES: readonly string[] = RARE_SPECIALTIES;
/** The keyset "deep page" continues after this many trainers (or half the listing, if smaller). */
const DEEP_ROWS = 12_000;
const CATEGORY = 'health_wellness';
const DEEP_PAGE = 40;
const ADMIN_SEARCH = 'ana';
/** The inbox's deep page continues after this many of the demo learner's conversations (or two thirds of them). */
const INBOX_DEEP_ROWS = 2_000;
/** The thread page far back ends this many messages before the newest of the long thread (or 9/10 of it). */
const THREAD_DEEP_ROWS = 2_500;
/** The trainer's page of past sessions far back continues after this many of the demo trainer's (of SCALE_BOOKINGS.demoPast). */
const SESSIONS_DEEP_ROWS = 1_000;

// ---------------------------------------------------------------------------------------------
// The targets: one table, so a new parameter (a keyset cursor, say) is one row's change.

/**
 * How a request the cache cannot have seen is made (each answer's `x-cache` must say miss):
 * - after-write: the demo trainer changes a service price (untimed) just before each request,
 *   and the request carries the read-your-writes cookie that write set, so the entry it would hit
 *   is older than what it may be served: the same URL, the same SQL as the cached request.
 * - distinct-slug: a different trainer's profile each request (none cached before).
 * - after-staleness: a write, then a wait past the isolate's version memo (no read-your-writes
 *   outside /api), then one request; a few rounds only (each waits ~2 s).
 * - no-cache: the endpoint has no cache; every request reads D1 (no cached row, no `x-cache`).
 */
type Uncached = 'after-write' | 'distinct-slug' | 'after-staleness' | 'no-cache';

interface ScaleTarget {
  name: string;
  /** GET /api/trainers with this query: its path and its SQL (buildListingQuery) come from it. */
  listing?: Partial<ListTrainersQuery>;
  /** Any other endpoint. */
  path?: string;
  auth?: 'admin' | 'trainer' | 'learner';
  uncached: Uncached;
  /** The statements the endpoint runs, from the worker's own builders; absent: not covered. */
  sql?: (facts: SizeFacts) => Record<string, Query>;
  /** Where no builder exists: what covers the plan instead. */
  notCovered?: string;
}

function scaleTargets(facts: SizeFacts): ScaleTarget[] {
  const listing = (name: string, query: Partial<ListTrainersQuery>): ScaleTarget => ({
    name,
    listing: query,
    uncached: 'after-write',
  });
  return [
    listing('listing (default)', {}),
    listing(`search, common word "${COMMON_WORD}"`, { search: COMMON_WORD }),
    // Named by role: the word itself may differ by size (printed with each size's match counts).
    listing('search, rare word', { search: facts.rareWord }),
    listing(`search, prefix "${PREFIX}"`, { search: PREFIX }),
    ...(['featured', 'rating', 'newest', 'price-low', 'price-high'] as const).map((sort) =>
      listing(`category, sort=${sort}`, { category: CATEGORY, sort }),
    ),
    listing('price 50..150', { minPrice: 50, maxPrice: 150 }),
    listing('rating ≥ 4', { minRating: '4' }),
    listing(`deep page by number (page ${DEEP_PAGE}, OFFSET)`, { page: DEEP_PAGE }),
    listing('deep page by cursor (keyset)', { cursor: facts.deepCursor }),
    {
      name: 'profile',
      path: `/api/trainers/${DEMO_TRAINER_SLUG}`,
      uncached: 'distinct-slug',
      notCovered: 'trainer-profile.repository.ts has no text builder (discovery tests cover it at test size)',
    },
    {
      name: 'sitemap index',
      path: '/sitemap.xml',
      uncached: 'after-staleness',
      notCovered: 'sitemap-plan.test.ts EXPLAINs its two max(id) reads (test size)',
    },
    {
      name: `sitemap part (${SITEMAP_PART_WIDTH.toLocaleString('en')} trainer ids)`,
      path: '/sitemaps/trainers-1.xml',
      uncached: 'after-staleness',
      notCovered: 'sitemap-plan.test.ts EXPLAINs its id-range read (test size)',
    },
    {
      name: `admin trainer search "${ADMIN_SEARCH}"`,
      path: `/api/admin/trainers?search=${ADMIN_SEARCH}`,
      auth: 'admin',
      uncached: 'no-cache',
      notCovered: 'admin-trainers.repository.ts has no text builder (admin-query-plan.test.ts, test size)',
    },
    {
      name: 'admin stats',
      path: '/api/admin/stats',
      auth: 'admin',
      uncached: 'no-cache',
      notCovered: 'admin-overview.repository.ts has no text builder (admin-query-plan.test.ts, test size)',
    },
    {
      name: 'trainer monthly analytics',
      path: '/api/me/trainer/analytics',
      auth: 'trainer',
      uncached: 'no-cache',
      sql: (f) => buildAnalyticsQueries(f.trainerUserId, monthKey(new Date())),
    },
    // The enquiries, as the demo learner (many conversations, a long thread with the demo trainer).
    {
      name: 'inbox, first page',
      path: '/api/messages/conversations',
      auth: 'learner',
      uncached: 'no-cache',
      sql: (f) => conversationReadSql.inbox(f.learnerUserId, null),
    },
    {
      name: 'inbox, deep page by cursor',
      path: `/api/messages/conversations?cursor=${encodeKeysetCursor(facts.inboxDeepCursor)}`,
      auth: 'learner',
      uncached: 'no-cache',
      sql: (f) => conversationReadSql.inbox(f.learnerUserId, f.inboxDeepCursor),
    },
    {
      name: 'thread, newest page',
      path: `/api/messages/conversations/${facts.threadId}`,
      auth: 'learner',
      uncached: 'no-cache',
      sql: (f) => conversationReadSql.newestPage(f.learnerUserId, f.threadId),
    },
    {
      name: 'thread, page far back (before)',
      path: `/api/messages/conversations/${facts.threadId}/messages?before=${facts.threadBefore}`,
      auth: 'learner',
      uncached: 'no-cache',
      sql: (f) => conversationReadSql.pageBefore(f.learnerUserId, f.threadId, f.threadBefore),
    },
    {
      name: 'unread count',
      path: '/api/messages/unread',
      auth: 'learner',
      uncached: 'no-cache',
      sql: (f) => conversationReadSql.unread(f.learnerUserId),
    },
    // The bookings: the busy demo trainer's free slots (its window full of live bookings), and the
    // demo learner's and trainer's sessions.
    {
      name: 'free slots, busy trainer (14 days)',
      path: `/api/trainers/${facts.bookings.trainerId}/slots?serviceId=${facts.bookings.serviceId}&days=14`,
      uncached: 'no-cache',
      notCovered: 'slots-query-plan.test.ts EXPLAINs its batch (test size)',
    },
    {
      name: 'my sessions, upcoming (learner)',
      path: '/api/bookings?as=learner&when=upcoming',
      auth: 'learner',
      uncached: 'no-cache',
      notCovered: 'bookings-query-plan.test.ts EXPLAINs the lists (test size)',
    },
    {
      name: 'sessions, upcoming (trainer)',
      path: '/api/bookings?as=trainer&when=upcoming',
      auth: 'trainer',
      uncached: 'no-cache',
      notCovered: 'bookings-query-plan.test.ts EXPLAINs the lists (test size)',
    },
    {
      name: 'sessions, past, page far back (trainer)',
      path: `/api/bookings?as=trainer&when=past&cursor=${encodeKeysetCursor(facts.sessionsDeepCursor)}`,
      auth: 'trainer',
      uncached: 'no-cache',
      notCovered: 'bookings-query-plan.test.ts EXPLAINs the lists (test size)',
    },
  ];
}

function listingPath(query: Partial<ListTrainersQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `/api/trainers${search ? `?${search}` : ''}`;
}

function pathOf(target: ScaleTarget): string {
  if (target.listing) return listingPath(target.listing);
  if (!target.path) throw new Error(`${target.name}: no path`);
  return target.path;
}

function statementsOf(target: ScaleTarget, facts: SizeFacts): Record<string, Query> | undefined {
  if (target.listing) {
    const query: ListTrainersQuery = { sort: 'featured', page: 1, ...target.listing };
    const cursor = query.cursor ? decodeCursor(query.cursor, query.sort, sortKeyLength(query.sort)) : null;
    const built = buildListingQuery(query, cursor);
    return {
      'page (broad)': { sql: built.sql, params: built.params },
      'page (narrow)': { sql: built.narrowSql, params: built.narrowParams },
      ...(built.probeSql ? { 'page (probe)': { sql: built.probeSql, params: built.probeParams } } : {}),
      count: { sql: built.countSql, params: built.countParams },
      'count + page (one statement)': { sql: built.combinedSql, params: built.combinedParams },
    };
  }
  return target.sql?.(facts);
}

// ---------------------------------------------------------------------------------------------
// The database of one size, read directly (read-only) with node:sqlite

interface SizeFacts {
  approved: number;
  trainerUserId: string;
  rareWord: string;
  matches: Record<string, number>;
  /** Public trainers other than the demo one, in random order: the distinct-slug profiles. */
  slugs: string[];
  /** A featured-sort cursor DEEP_ROWS into the listing. */
  deepCursor: string;
  learnerUserId: string;
  /** The demo learner's conversations and the long thread's messages. */
  enquiries: { conversations: number; threadMessages: number };
  /** INBOX_DEEP_ROWS into the demo learner's inbox. */
  inboxDeepCursor: KeysetCursor;
  /** The demo pair's conversation, and THREAD_DEEP_ROWS back in it. */
  threadId: number;
  threadBefore: number;
  /** The demo trainer and its bookable service (the busiest calendar of the seed). */
  bookings: { trainerId: number; serviceId: number };
  /** SESSIONS_DEEP_ROWS back in the demo trainer's past sessions. */
  sessionsDeepCursor: KeysetCursor;
}

const d1File = scaleDbFile;

/** node:sqlite binds numbers, strings, bigints, null and bytes; drizzle may hand booleans over. */
const bindable = (params: unknown[]) =>
  params.map((p) => (typeof p === 'boolean' ? Number(p) : p)) as (string | number | null)[];

function readFacts(file: string, slugCount: number): SizeFacts {
  const db = new DatabaseSync(file, { readOnly: true, timeout: BUSY_TIMEOUT_MS });
  try {
    const one = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).get(...params) as T | undefined;
    const approved =
      one<{ n: number }>("SELECT count(*) AS n FROM trainers WHERE status = 'approved' AND owner_banned = 0")?.n ?? 0;
    const trainerUserId = one<{ id: string }>('SELECT id FROM users WHERE email = ?', DEMO.trainer)?.id;
    if (!trainerUserId) throw new Error(`${DEMO.trainer} is missing from ${file}`);
    const matchCount = (word: string) =>
      one<{ n: number }>('SELECT count(*) AS n FROM trainer_search WHERE trainer_search MATCH ?', `"${word}"*`)?.n ?? 0;
    const rare = RARE_WORD_CANDIDATES.map((word) => ({ word, n: matchCount(word) }))
      .filter((c) => c.n > 0)
      .sort((a, b) => a.n - b.n)[0];
    const rareWord = rare?.word ?? RARE_WORD_CANDIDATES[0] ?? 'arjun';
    const matches = Object.fromEntries([COMMON_WORD, rareWord, PREFIX].map((w) => [w, matchCount(w)]));
    const slugs = (
      db
        .prepare(
          `SELECT slug FROM trainers WHERE status = 'approved' AND owner_banned = 0 AND service_count > 0
            AND slug <> ? ORDER BY random() LIMIT ?`,
        )
        .all(DEMO_TRAINER_SLUG, slugCount) as { slug: string }[]
    ).map((r) => r.slug);
    const deep = one<{ featured_key: string; rating_avg: number; review_count: number; id: number }>(
      `SELECT featured_key, rating_avg, review_count, id FROM trainers WHERE listed = 1
        ORDER BY featured_key DESC, rating_avg DESC, review_count DESC, id DESC LIMIT 1 OFFSET ?`,
      Math.min(DEEP_ROWS, Math.floor(approved / 2)),
    );
    if (!deep) throw new Error(`no listed trainers in ${file}`);
    const deepCursor = encodeCursor({
      sort: 'featured',
      key: [deep.featured_key, deep.rating_avg, deep.review_count, deep.id],
    });
    const learnerUserId = one<{ id: string }>('SELECT id FROM users WHERE email = ?', DEMO.learner)?.id;
    if (!learnerUserId) throw new Error(`${DEMO.learner} is missing from ${file}`);
    const conversations =
      one<{ n: number }>('SELECT count(*) AS n FROM conversation_participants WHERE user_id = ?', learnerUserId)?.n ??
      0;
    const inboxAt = one<{ at: string; id: number }>(
      `SELECT last_message_at AS at, conversation_id AS id FROM conversation_participants WHERE user_id = ?
        ORDER BY last_message_at DESC, conversation_id DESC LIMIT 1 OFFSET ?`,
      learnerUserId,
      Math.max(0, Math.min(INBOX_DEEP_ROWS, Math.floor((conversations * 2) / 3)) - 1),
    );
    const thread = one<{ id: number; n: number }>(
      `SELECT c.id, (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS n FROM conversations c
        WHERE c.learner_user_id = ? AND c.trainer_id = (SELECT id FROM trainers WHERE user_id = ?)`,
      learnerUserId,
      trainerUserId,
    );
    if (!inboxAt || !thread) throw new Error(`no enquiries of ${DEMO.learner} in ${file}`);
    const before = one<{ id: number }>(
      'SELECT id FROM messages WHERE conversation_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?',
      thread.id,
      Math.min(THREAD_DEEP_ROWS, Math.floor((thread.n * 9) / 10)),
    );
    if (!before) throw new Error(`the thread of ${DEMO.learner} and ${DEMO.trainer} is empty in ${file}`);
    const bookable = one<{ trainerId: number; serviceId: number }>(
      `SELECT t.id AS trainerId, s.id AS serviceId FROM trainers t JOIN services s ON s.trainer_id = t.id
        WHERE t.user_id = ? AND s.bookable = 1 ORDER BY s.duration_minutes, s.id LIMIT 1`,
      trainerUserId,
    );
    if (!bookable) throw new Error(`${DEMO.trainer} has no bookable service in ${file}`);
    const sessionsAt = one<{ at: string; id: number }>(
      `SELECT start_at AS at, id FROM bookings WHERE trainer_id = ? AND status = 'completed'
        ORDER BY start_at DESC, id DESC LIMIT 1 OFFSET ?`,
      bookable.trainerId,
      SESSIONS_DEEP_ROWS,
    );
    if (!sessionsAt) throw new Error(`${DEMO.trainer} has fewer than ${SESSIONS_DEEP_ROWS} past sessions in ${file}`);
    return {
      approved,
      trainerUserId,
      rareWord,
      matches,
      slugs,
      deepCursor,
      learnerUserId,
      enquiries: { conversations, threadMessages: thread.n },
      inboxDeepCursor: inboxAt,
      threadId: thread.id,
      threadBefore: before.id,
      bookings: bookable,
      sessionsDeepCursor: sessionsAt,
    };
  } finally {
    db.close();
  }
}

interface PlanReport {
  target: string;
  statement: string;
  /** Plan lines that SCAN anything or sort for ORDER BY; full scans of a big table are marked. */
  scans: string[];
  fullScans: number;
  tempSorts: number;
  /** Median time of the statement itself in node:sqlite (ms). */
  sqlMs: number;
}

/** Tables that grow with trainers or their activity, and the aliases the builders give them. */
const BIG_TABLES = new Set([
  'trainers',
  'profiles',
  'services',
  'reviews',
  'trainer_profile_views',
  'trainer_social_clicks',
  'search_queries',
  'blog_posts',
  'conversations',
  'conversation_participants',
  'messages',
  't',
  'p',
  's',
  'c',
  'r',
  'v',
  'me',
  'other',
  'other_profile',
  'message_service',
]);

/** A sort of every matching row for ORDER BY (grows with the matches; GROUP BY/DISTINCT ones are per row). */
const ORDER_SORT = /TEMP B-TREE FOR (.* )?ORDER BY/;

function isFullScan(detail: string): boolean {
  const table = /^SCAN (\S+)/.exec(detail)?.[1];
  return table !== undefined && BIG_TABLES.has(table) && !/USING (COVERING )?INDEX/.test(detail);
}

function explainAtScale(file: string, targets: ScaleTarget[], facts: SizeFacts, runs: number): PlanReport[] {
  const db = new DatabaseSync(file, { readOnly: true, timeout: BUSY_TIMEOUT_MS });
  const reports: PlanReport[] = [];
  try {
    for (const target of targets) {
      for (const [statement, { sql, params }] of Object.entries(statementsOf(target, facts) ?? {})) {
        const bound = bindable(params);
        const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...bound) as { detail: string }[];
        const scans = plan
          .map((row) => row.detail)
          .filter((d) => /\bSCAN\b/.test(d) || ORDER_SORT.test(d))
          .map((d) => (isFullScan(d) ? `${d}   <-- FULL SCAN` : d));
        const prepared = db.prepare(sql);
        prepared.all(...bound); // warm the page cache
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          prepared.all(...bound);
          times.push(performance.now() - started);
        }
        reports.push({
          target: target.name,
          statement,
          scans,
          fullScans: plan.filter((row) => isFullScan(row.detail)).length,
          tempSorts: plan.filter((row) => ORDER_SORT.test(row.detail)).length,
          sqlMs: median(times),
        });
      }
    }
  } finally {
    db.close();
  }
  return reports;
}

// ---------------------------------------------------------------------------------------------
// The app of one size

interface Session {
  token: string;
}

async function signIn(baseURL: string, email: string): Promise<Session> {
  const res = await fetch(`${baseURL}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO.password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { token };
}

/** The demo trainer's price change: it bumps the `listing` version (and its own profile's). */
async function priceWrite(baseURL: string, trainer: Session): Promise<BeforeRequest & { once: () => Promise<void> }> {
  const res = await fetch(`${baseURL}/api/me/trainer/profile`, {
    headers: { authorization: `Bearer ${trainer.token}` },
  });
  if (!res.ok) throw new Error(`GET /api/me/trainer/profile answered ${res.status}`);
  const { profile } = (await res.json()) as { profile: { services: MyService[] } };
  const service = profile.services[0];
  if (!service) throw new Error('the demo trainer has no service');
  const { id, version, ...input } = service;
  let flip = false;
  let writes = 0;
  // An edit names the version it starts from; these writes run one at a time and each one bumps it.
  const body = () => {
    flip = !flip;
    return JSON.stringify({ ...input, price: flip ? 41 : 42, version: version + writes++ });
  };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${trainer.token}` };
  const path = `/api/me/trainer/services/${id}`;
  return {
    method: 'PUT',
    path,
    headers,
    body,
    once: async () => {
      const write = await fetch(`${baseURL}${path}`, { method: 'PUT', headers, body: body() });
      await write.arrayBuffer();
      if (!write.ok) throw new Error(`PUT ${path} answered ${write.status}`);
    },
  };
}

interface Row {
  target: string;
  mode: 'cached' | 'uncached';
  runs: Measured[];
}

interface Options {
  sizes: number[];
  quick: boolean;
  repeat: number;
  requests: number;
  strict: boolean;
}

async function measureSize(
  size: number,
  server: LocalServer,
  targets: ScaleTarget[],
  facts: SizeFacts,
  options: Options,
  staticPath: string,
): Promise<Row[]> {
  const { baseURL } = server;
  const rows = new Map<string, Row>();
  const record = (target: string, mode: Row['mode'], m: Measured) => {
    const key = `${target}|${mode}`;
    const row = rows.get(key) ?? { target, mode, runs: [] };
    row.runs.push(m);
    rows.set(key, row);
  };
  let slugAt = 0;
  const sitemapRounds = options.quick ? 3 : 10;

  for (let round = 1; round <= options.repeat; round++) {
    console.log(`\n${size.toLocaleString('en')} trainers, round ${round}/${options.repeat}:`);
    // Tokens are short-lived: new ones each round.
    const sessions = {
      admin: await signIn(baseURL, DEMO.admin),
      trainer: await signIn(baseURL, DEMO.trainer),
      learner: await signIn(baseURL, DEMO.learner),
    };
    const headersOf = (t: ScaleTarget): Record<string, string> | undefined =>
      t.auth ? { authorization: `Bearer ${sessions[t.auth].token}` } : undefined;
    const write = await priceWrite(baseURL, sessions.trainer);

    // Cache every cached path (twice: the second read checks it is a hit), then a short warm-up.
    for (const target of targets.filter((t) => t.uncached !== 'no-cache')) {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${baseURL}${pathOf(target)}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`GET ${pathOf(target)} answered ${res.status}`);
      }
    }
    await sleep(300); // let the waitUntil KV writes land
    const warmUp = options.quick ? 20 : 100;
    await measure(
      baseURL,
      { name: 'warm-up', path: pathOf(targets[0] as ScaleTarget) },
      {
        requests: warmUp,
        pairedStatic: staticPath,
      },
    );

    /** Prints a measurement after checking every answer's `x-cache` against what the target expects. */
    const report = (target: Target, m: Measured) => {
      const wrong = target.expectCache === 'hit' ? m.misses : target.expectCache === 'miss' ? m.hits : 0;
      // Hits in an uncached run measure the cache, not a miss: the figure would be wrong, not slow.
      if (target.expectCache === 'miss' && wrong > m.requests / 20) {
        throw new Error(`${target.name}: ${wrong} of ${m.requests} requests were cache hits; this run is invalid`);
      }
      console.log(
        `p50 ${fmt(m.p50)} ms, static ${fmt(m.pairedStaticP50 ?? Number.NaN)} ms` +
          (wrong > 0 ? ` (NOTE: ${wrong} x-cache ${target.expectCache === 'hit' ? 'miss' : 'hit'})` : '') +
          (m.errors + m.unexpectedStatus > 0 ? ` (${m.errors} errors, ${m.unexpectedStatus} bad statuses)` : ''),
      );
      return m;
    };
    const run = async (target: Target, requests: number) => {
      process.stdout.write(`  ${target.name}: ${requests} requests … `);
      return report(target, await measure(baseURL, target, { requests, pairedStatic: staticPath }));
    };

    // Cached first: the uncached pass's writes invalidate every listing entry.
    for (const target of targets.filter((t) => t.uncached !== 'no-cache')) {
      const headers = headersOf(target);
      const m = await run(
        {
          name: `${target.name} (cached)`,
          path: pathOf(target),
          ...(headers ? { headers } : {}),
          expectCache: 'hit',
        },
        options.requests,
      );
      record(target.name, 'cached', m);
    }
    for (const target of targets) {
      const name = `${target.name} (uncached)`;
      const headers = headersOf(target);
      if (target.uncached === 'after-write') {
        const { once: _once, ...before } = write;
        record(
          target.name,
          'uncached',
          await run({ name, path: pathOf(target), expectCache: 'miss', before }, options.requests),
        );
      } else if (target.uncached === 'distinct-slug') {
        const next = () => `/api/trainers/${facts.slugs[slugAt++ % facts.slugs.length]}`;
        // An untimed static request first takes the miss's KV write, as the write does for after-write.
        const absorb = { method: 'GET' as const, path: staticPath };
        record(
          target.name,
          'uncached',
          await run({ name, path: next, expectCache: 'miss', before: absorb }, options.requests),
        );
      } else if (target.uncached === 'no-cache') {
        record(
          target.name,
          'uncached',
          await run(
            { name, path: pathOf(target), expectCache: 'miss', ...(headers ? { headers } : {}) },
            options.requests,
          ),
        );
      } else {
        // One request per round, each after the isolate's version memo has gone stale.
        process.stdout.write(`  ${name}: ${sitemapRounds} rounds of write, ${STALENESS_WAIT_MS} ms, one request … `);
        const timed: Target = { name, path: pathOf(target), expectCache: 'miss' };
        const parts: Measured[] = [];
        for (let i = 0; i < sitemapRounds; i++) {
          await write.once();
          await sleep(STALENESS_WAIT_MS);
          parts.push(await measure(baseURL, timed, { requests: 1, pairedStatic: staticPath }));
        }
        record(target.name, 'uncached', report(timed, mergeMeasured(name, parts)));
      }
    }
  }
  return [...rows.values()];
}

function mergeMeasured(name: string, parts: Measured[]): Measured {
  const samples = parts.flatMap((p) => p.samples).sort((a, b) => a - b);
  const staticSamples = parts.flatMap((p) => p.staticSamples).sort((a, b) => a - b);
  const sum = (pick: (m: Measured) => number) => parts.reduce((n, m) => n + pick(m), 0);
  return {
    name,
    requests: samples.length,
    rps: Number.NaN,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    errors: sum((m) => m.errors),
    unexpectedStatus: sum((m) => m.unexpectedStatus),
    hits: sum((m) => m.hits),
    misses: sum((m) => m.misses),
    pairedStaticP50: percentile(staticSamples, 50),
    pairedStaticP99: percentile(staticSamples, 99),
    samples,
    staticSamples,
  };
}

// ---------------------------------------------------------------------------------------------
// Report

interface Summary {
  p50: number;
  p99: number;
  staticP50: number;
  ratio: number;
  requests: number;
  problems: number;
}

/** Medians over the rounds (of each round's p50, p99, and p50 ratio). */
function summarize(row: Row): Summary {
  const ratios = row.runs.map((m) => m.p50 / (m.pairedStaticP50 ?? Number.NaN));
  return {
    p50: median(row.runs.map((m) => m.p50)),
    p99: median(row.runs.map((m) => m.p99)),
    staticP50: median(row.runs.map((m) => m.pairedStaticP50 ?? Number.NaN)),
    ratio: median(ratios),
    requests: row.runs.reduce((n, m) => n + m.requests, 0),
    problems: row.runs.reduce((n, m) => n + m.errors + m.unexpectedStatus, 0),
  };
}

interface SizeResult {
  size: number;
  facts: SizeFacts;
  rows: Row[];
  plans: PlanReport[];
  targets: ScaleTarget[];
}

function printSize(result: SizeResult, repeat: number): void {
  const { size, facts, rows } = result;
  console.log(
    `\n${size.toLocaleString('en')} trainers (${facts.approved.toLocaleString('en')} public): ` +
      `medians of ${repeat} round(s); ratio = target p50 / p50 of the static requests interleaved with it`,
  );
  console.log(
    `Search matches: ${Object.entries(facts.matches)
      .map(([w, n]) => `"${w}" ${n}`)
      .join(', ')}`,
  );
  console.log(
    `Enquiries of ${DEMO.learner}: ${facts.enquiries.conversations} conversations; the thread with ` +
      `${DEMO.trainer} has ${facts.enquiries.threadMessages} messages`,
  );
  console.log(
    table(
      ['target', 'mode', 'requests', 'p50 ms', 'p99 ms', 'static p50', 'ratio', 'errors'],
      rows.map((row) => {
        const s = summarize(row);
        return [
          row.target,
          row.mode,
          String(s.requests),
          fmt(s.p50),
          fmt(s.p99),
          fmt(s.staticP50),
          `${fmt(s.ratio)}x`,
          String(s.problems),
        ];
      }),
    ),
  );
}

function printPlans(result: SizeResult): void {
  console.log(`\nEXPLAIN QUERY PLAN at ${result.size.toLocaleString('en')} trainers (node:sqlite, read-only):`);
  for (const plan of result.plans) {
    const flags = [
      plan.fullScans > 0 ? `${plan.fullScans} FULL SCAN` : '',
      plan.tempSorts > 0 ? 'sorts for ORDER BY' : '',
    ]
      .filter(Boolean)
      .join(', ');
    console.log(`  [${plan.target} / ${plan.statement}] SQL ${fmt(plan.sqlMs, 3)} ms${flags ? `  (${flags})` : ''}`);
    for (const line of plan.scans) console.log(`      ${line}`);
  }
  for (const target of result.targets.filter((t) => !t.listing && !t.sql)) {
    console.log(`  [${target.name}] not covered: ${target.notCovered ?? 'no text builder'}`);
  }
}

function printGrowth(results: SizeResult[], options: Options): boolean {
  const sizes = results.map((r) => r.size);
  const largest = Math.max(...sizes);
  const goalSize = sizes.includes(GOAL_UNCACHED_SIZE) ? GOAL_UNCACHED_SIZE : largest;
  const label = (n: number) => (n >= 1000 ? `${n / 1000}k` : String(n));
  const targets = results[0]?.targets.map((t) => t.name) ?? [];
  const ratioAt = (size: number, target: string, mode: Row['mode']) => {
    const row = results.find((r) => r.size === size)?.rows.find((x) => x.target === target && x.mode === mode);
    return row ? summarize(row).ratio : undefined;
  };
  let allPass = true;
  const rows = targets.map((target) => {
    const cached = sizes.map((s) => ratioAt(s, target, 'cached'));
    const uncached = sizes.map((s) => ratioAt(s, target, 'uncached'));
    const cachedKnown = cached.filter((r): r is number => r !== undefined);
    const cachedOk = cachedKnown.every((r) => r <= GOAL_CACHED);
    const atGoal = ratioAt(goalSize, target, 'uncached');
    const uncachedOk = atGoal === undefined || atGoal <= GOAL_UNCACHED;
    allPass &&= cachedOk && uncachedOk;
    const first = uncached[0];
    const last = uncached[uncached.length - 1];
    const cell = (r: number | undefined) => (r === undefined ? '–' : `${fmt(r)}x`);
    return [
      target,
      ...sizes.flatMap((_, i) => [cell(cached[i]), cell(uncached[i])]),
      sizes.length > 1 && first && last ? `${fmt(last / first)}x` : '–',
      cachedKnown.length === 0 ? '–' : cachedOk ? 'PASS' : 'FAIL',
      atGoal === undefined ? '–' : uncachedOk ? 'PASS' : 'FAIL',
    ];
  });
  console.log('\nGrowth table (p50 / interleaved static p50, medians of rounds; Markdown):\n');
  console.log(
    markdownTable(
      [
        'target',
        ...sizes.flatMap((s) => [`${label(s)} cached`, `${label(s)} uncached`]),
        `uncached ${label(sizes[0] ?? 0)}→${label(largest)}`,
        `cached ≤ ${GOAL_CACHED}x`,
        `uncached ≤ ${GOAL_UNCACHED}x at ${label(goalSize)}`,
      ],
      rows,
    ),
  );
  if (goalSize !== GOAL_UNCACHED_SIZE) {
    console.log(
      `\n(The uncached goal is about ${label(GOAL_UNCACHED_SIZE)}; this run's largest size, ${label(largest)}, stands in.)`,
    );
  }

  // The SQL alone, per statement and size: what grows with the tables, without HTTP noise.
  const statements = results[0]?.plans.map((p) => `${p.target} / ${p.statement}`) ?? [];
  const planAt = (size: number, key: string) =>
    results.find((r) => r.size === size)?.plans.find((p) => `${p.target} / ${p.statement}` === key);
  console.log('\nSQL time per statement (node:sqlite on the size’s database file, median ms) and full scans:\n');
  console.log(
    markdownTable(
      ['statement', ...sizes.map((s) => `${label(s)} ms`), 'full scans', 'ORDER BY sort'],
      statements.map((key) => [
        key,
        ...sizes.map((s) => fmt(planAt(s, key)?.sqlMs ?? Number.NaN, 3)),
        String(Math.max(...sizes.map((s) => planAt(s, key)?.fullScans ?? 0))),
        String(Math.max(...sizes.map((s) => planAt(s, key)?.tempSorts ?? 0))),
      ]),
    ),
  );
  const notCovered = results[0]?.targets.filter((t) => !t.listing && !t.sql) ?? [];
  if (notCovered.length > 0) console.log(`\nSQL not covered: ${notCovered.map((t) => t.name).join(', ')}.`);
  const fullScans = results.flatMap((r) =>
    r.plans.filter((p) => p.fullScans > 0).map((p) => `${label(r.size)} ${p.target} / ${p.statement}`),
  );
  console.log(`Full scans of a big table: ${fullScans.length === 0 ? 'none' : fullScans.join('; ')}`);
  allPass &&= fullScans.length === 0;
  console.log(`\nGoals: ${allPass ? 'PASS' : 'FAIL'}${options.strict ? '' : ' (exit code 0 unless --strict)'}`);
  return allPass;
}

// ---------------------------------------------------------------------------------------------
// Main

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const quick = argv.includes('--quick');
  const sizes = (value('sizes') ?? DEFAULT_SIZES.join(','))
    .split(',')
    .map((s) => Number(s.replace(/[_k]/g, (c) => (c === 'k' ? '000' : ''))));
  if (sizes.some((s) => !Number.isInteger(s) || s < 10))
    throw new Error('--sizes: whole numbers ≥ 10, comma-separated');
  const repeat = Number(value('repeat') ?? (quick ? 1 : 3));
  const requests = Number(value('requests') ?? (quick ? 40 : 200));
  if (!Number.isInteger(repeat) || repeat < 1) throw new Error('--repeat: a whole number ≥ 1');
  if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests: a whole number ≥ 1');
  return { sizes, quick, repeat, requests, strict: argv.includes('--strict') };
}

async function main(): Promise<number> {
  const started = Date.now();
  const options = parseOptions(process.argv.slice(2));
  // node_modules/.bin/wrangler starts with `#!/usr/bin/env node`: make that the Node running this.
  process.env.PATH = `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`;
  ensureBuilt();
  const staticPath = firstAssetJs();
  console.log(
    `Sizes ${options.sizes.join(', ')}; ${options.requests} requests per target and mode, ${options.repeat} round(s); static baseline ${staticPath}`,
  );

  let server: LocalServer | undefined;
  const stopServer = async () => {
    const running = server;
    server = undefined;
    await running?.stop();
  };
  const onSignal = () => {
    void stopServer().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const results: SizeResult[] = [];
  try {
    for (const size of options.sizes) {
      const sizeStarted = Date.now();
      console.log(`\n=== ${size.toLocaleString('en')} trainers: database …`);
      const persistTo = await ensureScaleDb(size);
      const file = d1File(persistTo);
      const facts = readFacts(file, options.requests * options.repeat + 10);
      const targets = scaleTargets(facts);
      // The KV cache (the CACHE namespace only) starts empty: entries an earlier run left (TTL 1 h)
      // would turn some of this run's "uncached" profiles into hits.
      rmSync(join(persistTo, 'v3/kv'), { recursive: true, force: true });
      // A database seeded by an older build may still carry versions ahead of the clock.
      settleCacheVersions(file);
      server = await startLocalServerOn(persistTo);
      console.log(`Ready at ${server.baseURL}; ${facts.approved.toLocaleString('en')} public trainers`);
      const rows = await measureSize(size, server, targets, facts, options, staticPath);
      await stopServer();
      const plans = explainAtScale(file, targets, facts, options.quick ? 3 : 7);
      const result = { size, facts, rows, plans, targets };
      results.push(result);
      printSize(result, options.repeat);
      printPlans(result);
      console.log(`(${size.toLocaleString('en')} trainers took ${((Date.now() - sizeStarted) / 1000).toFixed(0)} s)`);
    }
    const pass = printGrowth(results, options);
    console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    return options.strict && !pass ? 1 : 0;
  } finally {
    await stopServer();
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
