import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSeedSql } from './seed/generate-seed';

/**
 * Migrations are safe to roll back to (worker/db/README.md, "Expand, then contract"): applied in
 * order to a populated database, none loses a row. The rows are the seed's (a small one), captured
 * from the fully migrated schema, then, from an empty database, each table is filled at the first
 * step it exists with those rows (the columns it has then) before the next migration runs; the
 * tables the seed leaves empty get the rows in EXTRA_ROWS. Every table's row count must be the
 * same or higher after each migration.
 */

/**
 * Migrations allowed to drop or empty a table, each with its reason. A contract step (dropping
 * what the previous release no longer uses) goes here, one release after the expand step.
 */
const ALLOWED_LOSSES: { migration: string; table: string; reason: string }[] = [];

/**
 * Tables only migrations and triggers write: filled by them, never seeded directly (a migration
 * that initialises one, like 0003's 'listing' version or 0016's counters, assumes no app wrote it
 * before; the FTS5 index follows trainers' writes). Their rows are still counted across every
 * migration.
 */
const DERIVED_TABLES = new Set(['cache_versions', 'row_counts', 'trainer_search']);

/** Rows for the tables the seed leaves empty, in the final schema's columns (projected per step). */
const ADMIN = '00000000-0000-4000-8000-000000000001';
const TRAINER = '00000000-0000-4000-8000-000000000002';
const LEARNER = '00000000-0000-4000-8000-000000000003';
const FUTURE = '2099-01-01T00:00:00.000Z';
const EXTRA_ROWS: Record<string, Record<string, unknown>[]> = {
  sessions: [{ id: 'migration-session', user_id: LEARNER, expires_at: FUTURE }],
  refresh_tokens: [{ token_hash: 'migration-token', session_id: 'migration-session' }],
  account_tokens: [{ user_id: LEARNER, purpose: 'verify_email', token_hash: 'migration-link', expires_at: FUTURE }],
  email_outbox: [
    { idempotency_key: 'migration-email', to_email: 'learner@example.com', template: 'verify_email', payload: '{}' },
  ],
  dev_mailbox: [
    {
      idempotency_key: 'migration-mail',
      to_email: 'learner@example.com',
      subject: 'Hello',
      text_body: 'Hello',
      html_body: '<p>Hello</p>',
    },
  ],
  rate_limit_buckets: [{ key: 'migration:subject', window_start: 1_700_000_000, count: 1 }],
  user_bans: [{ user_id: LEARNER, banned_by: ADMIN, reason: 'migration test', is_active: 0 }],
  admin_notes: [{ trainer_id: 1, admin_id: ADMIN, note: 'migration test' }],
  audit_log: [{ actor_id: ADMIN, action: 'trainer.approve', target_type: 'trainer', target_id: '1' }],
  trainer_slug_redirects: [{ slug: 'migration-old-slug', trainer_id: 1 }],
  blog_post_views: [{ visitor_key: 'migration-visitor', post_id: 1, view_day: '2026-01-01' }],
  dead_letter_events: [{ message_id: 'migration-message', body: '{}', attempts: 3 }],
  conversations: [{ id: 1, learner_user_id: LEARNER, trainer_id: 1, last_message_id: 1 }],
  conversation_participants: [
    { conversation_id: 1, user_id: LEARNER, role: 'learner', last_read_message_id: 1 },
    { conversation_id: 1, user_id: TRAINER, role: 'trainer', unread_count: 1 },
  ],
  messages: [{ id: 1, conversation_id: 1, sender_user_id: LEARNER, client_id: 'migration-client', body: 'Hello' }],
  message_reports: [{ message_id: 1, reporter_user_id: TRAINER, reason: 'Other', details: 'migration test' }],
  trainer_availability: [{ trainer_id: 1, time_zone: 'Europe/Berlin', weekly: '{}' }],
  bookings: [
    {
      trainer_id: 1,
      learner_user_id: LEARNER,
      service_title: 'Migration session',
      duration_minutes: 60,
      price: 40,
      currency: 'USD',
      start_at: '2026-01-05T09:00:00.000Z',
      end_at: '2026-01-05T10:00:00.000Z',
      status: 'completed',
      learner_time_zone: 'UTC',
      idempotency_key: 'migration-booking',
    },
  ],
};

