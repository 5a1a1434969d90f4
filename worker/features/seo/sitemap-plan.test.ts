import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { sqlTextOnly } from '#worker/db/sql-text';
import {
  listedTrainerSlugsQuery,
  maxPostIdQuery,
  maxTrainerIdQuery,
  publishedPostSlugsQuery,
} from './sitemap.repository';

/**
 * Every sitemap statement reads a bounded slice: a part is one range of the rowid, the index's part
 * count is MAX of the rowid. Without ANALYZE statistics SQLite's plan does not depend on the row
 * count, so what holds on this small database holds for 100,000 trainers.
 */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = query.toSQL();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

const range = { first: 5_001, last: 10_000 };

describe('sitemap query plans', () => {
  it.each([
    ['trainers in an id range', listedTrainerSlugsQuery(sqlTextOnly, range), 'trainers'],
    ['published posts in an id range', publishedPostSlugsQuery(sqlTextOnly, range), 'blog_posts'],
  ])('%s: a rowid range search, in id order, no scan or sort', async (_name, query, table) => {
    const lines = await plan(query);
    expect(lines, lines.join('\n')).toEqual([
      expect.stringMatching(new RegExp(`^SEARCH ${table} USING INTEGER PRIMARY KEY \\(rowid>\\? AND rowid<\\?\\)$`)),
    ]);
  });

  it.each([
    ['trainers', maxTrainerIdQuery(sqlTextOnly)],
    ['blog_posts', maxPostIdQuery(sqlTextOnly)],
  ])('max id of %s is one step down the rowid b-tree', async (table, query) => {
    const lines = await plan(query);
    expect(lines, lines.join('\n')).toEqual([`SEARCH ${table}`]);
  });
});
