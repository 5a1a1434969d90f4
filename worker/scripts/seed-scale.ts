/**
 * A large local D1 for measuring how the app grows (`npm run bench:scale`):
 *
 *   node worker/scripts/seed-scale.ts --trainers 100000 [--persist-to DIR]
 *
 * Per N approved trainers: 3N services, 10N reviews (by 20,000 learners at most), 50N analytics
 * events over the last 365 days (40N profile views, 7N contact clicks, 3N searches) and N/50 blog
 * posts (at least the normal seed's), plus the normal seed's demo accounts, queues and content, and
 * the enquiries (`seed-scale-enquiries.ts`: a conversation per trainer, many for the demo learner
 * and the demo trainer, a long thread between them) and the bookings (`seed-scale-bookings.ts`: every
 * tenth public trainer takes requests with 10 sessions, the demo trainer is busy). At 100,000
 * trainers that is 300,000 services, 1,000,000 reviews, 5,000,000 events, 2,000 posts, about 102,000
 * conversations, 360,000 messages and 100,000 bookings.
 *
 * Deterministic (the same N gives the same rows; times are offsets from the start of today, UTC)
 * and only ever writes its own folder, `.wrangler/scale/<N>` by default: never the normal seed's
 * `.wrangler/state`. A finished database has `seed-scale.json` beside it; without it (an
 * interrupted run) the folder is rebuilt. A finished one gains later migrations when it is used,
 * and the parts of the seed it lacks (`parts` in the manifest; a database seeded before the
 * enquiries or the bookings gets them, the rest kept as it is).
 *
 * Speed: the migrations are applied by wrangler as usual, then the rows go straight into the local
 * D1's SQLite file through node:sqlite in large transactions (no HTTP round trip per statement).
 * The schema's own triggers run on every row, so the derived figures (prices, ratings, search
 * index, cache versions) are exactly what the app would have written.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { readTimeMinutes } from '#shared/blog-html';
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';
import { avatarPath, coverPath } from '#shared/generated-image-paths';
import { blogSlugFromTitle, trainerSlugFromName } from '#shared/slugs';
import { rollupCutoffDay, rollupStatements, shiftDay } from '#worker/db/analytics-rollups';
import { generateSeedSql } from '#worker/db/seed/generate-seed';
import { BLOG_POSTS, CATEGORY_SEEDS, FIRST_NAMES, LAST_NAMES, REVIEW_TEMPLATES } from '#worker/db/seed/seed-content';
import { seedRandom } from '#worker/db/seed/seed-random';
import { hashPassword } from '#worker/features/auth/password';
import { ensureDevVars } from '#worker/scripts/dev-vars';
import { seedBookings } from '#worker/scripts/seed-scale-bookings';
import { seedEnquiries } from '#worker/scripts/seed-scale-enquiries';
import { localD1File, repoRoot, wrangler } from '#worker/scripts/wrangler-cli';

/** Words only a few trainers use (about 1 in 1,000), for the "rare word" searches of the benchmark. */
export const RARE_SPECIALTIES = ['kintsugi', 'capoeira', 'calligraphy', 'beekeeping', 'falconry'] as const;

const MAX_LEARNERS = 20_000;
const DAY_MS = 86_400_000;
/** The normal seed's own trainers (demo trainer last) and pending/rejected queue, kept as they are. */
const BASE = { approved: 40, pending: 24, rejected: 8, learners: 160 };

export function scalePersistDir(trainers: number): string {
  return resolve(repoRoot, '.wrangler/scale', String(trainers));
}

/** What a finished database holds; one seeded before a part was added gets that part when used. */
const PARTS = ['base', 'enquiries', 'bookings'] as const;
type Part = (typeof PARTS)[number];

interface ScaleManifest {
  trainers: number;
  /** Absent in a manifest written before the parts: the base alone. */
  parts?: Part[];
  rows: Record<string, number>;
  seconds: number;
  seededAt: string;
}

