import { describe, expect, it } from 'vitest';
import { createDb, type Database } from '#worker/db/client';
import { queryPlan, recordingD1 } from '#worker/test/query-recorder';
import { adminStats } from './admin-overview.repository';
import { listAdminTrainers } from './admin-trainers.repository';
import { listAdminUsers } from './admin-users.repository';
import { listAuditEntries } from './audit-log.repository';
import { listContactSubmissions } from './contact-inbox.repository';

/**
 * The admin lists are paged and filtered in D1 through indexes: no statement walks a whole big
 * table (reviews, analytics events) to build a page. Without ANALYZE statistics SQLite's plan does
 * not depend on row counts, so what holds on this small test database holds at scale.
 */
const BIG_TABLES =
  /\bSCAN (reviews|trainer_profile_views|trainer_social_clicks|search_queries|review_flags|audit_log)\b(?! USING (COVERING )?INDEX)/;

/**
 * Tables that grow with every sign-up (under the repositories' aliases too): no statement of the
 * stats or the trainer and user lists scans them, not even along an index, except for a page of
 * ids: a walk of a created-at index in its order (covering, no sort of its own right after it)
 * under a LIMIT, which stops at the page. Totals are counters, searches read their matches.
 */
const GROWING_SCAN = /\bSCAN (t|p|trainers|profiles|named|users|reviews)\b/;
const PAGE_WALK =
  /^SCAN (trainers USING COVERING INDEX trainers_created_idx|profiles USING COVERING INDEX profiles_created_idx)$/;

function growingScans({ sql, plan }: { sql: string; plan: string[] }): string[] {
  return plan.filter(
    (line, i) =>
      GROWING_SCAN.test(line) &&
      !(PAGE_WALK.test(line) && / limit \?/.test(sql) && !plan[i + 1]?.startsWith('USE TEMP B-TREE')),
  );
}

async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

const GROWING_READS: [string, (db: Database) => Promise<unknown>][] = [
  ['trainers, all', (db) => listAdminTrainers(db, { status: 'all', page: 1 })],
  ['trainers, pending', (db) => listAdminTrainers(db, { status: 'pending', page: 2 })],
  ['trainers, pending + search', (db) => listAdminTrainers(db, { status: 'pending', search: 'ana', page: 3 })],
  ['trainers, all + words', (db) => listAdminTrainers(db, { status: 'all', search: 'ana yoga', page: 1 })],
  ['trainers, email', (db) => listAdminTrainers(db, { status: 'approved', search: 'ana@example.com', page: 1 })],
  ['users', (db) => listAdminUsers(db, { page: 2 })],
  ['users + search', (db) => listAdminUsers(db, { search: 'ana', page: 2 })],
  ['users + email', (db) => listAdminUsers(db, { search: 'ana@example.com', page: 1 })],
  ['users, trainers', (db) => listAdminUsers(db, { filter: 'trainer', page: 2 })],
  ['users, plain users', (db) => listAdminUsers(db, { filter: 'user', page: 2 })],
  ['users, admins', (db) => listAdminUsers(db, { filter: 'admin', page: 1 })],
  ['users, banned', (db) => listAdminUsers(db, { filter: 'banned', page: 1 })],
  ['users, trainers + search', (db) => listAdminUsers(db, { filter: 'trainer', search: 'ana', page: 1 })],
  ['stats', (db) => adminStats(db)],
];

