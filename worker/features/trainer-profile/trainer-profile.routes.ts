import { type Context, Hono } from 'hono';
import { reviewsQuerySchema, type TrainerProfileResponse, type TrainerReviewsResponse } from '#shared/api/trainers';
import type { AppEnv } from '#worker/app-env';
import { cachedJson } from '#worker/lib/cached-json';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { readThrough } from '#worker/platform/cache/read-through';
import {
  findApprovedTrainerBySlug,
  findApprovedTrainerId,
  findRenamedTrainerSlug,
  listTrainerReviews,
} from './trainer-profile.repository';

export const TRAINER_NOT_FOUND = 'Trainer not found';

/**
 * An old slug (the trainer renamed since) answers 301 to the same resource under the current slug.
 * `fetch` follows it, so the SPA receives the profile and replaces its URL when `trainer.slug`
 * differs from the one it asked for. Like every API response it is `no-store`: a trainer may take
 * an old slug back later, and a browser-cached 301 would then loop.
 */
async function redirectIfRenamed(c: Context<AppEnv>, slug: string, suffix = '') {
  const current = await findRenamedTrainerSlug(c.get('db'), slug);
  if (!current) throw new ApiError(404, 'not_found', TRAINER_NOT_FOUND);
  const query = new URL(c.req.url).search;
  const location = `/api/trainers/${current}${suffix}${query}`;
  c.header('Location', location);
  return c.json({ moved_to: { slug: current, location } }, 301);
}

export const trainerProfileRoutes = new Hono<AppEnv>()
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw new ApiError(404, 'not_found', TRAINER_NOT_FOUND);
    const result = await readThrough<{ trainer: TrainerProfileResponse['trainer'] | null }>(
      c.env,
      c.executionCtx,
      'profile',
      { slug },
      async (db) => ({ trainer: await findApprovedTrainerBySlug(db, slug) }),
      // Only found profiles are cached, so a hit is always a profile.
      (value) => value.trainer !== null,
      // Versioned per trainer: a review or an edit elsewhere leaves this entry valid.
      `profile:${slug}`,
    );
    if (!result.hit && !result.value.trainer) return redirectIfRenamed(c, slug);
    return cachedJson<TrainerProfileResponse>(c, result);
  })
  .get('/:slug/reviews', validate('query', reviewsQuerySchema), async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    const trainerId = await findApprovedTrainerId(c.get('db'), slug);
    if (!trainerId) return redirectIfRenamed(c, slug, '/reviews');
    return c.json<TrainerReviewsResponse>(await listTrainerReviews(c.get('db'), trainerId, c.req.valid('query').page));
  });
