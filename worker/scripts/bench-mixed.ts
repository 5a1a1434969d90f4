/**
 * Mixed read/write load for `npm run bench`: the cache hit rate while signed-in trainers keep
 * editing, and a check of read-your-writes under that load.
 *
 * Each request is, at random: 5% a service price change by a signed-in trainer (a write that
 * changes both the listings and that trainer's profile), 5% that trainer reading their own profile
 * with the cookies their write set (read-your-writes: it must show the new price), and 90% an
 * anonymous visitor reading a listing (half) or one of 200 profiles (half). Plain `fetch` loops
 * rather than autocannon, so each response can be classified and checked.
 */
import type { MyService, ServiceResponse } from '#shared/api/manage-profile';
import { CATEGORY_KEYS } from '#shared/categories';
import { queryLocalD1 } from '#worker/scripts/local-server';

const WRITE_SHARE = 0.05;
const WRITER_READ_SHARE = 0.05;
const WRITERS = 8;
const PROFILES = 200;

interface Writer {
  slug: string;
  token: string;
  service: MyService;
  cookies: Map<string, string>;
  busy: boolean;
  /** The price of the last completed write, which the writer's own reads must show. */
  expectedPrice?: number;
}

type Kind = 'listing' | 'profile' | 'own profile' | 'write';

interface KindStats {
  count: number;
  hits: number;
  misses: number;
  errors: number;
  latencies: number[];
  hitLatencies: number[];
}

export interface MixedLoadResult {
  seconds: number;
  connections: number;
  byKind: Record<Kind, KindStats>;
  /** Own-profile reads that did not show the writer's last price. */
  readYourWritesViolations: number;
}

function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