const manifestFile = (dir: string) => join(dir, 'seed-scale.json');

function readManifest(dir: string): ScaleManifest | null {
  try {
    return JSON.parse(readFileSync(manifestFile(dir), 'utf8')) as ScaleManifest;
  } catch {
    return null;
  }
}

/** The local D1's SQLite file wrangler created for binding DB under `dir`. */
export const scaleDbFile = localD1File;

/**
 * Brings cache versions back to the clock: each seeded row bumps one to max(previous + 1, now), which
 * leaves `listing` far ahead (half an hour at 100k), and the worker drops a read-your-writes floor
 * over a minute ahead as forged. Safe only while nothing is cached under them (fresh, or KV emptied).
 */
export function settleCacheVersions(dbFile: string, now = Date.now()): void {
  const db = new DatabaseSync(dbFile);
  try {
    db.prepare('UPDATE cache_versions SET version = ? WHERE version > ?').run(now, now);
  } finally {
    db.close();
  }
}

/** A finished scale database for `trainers`, built first if missing; returns its persist folder. */
export async function ensureScaleDb(trainers: number, dir = scalePersistDir(trainers)): Promise<string> {
  ensureDevVars();
  const manifest = readManifest(dir);
  if (manifest?.trainers === trainers) {
    // Seeded by an earlier build: bring its schema up to this one (new indexes are built here).
    wrangler('d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir);
    addMissingParts(manifest, dir);
    return dir;
  }
  await seedScale(trainers, dir);
  return dir;
}

const startOfToday = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

/** The parts a database seeded before them lacks (its other rows untouched; any half-written part replaced). */
function addMissingParts(manifest: ScaleManifest, dir: string): void {
  const seeders: Record<Exclude<Part, 'base'>, typeof seedEnquiries> = {
    enquiries: seedEnquiries,
    bookings: seedBookings,
  };
  let parts = manifest.parts ?? ['base'];
  let rows = manifest.rows;
  for (const part of ['enquiries', 'bookings'] as const) {
    if (parts.includes(part)) continue;
    const started = Date.now();
    const db = new DatabaseSync(scaleDbFile(dir));
    let added: Record<string, number>;
    try {
      db.exec('PRAGMA synchronous = OFF; PRAGMA cache_size = -524288; PRAGMA temp_store = MEMORY;');
      added = seeders[part](db, manifest.trainers, startOfToday());
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
    parts = [...parts, part];
    rows = { ...rows, ...added };
    writeManifest(dir, { ...manifest, parts, rows });
    console.log(`Added the ${part} to ${dir} in ${Math.round((Date.now() - started) / 1000)} s:`, added);
  }
}

function writeManifest(dir: string, manifest: ScaleManifest): void {
  writeFileSync(manifestFile(dir), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Runs `insert` for each row inside transactions of `chunk` rows (one fsync per chunk, not per row). */
function inChunks(db: DatabaseSync, total: number, insert: (i: number) => void, chunk = 50_000): void {
  for (let from = 0; from < total; from += chunk) {
    db.exec('BEGIN');
    const to = Math.min(total, from + chunk);
    for (let i = from; i < to; i++) insert(i);
    db.exec('COMMIT');
  }
}

const count = (db: DatabaseSync, table: string) =>
  Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);

export async function seedScale(trainers: number, dir: string): Promise<void> {
  if (!Number.isInteger(trainers) || trainers < BASE.approved + 1) {
    throw new Error(`--trainers must be a whole number of at least ${BASE.approved + 1}`);
  }
  const started = Date.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  wrangler('d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir);

  const today = startOfToday();
  const passwordHash = await hashPassword('password123', { salt: new Uint8Array(16).fill(7) });
  const db = new DatabaseSync(scaleDbFile(dir));
  db.exec('PRAGMA synchronous = OFF; PRAGMA cache_size = -524288; PRAGMA temp_store = MEMORY;');

  // The normal seed first: demo accounts (the demo trainer is trainer BASE+1), moderation queues,
  // FAQs, testimonials, settings.
  db.exec('BEGIN');
  db.exec(
    generateSeedSql({
      approvedTrainers: BASE.approved,
      pendingTrainers: BASE.pending,
      rejectedTrainers: BASE.rejected,
      learners: BASE.learners,
      passwordHash,
      now: today,
    }),
  );
  db.exec('COMMIT');
  const baseTrainers = count(db, 'trainers');
  const demoTrainerId = BASE.approved + BASE.pending + BASE.rejected + 1;

  const r = seedRandom(trainers);
  const daysAgo = (days: number, extraMs = 0) => new Date(today.getTime() - days * DAY_MS + extraMs).toISOString();
  /** A time in the last `days` days, not in the future. */
  const within = (days: number) => new Date(today.getTime() - Math.floor(r.next() * days * DAY_MS)).toISOString();
  const log = (what: string) => console.log(`  ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  // ------------------------------------------------------------------ learners
  const learners = Math.min(MAX_LEARNERS, Math.max(200, trainers / 5));
  const insertUser = db.prepare(
    'INSERT INTO users (id, email, password_hash, created_at, email_verified_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertProfile = db.prepare(
    'INSERT INTO profiles (id, full_name, email, profile_image, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const addAccount = (id: string, email: string, name: string, createdAt: string, image: string | null) => {
    insertUser.run(id, email, passwordHash, createdAt, createdAt);
    insertProfile.run(id, name, email, image, createdAt);
  };
  const learnerIds: string[] = [];
  inChunks(db, learners, (i) => {
    const id = `20000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
    addAccount(
      id,
      `scale-learner${i + 1}@example.com`,
      `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
      within(700),
      null,
    );
    learnerIds.push(id);
  });
  log(`${learners} learners`);

  // ------------------------------------------------------------------ trainers and services
  const insertTrainer = db.prepare(
    `INSERT INTO trainers (id, user_id, slug, headline, description, status, is_featured, featured_at,
      identity_verified, email_verified, website_url, instagram_url, whatsapp_number, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'approved', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertService = db.prepare(
    `INSERT INTO services (trainer_id, title, description, category, price, currency, duration_minutes, created_at)
     VALUES (?, ?, ?, ?, ?, 'USD', ?, ?)`,
  );
  const slugsTaken = new Set((db.prepare('SELECT slug FROM trainers').all() as { slug: string }[]).map((t) => t.slug));
  const slugCounters = new Map<string, number>();
  const uniqueSlug = (name: string) => {
    const base = trainerSlugFromName(name);
    let n = slugCounters.get(base) ?? 1;
    let slug = n === 1 ? base : `${base}-${n}`;
    while (slugsTaken.has(slug)) slug = `${base}-${++n}`;
    slugCounters.set(base, n + 1);
    slugsTaken.add(slug);
    return slug;
  };
  const added = trainers - (BASE.approved + 1);
  const firstId = baseTrainers + 1;
  inChunks(
    db,
    added,
    (i) => {
      const id = firstId + i;
      const userId = `30000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
      const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
      const primary = CATEGORY_KEYS[i % CATEGORY_KEYS.length] as CategoryKey;
      const seed = CATEGORY_SEEDS[primary];
      const createdAt = within(1_000);
      addAccount(userId, `scale-trainer${i + 1}@example.com`, name, createdAt, avatarPath(name, i * 37));
      const slug = uniqueSlug(name);
      const handle = slug.replace(/-/g, '');
      const featured = r.chance(0.03);
      const rare = r.chance(0.001) ? ` Also teaches ${r.pick(RARE_SPECIALTIES)}.` : '';
      insertTrainer.run(
        id,
        userId,
        slug,
        r.pick(seed.headlines),
        r.chance(0.9)
          ? `I help clients build ${r.pick(seed.focus)} and ${r.pick(seed.focus)} with sessions that fit real life. ${r.int(3, 20)} years of experience.${rare}`
          : rare.trim() || null,
        featured ? 1 : 0,
        featured ? within(60) : null,
        r.chance(0.4) ? 1 : 0,
        r.chance(0.8) ? 1 : 0,
        r.chance(0.6) ? `https://www.${handle}.com` : null,
        r.chance(0.7) ? `https://instagram.com/${handle}` : null,
        r.chance(0.75) ? `1555${String(1_000_000 + (i % 9_000_000)).slice(-7)}` : null,
        createdAt,
        createdAt,
      );
      const serviceTotal = r.int(1, 5);
      for (let s = 0; s < serviceTotal; s++) {
        const category = s === 0 || r.chance(0.7) ? primary : (r.pick(CATEGORY_KEYS) as CategoryKey);
        const template = r.pick(CATEGORY_SEEDS[category].services);
        const price =
          template.basePrice === 0 ? 0 : Math.max(0, Math.round((template.basePrice * (0.6 + r.next() * 0.9)) / 5) * 5);
        insertService.run(id, template.title, template.description, category, price, template.duration, createdAt);
      }
    },
    10_000,
  );
  log(`${count(db, 'trainers')} trainers, ${count(db, 'services')} services`);

  // ------------------------------------------------------------------ reviews
  const insertReview = db.prepare(
    'INSERT INTO reviews (trainer_id, reviewer_id, rating, title, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const positive = REVIEW_TEMPLATES.filter((t) => t.rating >= 4);
  inChunks(
    db,
    added,
    (i) => {
      const reviewTotal = r.int(0, 20);
      const start = r.int(0, learnerIds.length - 1);
      const bias = r.next();
      for (let k = 0; k < Math.min(reviewTotal, learnerIds.length); k++) {
        const template = bias > 0.3 ? r.pick(positive) : r.pick(REVIEW_TEMPLATES);
        insertReview.run(
          firstId + i,
          learnerIds[(start + k) % learnerIds.length] as string,
          template.rating,
          template.title,
          r.chance(0.85) ? template.comment : null,
          within(700),
        );
      }
    },
    10_000,
  );
  log(`${count(db, 'reviews')} reviews`);

  // ------------------------------------------------------------------ analytics events
  // Popularity is skewed (a trainer's share falls with its rank) and the demo trainer is the most
  // viewed, so its analytics page is the heaviest one: the one the benchmark measures.
  const approvedIds = (
    db.prepare("SELECT id FROM trainers WHERE status = 'approved' ORDER BY id").all() as { id: number }[]
  ).map((t) => t.id);
  const byRank = [demoTrainerId, ...approvedIds.filter((id) => id !== demoTrainerId)];
  const popularTrainer = () => byRank[Math.floor(byRank.length * r.next() ** 2)] as number;
  const sources = ['search', 'direct', 'category', 'home'];
  const keywords = ['yoga', 'nutrition', 'career coach', 'pilates', 'python', 'spanish', 'piano', 'mindfulness'];
  const platforms = ['website', 'instagram', 'tiktok', 'snapchat', 'whatsapp'];
  const insertView = db.prepare(
    'INSERT INTO trainer_profile_views (event_id, trainer_id, source_page, search_query, referrer, viewed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertClick = db.prepare(
    'INSERT INTO trainer_social_clicks (event_id, trainer_id, platform, clicked_at) VALUES (?, ?, ?, ?)',
  );
  const insertSearch = db.prepare('INSERT INTO search_queries (event_id, query, created_at) VALUES (?, ?, ?)');
  const insertEvents = (total: number, statement: StatementSync, row: (i: number) => unknown[]) =>
    inChunks(db, total, (i) => statement.run(...(row(i) as (string | number | null)[])), 100_000);
  insertEvents(trainers * 40, insertView, (i) => {
    const source = r.pick(sources);
    return [
      `scale-v${i}`,
      popularTrainer(),
      source,
      source === 'search' ? r.pick(keywords) : null,
      r.chance(0.2) ? 'https://www.google.com/' : null,
      within(365),
    ];
  });
  log(`${count(db, 'trainer_profile_views')} profile views`);
  insertEvents(trainers * 7, insertClick, (i) => [`scale-c${i}`, popularTrainer(), r.pick(platforms), within(365)]);
  insertEvents(trainers * 3, insertSearch, (i) => [`scale-s${i}`, r.pick(keywords), within(365)]);
  log(`${count(db, 'trainer_social_clicks')} contact clicks, ${count(db, 'search_queries')} searches`);

  // ------------------------------------------------------------------ daily rollups
  // What the daily job would have rolled up by now, with its own SQL, a month at a time from the
  // first event's day (the job's watermark must start there).
  const firstDay = (
    db
      .prepare(
        `SELECT substr(min((SELECT min(viewed_at) FROM trainer_profile_views),
          (SELECT min(clicked_at) FROM trainer_social_clicks)), 1, 10) AS day`,
      )
      .get() as { day: string }
  ).day;
  const cutoff = rollupCutoffDay(today);
  for (let from = firstDay; from < cutoff; ) {
    const until = [shiftDay(from, 31), cutoff].sort()[0] as string;
    db.exec('BEGIN');
    for (const statement of rollupStatements(from, until))
      db.prepare(statement.sql).run(...(statement.params as (string | number)[]));
    db.exec('COMMIT');
    from = until;
  }
  log(`${count(db, 'trainer_daily_views')} daily view rollups until ${cutoff}`);

  // ------------------------------------------------------------------ blog posts
  const insertPost = db.prepare(
    `INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, featured_image, is_published,
      published_at, views_count, read_time_minutes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  const posts = Math.max(0, Math.floor(trainers / 50) - count(db, 'blog_posts'));
  inChunks(db, posts, (i) => {
    const post = BLOG_POSTS[i % BLOG_POSTS.length] as (typeof BLOG_POSTS)[number];
    const title = `${post.title} (part ${Math.floor(i / BLOG_POSTS.length) + 2})`;
    const published = daysAgo(i % 1_500, 3_600_000);
    insertPost.run(
      title,
      blogSlugFromTitle(title),
      post.excerpt,
      post.html,
      post.category,
      JSON.stringify(post.tags),
      coverPath(i + 100),
      published,
      r.int(0, 5_000),
      readTimeMinutes(post.html),
      published,
    );
  });

  // ------------------------------------------------------------------ enquiries
  const enquiries = seedEnquiries(db, trainers, today);
  log(`${enquiries.conversations} conversations, ${enquiries.messages} messages`);
  const bookings = seedBookings(db, trainers, today);
  log(`${bookings.bookings} bookings`);

  const rows = Object.fromEntries(
    [
      'users',
      'trainers',
      'services',
      'reviews',
      'trainer_profile_views',
      'trainer_social_clicks',
      'search_queries',
      'blog_posts',
      'conversations',
      'conversation_participants',
      'messages',
      'bookings',
      'trainer_availability',
    ].map((table) => [table, count(db, table)]),
  );
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  settleCacheVersions(scaleDbFile(dir));
  const seconds = Math.round((Date.now() - started) / 1000);
  writeManifest(dir, { trainers, parts: [...PARTS], rows, seconds, seededAt: new Date().toISOString() });
  console.log(`Seeded ${dir} in ${seconds} s:`, rows);
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const trainers = Number(option('trainers') ?? 100_000);
  const dir = resolve(repoRoot, option('persist-to') ?? scalePersistDir(trainers));
  const manifest = readManifest(dir);
  if (manifest && !args.includes('--force')) {
    wrangler('d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', dir);
    addMissingParts(manifest, dir);
    console.log(`${dir} is seeded (${JSON.stringify(readManifest(dir)?.rows)}); --force rebuilds it`);
  } else {
    await seedScale(trainers, dir);
  }
}