type Row = Record<string, unknown>;
const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Splits the seed's SQL into statements (semicolons outside quotes and comments). */
function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quoteChar: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const ch = sql.charAt(i);
    if (quoteChar) {
      current += ch;
      if (ch === quoteChar) quoteChar = null;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quoteChar = ch;
      current += ch;
    } else if (ch === '-' && sql.charAt(i + 1) === '-') {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (ch === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}

/** The database's own tables (not D1's, SQLite's, the migrations log, or FTS5's shadow tables), by kind. */
async function tables(): Promise<{ name: string; type: string }[]> {
  const { results } = await env.DB.prepare('PRAGMA table_list').all<{ schema: string; name: string; type: string }>();
  return results
    .filter(({ schema, type }) => schema === 'main' && (type === 'table' || type === 'virtual'))
    .filter(({ name }) => !/^(sqlite_|_cf_|d1_migrations$)/.test(name))
    .map(({ name, type }) => ({ name, type }));
}

/** Every table's row count in one batch (a query per table is many slow round trips on a busy CI machine). */
async function counts(): Promise<Map<string, number>> {
  const names = (await tables()).map((t) => t.name);
  if (names.length === 0) return new Map();
  const answers = await env.DB.batch<{ n: number }>(
    names.map((name) => env.DB.prepare(`SELECT count(*) AS n FROM ${quote(name)}`)),
  );
  return new Map(names.map((name, i) => [name, answers[i]?.results[0]?.n ?? 0]));
}

/** Columns a row can be written to now (table_info leaves out generated columns). */
async function columnsOf(table: string) {
  const { results } = await env.DB.prepare(`PRAGMA table_info(${quote(table)})`).all<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>();
  return results;
}

/** Fills every empty, non-derived table with its rows, in the columns it has now. */
async function fillEmptyTables(rowsByTable: Map<string, Row[]>): Promise<void> {
  const now = await counts();
  const statements: D1PreparedStatement[] = [env.DB.prepare('PRAGMA defer_foreign_keys = on')];
  for (const { name, type } of await tables()) {
    if (type !== 'table' || DERIVED_TABLES.has(name) || (now.get(name) ?? 0) > 0) continue;
    const rows = rowsByTable.get(name) ?? [];
    if (rows.length === 0)
      throw new Error(`No rows for table ${name}: the seed leaves it empty; add one to EXTRA_ROWS`);
    const columns = await columnsOf(name);
    for (const row of rows) {
      // A column the captured row lacks (one a later migration dropped) gets a plain value of its type.
      const filled = columns.filter((c) => c.name in row || (c.notnull && c.dflt_value === null && c.pk === 0));
      const values = filled.map((c) =>
        c.name in row ? row[c.name] : /INT|REAL|NUM/i.test(c.type) ? 1 : `migration-${c.name}`,
      );
      statements.push(
        env.DB.prepare(
          `INSERT INTO ${quote(name)} (${filled.map((c) => quote(c.name)).join(', ')}) VALUES (${filled.map(() => '?').join(', ')})`,
        ).bind(...values),
      );
    }
  }
  await env.DB.batch(statements);
}

/** Applies one migration as `wrangler d1 migrations apply` does (one transaction) and returns the rows each table lost. */
async function applyAndCompare(migration: { name: string; queries: string[] }) {
  const before = await counts();
  await applyD1Migrations(env.DB, [migration]);
  const after = await counts();
  return [...before]
    .filter(([table, n]) => (after.get(table) ?? 0) < n)
    .map(([table, n]) => ({ migration: migration.name, table, before: n, after: after.get(table) ?? 0 }));
}

/** Drops every table (children before parents, so no foreign key is left dangling) and the migrations log. */
async function emptyDatabase(): Promise<void> {
  const remaining = new Set((await tables()).map((t) => t.name));
  remaining.add('d1_migrations');
  const referencedBy = new Map<string, Set<string>>();
  for (const table of remaining) {
    const { results } = await env.DB.prepare(`PRAGMA foreign_key_list(${quote(table)})`).all<{ table: string }>();
    for (const { table: parent } of results) {
      if (parent !== table) referencedBy.set(parent, (referencedBy.get(parent) ?? new Set()).add(table));
    }
  }
  const drops: D1PreparedStatement[] = [];
  while (remaining.size > 0) {
    const leaves = [...remaining].filter(
      (t) => ![...(referencedBy.get(t) ?? [])].some((child) => remaining.has(child)),
    );
    if (leaves.length === 0) throw new Error(`foreign-key cycle among ${[...remaining].join(', ')}`);
    for (const table of leaves) {
      drops.push(env.DB.prepare(`DROP TABLE IF EXISTS ${quote(table)}`));
      remaining.delete(table);
    }
  }
  await env.DB.batch(drops);
}

const rowsByTable = new Map<string, Row[]>();

beforeAll(async () => {
  // The fully migrated schema (worker/test/apply-migrations.ts) with a small seed in it.
  const seed = generateSeedSql({
    approvedTrainers: 6,
    pendingTrainers: 1,
    rejectedTrainers: 1,
    learners: 4,
    passwordHash: 'pbkdf2-sha256$1$AAAA$AAAA',
    now: new Date(),
  });
  await env.DB.batch(statementsOf(seed).map((s) => env.DB.prepare(s)));
  for (const { name, type } of await tables()) {
    if (type !== 'table') continue;
    const { results } = await env.DB.prepare(`SELECT * FROM ${quote(name)}`).all<Row>();
    rowsByTable.set(name, results.length > 0 ? results : (EXTRA_ROWS[name] ?? []));
  }
  await emptyDatabase();
});

describe('migrations in order on a populated database', () => {
  it('lose no row of any table, and every table has rows before each step', async () => {
    const losses: Awaited<ReturnType<typeof applyAndCompare>> = [];
    for (const migration of env.TEST_MIGRATIONS) {
      await fillEmptyTables(rowsByTable);
      const empty = [...(await counts())].filter(([table, n]) => n === 0 && !DERIVED_TABLES.has(table));
      expect(empty, `empty before ${migration.name}`).toEqual([]);
      losses.push(...(await applyAndCompare(migration)));
    }
    const unexpected = losses.filter(
      (loss) => !ALLOWED_LOSSES.some((a) => a.migration === loss.migration && a.table === loss.table),
    );
    expect(unexpected).toEqual([]);
    // The tables the last migration made get their rows too (their EXTRA_ROWS must fit the final schema).
    await fillEmptyTables(rowsByTable);
    // Every table of the final schema was filled and kept its rows to the end.
    for (const [table, n] of await counts()) expect(n, table).toBeGreaterThan(0);
    // Two dozen migrations, each with a fill and two counts: seconds of D1 round trips on a busy machine.
  }, 60_000);

  it('would catch a migration that rebuilds a table the way that loses rows', async () => {
    // SQLite's classic table rebuild: under D1, foreign keys stay on inside the migration's
    // transaction, so dropping the old `users` deletes every row that cascades from it.
    const losses = await applyAndCompare({
      name: '9999_rebuild_users',
      queries: [
        'CREATE TABLE users_new AS SELECT * FROM users',
        'DROP TABLE users',
        'ALTER TABLE users_new RENAME TO users',
      ],
    });
    expect(losses.map((l) => l.table)).toEqual(expect.arrayContaining(['profiles', 'sessions', 'trainers']));
  }, 30_000);
});
