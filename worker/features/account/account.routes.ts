import { Hono } from 'hono';
import type { AuthedEnv } from '../../app-env';
import { ApiError } from '../../lib/errors';
import type { CreateTrainerProfileResponse, MeResponse } from '../../shared/api/me';
import { requireUser } from '../auth/auth.middleware';
import { createMyTrainer, findMyTrainer } from './my-trainer.repository';

// requireUser per route, not `.use()`: a router-wide middleware here would also run for every
// /api/me/trainer/* route mounted by other features.
export const accountRoutes = new Hono<AuthedEnv>()
  .get('/', requireUser, async (c) => {
    const actor = c.get('actor');
    const body: MeResponse = {
      user: {
        id: actor.id,
        email: actor.email,
        full_name: actor.fullName,
        is_admin: actor.isAdmin,
        created_at: actor.createdAt,
      },
      trainer: await findMyTrainer(c.get('db'), actor.id),
    };
    return c.json(body);
  })
  .post('/trainer', requireUser, async (c) => {
    const trainer = await createMyTrainer(c.get('db'), c.get('actor'));
    if (!trainer) throw new ApiError(409, 'trainer_exists', 'You already have a trainer profile');
    return c.json<CreateTrainerProfileResponse>(
      { trainer, message: "Trainer profile created! It's pending admin approval." },
      201,
    );
  });
