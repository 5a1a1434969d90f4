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
import { afterAll, expect, test } from 'vitest';
import { backupLocalD1, restoreLocalD1 } from '#worker/scripts/local-backup';
import { d1Execute } from '#worker/scripts/wrangler-cli';
import { persistTo as source } from './app-server';

const dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * The schema's objects, what a search finds and each table's rows, in one call of wrangler (each
 * costs seconds); `then` runs after the reads.
 */
function look(persistTo: string, tables: string[], then = '') {
  const [objects, search, ...counts] = d1Execute<Record<string, unknown>>(
    { persistTo },
    [
      `SELECT type, name FROM sqlite_master WHERE type IN ('table', 'index', 'trigger', 'view')
         AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type, name`,
      "SELECT count(*) AS n FROM trainer_search WHERE trainer_search MATCH 'yoga'",
      ...tables.map((t) => `SELECT count(*) AS n FROM "${t}"`),
      ...(then ? [then] : []),
    ].join(';\n'),
  );
  return {
    objects: objects?.results,
    search: search?.results,
    rows: Object.fromEntries(tables.map((t, i) => [t, counts[i]?.results[0]?.n])),
  };
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
  expect(objects?.length).toBeGreaterThan(100);

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
