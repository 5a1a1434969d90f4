import { Hono } from 'hono';
import { type TrainerPreviewResponse, trainerSlugParam } from '#shared/api/trainers';
import { profileCompleteness } from '#shared/profile-completeness';
import type { AuthedEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import { findTrainerProfileForPreview } from './trainer-profile.repository';
import { TRAINER_NOT_FOUND } from './trainer-profile.routes';

/** For its own trainer and admins; anyone else gets the same 404 as for no profile, so a pending one is not even confirmed. */
export const trainerPreviewRoutes = new Hono<AuthedEnv>().get(
  '/:slug/preview',
  requireUser,
  validate('param', trainerSlugParam),
  async (c) => {
    const actor = c.get('actor');
    const found = await findTrainerProfileForPreview(c.get('db'), c.req.valid('param').slug.toLowerCase());
    if (!found || !(actor.isAdmin || found.trainer.user_id === actor.id)) {
      throw new ApiError(404, 'not_found', TRAINER_NOT_FOUND);
    }
    const { trainer, status } = found;
    c.header('X-Robots-Tag', 'noindex');
    return c.json<TrainerPreviewResponse>({
      trainer,
      status,
      completeness: profileCompleteness({ ...trainer, service_count: trainer.services.length }),
    });
  },
);
