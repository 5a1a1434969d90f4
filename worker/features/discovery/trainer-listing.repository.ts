import type { ListTrainersQuery, TrainerListResponse } from '../../shared/api/trainers';
import { PAGE_SIZE } from '../../shared/listing-options';
import { buildListingQuery, type CardRow, toCard } from './listing-query';

/** Runs the listing in one round trip; reads stored figures kept by triggers, never aggregates. */
export async function listApprovedTrainers(db: D1Database, query: ListTrainersQuery): Promise<TrainerListResponse> {
  const { sql, params, countSql, countParams } = buildListingQuery(query);
  const [page, count] = await db.batch([db.prepare(sql).bind(...params), db.prepare(countSql).bind(...countParams)]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return {
    trainers: ((page?.results ?? []) as CardRow[]).map(toCard),
    total,
    page: query.page,
    page_size: PAGE_SIZE,
    has_more: query.page * PAGE_SIZE < total,
  };
}
