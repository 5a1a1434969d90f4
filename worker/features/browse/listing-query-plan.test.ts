import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ListTrainersQuery } from '#shared/api/trainers';
import { SORT_OPTIONS, type SortOption } from '#shared/listing-options';
import { buildListingQuery, type ListingCursor, type SortKey } from './listing-query.repository';

/**
 * Every listing statement must be answered through indexes: no full scan of trainers, profiles,
 * services or reviews. Without ANALYZE statistics SQLite's plan does not depend on the row count,
 * so what holds here holds at 100,000 trainers (`npm run bench:scale` EXPLAINs the same statements
 * on its large databases). Each shape is checked as the count, the broad page (more matches than
 * the count's cap: read in sort-index order, nothing sorted) and the narrow page (few matches: may
 * range over a filter's index and sort those), with and without a keyset cursor.
 */
async function plan(sql: string, params: unknown[]): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

const fullScans = (lines: string[]) =>
  lines.filter(
    (line) =>
      /^SCAN (t|p|s|c|r|trainers|profiles|services|reviews)\b/.test(line) && !/USING (COVERING )?INDEX/.test(line),
  );
const sorts = (lines: string[]) => lines.filter((line) => /TEMP B-TREE FOR .*ORDER BY/.test(line));

const base: ListTrainersQuery = { sort: 'featured', page: 1 };
const shapes: [string, ListTrainersQuery][] = [
  ...SORT_OPTIONS.map((sort): [string, ListTrainersQuery] => [`sort ${sort}`, { ...base, sort }]),
  ...SORT_OPTIONS.map((sort): [string, ListTrainersQuery] => [
    `search + sort ${sort}`,
    { ...base, sort, search: 'yoga' },
  ]),
  ...SORT_OPTIONS.map((sort): [string, ListTrainersQuery] => [
    `category + sort ${sort}`,
    { ...base, sort, category: 'creative_arts' },
  ]),
  ['deep page by number', { ...base, page: 40 }],
  ['price range', { ...base, minPrice: 10, maxPrice: 200 }],
  ['price range, price sort', { ...base, minPrice: 10, maxPrice: 200, sort: 'price-low' }],
  ['rating + verified', { ...base, minRating: '4', verified: 'true' }],
  ['rating + verified, rating sort', { ...base, minRating: '4', verified: 'true', sort: 'rating' }],
  [
    'everything',
    {
      ...base,
      search: 'coach',
      category: 'business_marketing',
      minPrice: 0,
      maxPrice: 300,
      minRating: '3',
      verified: 'true',
      sort: 'price-high',
      page: 3,
    },
  ],
];

const keyOf: Record<SortOption, SortKey> = {
  featured: ['', 4.5, 10, 500],
  rating: [4.5, 10, 500],
  newest: ['2026-01-01T00:00:00.000Z', 500],
  'price-low': [80, 500],
  'price-high': [80, 500],
};

describe('listing query plans', () => {
  it.each(shapes)('%s uses indexes only', async (_name, query) => {
    const cursors: (ListingCursor | null)[] = [
      null,
      { sort: query.sort, key: keyOf[query.sort] },
      ...(query.search ? [{ sort: query.sort, offset: 24 }] : []),
    ];
    for (const cursor of cursors) {
      const built = buildListingQuery(query, cursor);
      const count = await plan(built.countSql, built.countParams);
      const broad = await plan(built.sql, built.params);
      const narrow = await plan(built.narrowSql, built.narrowParams);
      const combined = await plan(built.combinedSql, built.combinedParams);
      const probe = built.probeSql ? await plan(built.probeSql, built.probeParams) : [];
      expect(built.probeSql !== null, 'a search of short words can probe').toBe(Boolean(query.search));
      for (const lines of [count, broad, narrow, combined, ...(built.probeSql ? [probe] : [])]) {
        expect(lines.length).toBeGreaterThan(0);
        expect(fullScans(lines), lines.join('\n')).toEqual([]);
      }
      // The count stops at the cap in whatever order it reads: it never sorts.
      expect(sorts(count), count.join('\n')).toEqual([]);
      // A broad page (a broad search too) is read in sort-index order: nothing sorts the matches.
      if (!cursor && query.page > 1) {
        // A page by number reads the ids before and on the page from the sort's index; only the
        // page's own rows (at most a page) are then looked up by id and put in order.
        expect(sorts(broad), broad.join('\n')).toHaveLength(1);
        expect(broad[0], broad.join('\n')).toMatch(/^SEARCH trainers USING INTEGER PRIMARY KEY/);
      } else if (!cursor || 'key' in cursor) {
        expect(sorts(broad), broad.join('\n')).toEqual([]);
        expect(sorts(probe), probe.join('\n')).toEqual([]);
        // A category page walks that category's own sort index (category_mask), not every listed trainer.
        if (query.category) expect(broad.join('\n')).toContain(`USING INDEX trainers_${query.category}_`);
      }
    }
  });
});
