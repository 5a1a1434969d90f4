import { createDb, type Database } from '#worker/db/client';
import { withLeadingRead } from '#worker/db/leading-read';
import { versionOf, versionQuery } from './cache-versions.repository';

/** Reads the cache version in the data's own batch, so an entry is labelled with exactly the version its data was read at; no batch, no caching. */
export interface VersionedDb {
  db: Database;
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
