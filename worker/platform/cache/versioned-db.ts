import { createDb, type Database } from '#worker/db/client';
import { withLeadingRead } from '#worker/db/leading-read';
import { versionOf, versionQuery } from './cache-versions.repository';

/**
 * A Database whose first `batch` also reads a cache version, in the same round trip and the same
 * transaction as the data (`withLeadingRead`): a cache entry built from that batch is labelled
 * with exactly the version its data was read at. Reading the version in a round trip of its own
 * before the data was safe too (the data is then at least as new as its label) but cost a round
 * trip on every miss.
 *
 * Loaders that fill the cache read through `db.batch` (a single query too: `db.batch([query])`);
 * a loader that ran no batch leaves `version()` undefined and its result is not cached.
 */
export interface VersionedDb {
  db: Database;
  /** The version read with the first batch, or undefined before it. */
  version(): number | undefined;
}

export function versionedDb(d1: D1Database, key: string): VersionedDb {
  const db = createDb(d1);
  let version: number | undefined;
  const wrapped = withLeadingRead(db, versionQuery(db, key), (rows) => {
    version = versionOf(rows);
  });
  return { db: wrapped, version: () => version };
}
