import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ListTrainersQuery } from '../../shared/api/trainers';
import { SORT_OPTIONS } from '../../shared/listing-options';
import { buildListingQuery } from './listing-query';

/**
 * Every listing query shape must be answered through indexes: no full scan of trainers, profiles,
 * services or reviews. Without ANALYZE statistics SQLite's plan does not depend on the row count,
 * so what holds here holds for thousands of trainers (npm run bench prints the same plans).
 * Search results are sorted after the FTS match, which stays small.
 */
async function plan(query: ListTrainersQuery): Promise<string[]> {
  const { sql, params } = buildListingQuery(query);
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

const base: ListTrainersQuery = { sort: 'featured', page: 1 };
const shapes: [string, ListTrainersQuery][] = [
  ...SORT_OPTIONS.map((sort): [string, ListTrainersQuery] => [`sort ${sort}`, { ...base, sort }]),
  ...SORT_OPTIONS.map((sort): [string, ListTrainersQuery] => [
    `search + sort ${sort}`,
    { ...base, sort, search: 'yoga' },
  ]),
  ['category', { ...base, category: 'creative_arts' }],
  ['price range', { ...base, minPrice: 10, maxPrice: 200, sort: 'price-low' }],
  ['rating + verified', { ...base, minRating: '4', verified: 'true', sort: 'rating' }],
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

describe('listing query plans', () => {
  it.each(shapes)('%s uses indexes only', async (_name, query) => {
    const lines = await plan(query);
    expect(lines.length).toBeGreaterThan(0);
    const fullScans = lines.filter(
      (line) =>
        /^SCAN (t|p|s|c|r|trainers|profiles|services|reviews)\b/.test(line) && !/USING (COVERING )?INDEX/.test(line),
    );
    expect(fullScans, lines.join('\n')).toEqual([]);
    // Without a search, a page is read in index order: nothing sorts the whole match set.
    if (!query.search)
      expect(
        lines.filter((line) => /TEMP B-TREE FOR .*ORDER BY/.test(line)),
        lines.join('\n'),
      ).toEqual([]);
  });
});
