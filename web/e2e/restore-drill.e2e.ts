/**
 * The restore drill (README, Deploying): the running app's local D1 is backed up with
 * `npm run db:backup`'s code, restored into a throw-away folder, then restored again over that
 * copy with a row added to it; each time every table (the FTS5 search index included) holds
 * exactly the backup's rows, with the source's tables, indexes and triggers, and a search finds
 * what it finds in the source. The app's own database is only read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';
import { backupLocalD1, restoreLocalD1 } from '#worker/scripts/local-backup';
import { localD1File } from '#worker/scripts/wrangler-cli';
import { persistTo as source } from './app-server';

const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The schema's objects, what a search finds and each table's rows, read from the database file
 * itself (WAL: beside the running server); `then` runs after the reads. The backup and the restores
 * are what go through wrangler, as `npm run db:backup` and `db:restore` do.
 */
function look(persistTo: string, tables: string[], then = '') {
  const db = new DatabaseSync(localD1File(persistTo));
  try {
    const all = (sql: string) => db.prepare(sql).all();
    const objects = all(
      `SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index', 'trigger', 'view')
         AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type, name`,
    );
    const search = all("SELECT count(*) AS n FROM trainer_search WHERE trainer_search MATCH 'yoga'");
    const rows = Object.fromEntries(tables.map((t) => [t, all(`SELECT count(*) AS n FROM "${t}"`)[0]?.n]));
    if (then) db.exec(then);
    return { objects, search, rows };
  } finally {
    db.close();
  }
}

test('a backup of the local D1 restores into a wiped database with every row', { timeout: 180_000 }, () => {
  const file = join(dir, 'backup.sql');
  const target = join(dir, 'state');

  const backedUp = backupLocalD1(source, file);
  const tables = Object.keys(backedUp);
  // The seed is in it, the search index's rows too.
  expect(backedUp.trainers).toBeGreaterThan(600);
  expect(backedUp.trainer_search).toBe(backedUp.trainers);
  expect(backedUp.trainer_profile_views).toBeGreaterThan(0);
  const { objects, search } = look(source, []);
  expect(objects.length).toBeGreaterThan(100);

  restoreLocalD1(target, file);
  const restored = look(
    target,
    tables,
    "INSERT INTO faqs (question, answer, category) VALUES ('Left over?', 'No.', 'General')",
  );
  expect(restored).toEqual({ objects, search, rows: backedUp });

  // Restoring over a populated database wipes it first: the row added above is gone, nothing doubled.
  restoreLocalD1(target, file);
  expect(look(target, tables)).toEqual({ objects, search, rows: backedUp });
});