function keepCookies(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function signInWriters(baseURL: string, persistTo: string): Promise<Writer[]> {
  const rows = queryLocalD1<{ email: string; slug: string }>(
    persistTo,
    `SELECT u.email, t.slug FROM trainers t JOIN users u ON u.id = t.user_id
      WHERE t.status = 'approved' AND t.owner_banned = 0 AND t.service_count > 0
      ORDER BY t.id LIMIT ${WRITERS}`,
  );
  return Promise.all(
    rows.map(async ({ email, slug }) => {
      const signIn = await fetch(`${baseURL}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'password123' }),
      });
      if (!signIn.ok) throw new Error(`sign-in of ${email} answered ${signIn.status}`);
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const own = await fetch(`${baseURL}/api/me/trainer/profile`, { headers: { authorization: `Bearer ${token}` } });
      const { profile } = (await own.json()) as { profile: { services: MyService[] } };
      const service = profile.services[0];
      if (!service) throw new Error(`${slug} has no service`);
      return { slug, token, service, cookies: new Map<string, string>(), busy: false };
    }),
  );
}

export async function mixedLoad(
  baseURL: string,
  persistTo: string,
  { seconds, connections }: { seconds: number; connections: number },
): Promise<MixedLoadResult> {
  const writers = await signInWriters(baseURL, persistTo);
  const profileSlugs = queryLocalD1<{ slug: string }>(
    persistTo,
    `SELECT slug FROM trainers WHERE status = 'approved' AND owner_banned = 0 AND service_count > 0
      ORDER BY id DESC LIMIT ${PROFILES}`,
  ).map((r) => r.slug);
  const listingPaths = [
    '/api/trainers',
    '/api/trainers?sort=rating',
    '/api/trainers?sort=newest',
    '/api/trainers?search=coach',
    '/api/trainers?search=yoga',
    ...CATEGORY_KEYS.map((category) => `/api/trainers?category=${category}`),
  ];
  // Steady state, not a cold start: every read path is cached once before measuring.
  for (const path of [...listingPaths, ...profileSlugs.map((s) => `/api/trainers/${s}`)]) {
    await (await fetch(`${baseURL}${path}`)).arrayBuffer();
  }
  await new Promise((r) => setTimeout(r, 300));

  const stats = (): KindStats => ({ count: 0, hits: 0, misses: 0, errors: 0, latencies: [], hitLatencies: [] });
  const byKind: Record<Kind, KindStats> = {
    listing: stats(),
    profile: stats(),
    'own profile': stats(),
    write: stats(),
  };
  let violations = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

  /** One request, timed to the end of its body. */
  async function timed(kind: Kind, path: string, init?: RequestInit): Promise<{ res: Response; text: string }> {
    const started = performance.now();
    const res = await fetch(`${baseURL}${path}`, init);
    const text = await res.text();
    const ms = performance.now() - started;
    const s = byKind[kind];
    s.count++;
    s.latencies.push(ms);
    if (!res.ok) s.errors++;
    const cache = res.headers.get('x-cache');
    if (cache === 'hit') {
      s.hits++;
      s.hitLatencies.push(ms);
    } else if (cache === 'miss') s.misses++;
    return { res, text };
  }

  async function write(writer: Writer): Promise<void> {
    writer.busy = true;
    try {
      const price = writer.service.price === 41 ? 42 : 41;
      const { id, ...input } = writer.service;
      const { res, text } = await timed('write', `/api/me/trainer/services/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.token}` },
        body: JSON.stringify({ ...input, price }),
      });
      if (res.ok) {
        keepCookies(writer.cookies, res);
        // The saved service carries the new version, which the writer's next edit must name.
        writer.service = (JSON.parse(text) as ServiceResponse).service;
        writer.expectedPrice = price;
      }
    } finally {
      writer.busy = false;
    }
  }

  async function ownRead(writer: Writer): Promise<void> {
    writer.busy = true;
    try {
      const { res, text } = await timed('own profile', `/api/trainers/${writer.slug}`, {
        headers: { cookie: cookieHeader(writer.cookies) },
      });
      keepCookies(writer.cookies, res);
      const { trainer } = JSON.parse(text) as { trainer: { services: { id: number; price: number }[] } };
      const shown = trainer.services.find((s) => s.id === writer.service.id)?.price;
      if (writer.expectedPrice !== undefined && shown !== writer.expectedPrice) violations++;
    } finally {
      writer.busy = false;
    }
  }

  const deadline = Date.now() + seconds * 1000;
  async function loop(): Promise<void> {
    while (Date.now() < deadline) {
      const roll = Math.random();
      const idle = writers.filter((w) => !w.busy);
      if (roll < WRITE_SHARE && idle.length > 0) await write(pick(idle));
      else if (roll < WRITE_SHARE + WRITER_READ_SHARE && idle.some((w) => w.expectedPrice !== undefined)) {
        await ownRead(pick(idle.filter((w) => w.expectedPrice !== undefined)));
      } else if (roll < WRITE_SHARE + WRITER_READ_SHARE + (1 - WRITE_SHARE - WRITER_READ_SHARE) / 2) {
        await timed('listing', pick(listingPaths));
      } else {
        await timed('profile', `/api/trainers/${pick(profileSlugs)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  return { seconds, connections, byKind, readYourWritesViolations: violations };
}

export function reportMixedLoad(result: MixedLoadResult, fmt: (n: number, digits?: number) => string): string[] {
  const lines = [
    `Mixed load: ${result.connections} concurrent clients, ${result.seconds} s; ${WRITE_SHARE * 100}% writes (service price by a signed-in trainer),`,
    `${WRITER_READ_SHARE * 100}% the writer reading its own profile with its cookies, the rest anonymous listing/profile reads.`,
    '',
  ];
  const rows = (Object.entries(result.byKind) as [Kind, KindStats][]).map(([kind, s]) => {
    const cached = s.hits + s.misses;
    return `  ${kind.padEnd(12)} ${String(s.count).padStart(6)} req  hit rate ${
      cached > 0 ? `${fmt((100 * s.hits) / cached, 1)}%`.padStart(6) : '     -'
    }  p50 ${fmt(median(s.latencies))} ms  hit p50 ${fmt(median(s.hitLatencies))} ms  errors ${s.errors}`;
  });
  const reads = [result.byKind.listing, result.byKind.profile, result.byKind['own profile']];
  const hits = reads.reduce((n, s) => n + s.hits, 0);
  const total = reads.reduce((n, s) => n + s.hits + s.misses, 0);
  lines.push(...rows);
  lines.push(`  all reads: hit rate ${fmt((100 * hits) / total, 1)}% (${hits}/${total})`);
  lines.push(
    `  read-your-writes violations (own profile not showing the last write): ${result.readYourWritesViolations} -> ${
      result.readYourWritesViolations === 0 ? 'PASS' : 'FAIL'
    }`,
  );
  return lines;
}