describe('admin query plans', () => {
  it.each([
    ...GROWING_READS,
    ['audit by target', (db: Database) => listAuditEntries(db, { targetType: 'trainer', targetId: '7', page: 1 })],
    ['audit, latest', (db: Database) => listAuditEntries(db, { page: 1 })],
    ['contact inbox', (db: Database) => listContactSubmissions(db, { filter: 'all', page: 1 })],
  ])('%s never scans a big table', async (_name, run) => {
    for (const { sql, plan } of await plansOf(run)) {
      expect(
        plan.filter((line) => BIG_TABLES.test(line)),
        sql,
      ).toEqual([]);
    }
  });

  it.each(GROWING_READS)('%s reads no growing table whole, nor counts one', async (_name, run) => {
    for (const statement of await plansOf(run)) {
      expect(growingScans(statement), `${statement.sql}\n${statement.plan.join('\n')}`).toEqual([]);
    }
  });

  it('reads the totals from the counters and the week from the created-at indexes', async () => {
    const plans = (await plansOf(adminStats)).flatMap((statement) => statement.plan);
    expect(plans).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SEARCH row_counts USING INDEX sqlite_autoindex_row_counts_1 \(name=\?\)/),
        'SEARCH profiles USING COVERING INDEX profiles_created_idx (created_at>?)',
        'SEARCH trainers USING COVERING INDEX trainers_created_idx (created_at>?)',
        // The open reports only (few), each read for its review.
        'SEARCH review_flags USING INDEX review_flags_status_created_idx (status=?)',
        'SEARCH conversations USING COVERING INDEX conversations_created_idx (created_at>?)',
      ]),
    );
  });

  it('searches trainers through the FTS index and the email index, the matches driving the status filter', async () => {
    const [page, , total] = await plansOf((db) => listAdminTrainers(db, { status: 'pending', search: 'ana', page: 1 }));
    for (const statement of [page, total]) {
      const plan = statement?.plan.join('\n');
      expect(plan).toMatch(/SEARCH trainers USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      expect(plan).toMatch(/SCAN trainer_search VIRTUAL TABLE INDEX \d+:M/);
      expect(plan).toMatch(/SEARCH users USING INDEX users_email_unique \(email>\? AND email<\?\)/);
      expect(plan).not.toMatch(/trainers_status_created_idx/);
    }
  });

  it('searches users through the NOCASE name index and the email index', async () => {
    const statements = await plansOf((db) => listAdminUsers(db, { search: 'Ana', page: 1 }));
    // The page first, the search's count last (the filter counts between them read no profiles).
    for (const statement of [statements[0], statements.at(-1)]) {
      const plan = statement?.plan.join('\n');
      expect(plan).toMatch(
        /SEARCH named USING (COVERING )?INDEX profiles_full_name_nocase_idx \(full_name>\? AND full_name<\?\)/,
      );
      expect(plan).toMatch(/SEARCH users USING INDEX users_email_unique \(email>\? AND email<\?\)/);
    }
  });

  it('pages trainers by ids from a status index in the sort order, without reading the rows it skips', async () => {
    const [page] = await plansOf((db) => listAdminTrainers(db, { status: 'pending', page: 1 }));
    const plan = page?.plan ?? [];
    const walk = plan.indexOf('SEARCH trainers USING COVERING INDEX trainers_status_created_idx (status=?)');
    expect(walk, plan.join('\n')).toBeGreaterThan(-1);
    // The subquery's own sort would be right after its walk; the one at the end sorts the page.
    expect(plan[walk + 1]).not.toMatch(/TEMP B-TREE/);
    expect(plan).toContain('SEARCH t USING INTEGER PRIMARY KEY (rowid=?)');
  });

  it('lists admins and the banned from their own small tables, not a walk of every profile', async () => {
    for (const filter of ['admin', 'banned'] as const) {
      const [page] = await plansOf((db) => listAdminUsers(db, { filter, page: 1 }));
      const plan = page?.plan.join('\n') ?? '';
      expect(plan).not.toMatch(/profiles_created_idx/);
      expect(plan).toMatch(filter === 'admin' ? /user_roles/ : /user_bans_one_active_idx/);
    }
  });

  it('pages users by ids from the (created_at, id) index, covering', async () => {
    const [page] = await plansOf((db) => listAdminUsers(db, { page: 3 }));
    const plan = page?.plan ?? [];
    const walk = plan.indexOf('SCAN profiles USING COVERING INDEX profiles_created_idx');
    expect(walk, plan.join('\n')).toBeGreaterThan(-1);
    expect(plan[walk + 1]).not.toMatch(/TEMP B-TREE/);
  });

  it('reads an entity history through the audit target index', async () => {
    const [entries] = await plansOf((db) => listAuditEntries(db, { targetType: 'user', targetId: 'x', page: 1 }));
    expect(entries?.plan.join('\n')).toMatch(/USING INDEX audit_log_target_idx/);
  });
});
