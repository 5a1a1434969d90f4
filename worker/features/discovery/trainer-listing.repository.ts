import type { Database } from '../../db/client';
import type { ListTrainersQuery, TrainerListResponse } from '../../shared/api/trainers';
import { PAGE_SIZE } from '../../shared/listing-options';
import { listingQueries, toCard } from './listing-query';

/** Runs the listing in one round trip; reads stored figures kept by triggers, never aggregates. */
export async function listApprovedTrainers(db: Database, query: ListTrainersQuery): Promise<TrainerListResponse> {
  const { page, count } = listingQueries(db, query);
  const [rows, [counted]] = await db.batch([page, count]);
  const total = counted?.total ?? 0;
  return {
    trainers: rows.map(toCard),
    total,
    page: query.page,
    page_size: PAGE_SIZE,
    has_more: query.page * PAGE_SIZE < total,
  };
}
