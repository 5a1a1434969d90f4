import { describe, expect, it } from 'vitest';
import { createDb, type Database } from '../../db/client';
import { queryPlan, recordingD1 } from '../../test/query-recorder';
import { listAuditEntries } from '../audit/audit-log.repository';
import { adminStats } from './admin-overview.repository';
import { listAdminTrainers } from './admin-trainers.repository';
import { listAdminUsers } from './admin-users.repository';
import { listContactSubmissions } from './contact-inbox.repository';

/**
 * The admin lists are paged and filtered in D1 through indexes: no statement walks a whole big
 * table (reviews, analytics events) to build a page. Without ANALYZE statistics SQLite's plan does
 * not depend on row counts, so what holds on this small test database holds at scale.
 */
const BIG_TABLES =
  /\bSCAN (reviews|trainer_profile_views|trainer_social_clicks|search_queries|review_flags|audit_log)\b(?! USING (COVERING )?INDEX)/;

async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

describe('admin query plans', () => {
  it.each([
    ['trainers, all', (db: Database) => listAdminTrainers(db, { status: 'all', page: 1 })],
    [
      'trainers, pending + search',
      (db: Database) => listAdminTrainers(db, { status: 'pending', search: 'ana', page: 3 }),
    ],
    ['users + search', (db: Database) => listAdminUsers(db, { search: 'ana', page: 2 })],
    ['audit by target', (db: Database) => listAuditEntries(db, { targetType: 'trainer', targetId: '7', page: 1 })],
    ['audit, latest', (db: Database) => listAuditEntries(db, { page: 1 })],
    ['contact inbox', (db: Database) => listContactSubmissions(db, { filter: 'all', page: 1 })],
    ['stats', (db: Database) => adminStats(db)],
  ])('%s never scans a big table', async (_name, run) => {
    for (const { sql, plan } of await plansOf(run)) {
      expect(
        plan.filter((line) => BIG_TABLES.test(line)),
        sql,
      ).toEqual([]);
    }
  });

  it('pages trainers by a status index in the sort order, without a temporary sort', async () => {
    const [page] = await plansOf((db) => listAdminTrainers(db, { status: 'pending', page: 1 }));
    expect(page?.plan.join('\n')).toMatch(/SEARCH t USING INDEX trainers_status_created_idx \(status=\?\)/);
    expect(page?.plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('reads an entity history through the audit target index', async () => {
    const [entries] = await plansOf((db) => listAuditEntries(db, { targetType: 'user', targetId: 'x', page: 1 }));
    expect(entries?.plan.join('\n')).toMatch(/USING INDEX audit_log_target_idx/);
  });
});
