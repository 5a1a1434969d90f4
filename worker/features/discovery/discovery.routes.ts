import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  listTrainersQuerySchema,
  reviewsQuerySchema,
  type TrainerListResponse,
  type TrainerProfileResponse,
  type TrainerReviewsResponse,
} from '../../shared/api/trainers';
import { toFtsQuery } from './fts-query';
import { readThrough } from './listing-cache';
import { listApprovedTrainers } from './trainer-listing.repository';
import { findApprovedTrainerBySlug, findApprovedTrainerId, listTrainerReviews } from './trainer-profile.repository';

export const TRAINER_NOT_FOUND = 'Trainer not found';

/** Sends cached or fresh JSON text as is, marking whether it came from the cache. */
function jsonText(c: Context<AppEnv>, result: { hit: boolean; json: string }) {
  c.header('x-cache', result.hit ? 'hit' : 'miss');
  c.header('content-type', 'application/json; charset=UTF-8');
  return c.body(result.json, 200);
}

export const discoveryRoutes = new Hono<AppEnv>()
  .get('/', validate('query', listTrainersQuerySchema), async (c) => {
    const query = c.req.valid('query');
    // Key on the normalised search, so case, accent and punctuation variants share one entry.
    const key = { ...query, search: toFtsQuery(query.search) };
    const result = await readThrough<TrainerListResponse>(c.env, c.executionCtx, 'list', key, () =>
      listApprovedTrainers(c.env.DB, query),
    );
    return jsonText(c, result);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw new ApiError(404, 'not_found', TRAINER_NOT_FOUND);
    const result = await readThrough<{ trainer: TrainerProfileResponse['trainer'] | null }>(
      c.env,
      c.executionCtx,
      'profile',
      { slug },
      async () => ({ trainer: await findApprovedTrainerBySlug(c.env.DB, slug) }),
      // Only found profiles are cached, so a hit is always a profile.
      (value) => value.trainer !== null,
    );
    if (!result.hit && !result.value.trainer) throw new ApiError(404, 'not_found', TRAINER_NOT_FOUND);
    return jsonText(c, result);
  })
  .get('/:slug/reviews', validate('query', reviewsQuerySchema), async (c) => {
    const trainerId = await findApprovedTrainerId(c.env.DB, c.req.param('slug').toLowerCase());
    if (!trainerId) throw new ApiError(404, 'not_found', TRAINER_NOT_FOUND);
    return c.json<TrainerReviewsResponse>(await listTrainerReviews(c.env.DB, trainerId, c.req.valid('query').page));
  });
