import { Hono } from 'hono';
import { listTrainersQuerySchema, type TrainerListResponse } from '#shared/api/trainers';
import type { AppEnv } from '#worker/app-env';
import { cachedJson } from '#worker/lib/cached-json';
import { validate } from '#worker/lib/validate';
import { readThrough } from '#worker/platform/cache/read-through';
import { toFtsQuery } from './fts-query';
import { listApprovedTrainers } from './trainer-listing.repository';

export const browseRoutes = new Hono<AppEnv>().get('/', validate('query', listTrainersQuerySchema), async (c) => {
  const query = c.req.valid('query');
  // Key on the normalised search, so case, accent and punctuation variants share one entry.
  const key = { ...query, search: toFtsQuery(query.search) };
  const result = await readThrough<TrainerListResponse>(c.env, c.executionCtx, 'list', key, (db) =>
    listApprovedTrainers(db, query),
  );
  return cachedJson(c, result);
});
