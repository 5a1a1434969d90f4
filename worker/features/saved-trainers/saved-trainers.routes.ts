import { Hono } from 'hono';
import * as z from 'zod';
import type { SavedIdsResponse, SavedTrainersResponse, SaveStateResponse } from '#shared/api/saved-trainers';
import type { AuthedEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { rowId } from '#worker/lib/params';
import { validate } from '#worker/lib/validate';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import { listSavedTrainerIds, listSavedTrainers, saveTrainer, unsaveTrainer } from './saved-trainers.repository';

const trainerParam = z.object({
  trainerId: rowId('Trainer id'),
});

/** /api/saved-trainers: the signed-in user's own list only (the user id never comes from the client). */
export const savedTrainerRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/', async (c) =>
    c.json<SavedTrainersResponse>({ saved: await listSavedTrainers(c.get('db'), c.get('actor').id) }),
  )
  .get('/ids', async (c) =>
    c.json<SavedIdsResponse>({ trainer_ids: await listSavedTrainerIds(c.get('db'), c.get('actor').id) }),
  )
  .put('/:trainerId', validate('param', trainerParam), async (c) => {
    const { trainerId } = c.req.valid('param');
    if (!(await saveTrainer(c.get('db'), c.get('actor').id, trainerId)))
      throw new ApiError(404, 'not_found', 'Trainer not found');
    return c.json<SaveStateResponse>({ trainer_id: trainerId, saved: true });
  })
  .delete('/:trainerId', validate('param', trainerParam), async (c) => {
    const { trainerId } = c.req.valid('param');
    await unsaveTrainer(c.get('db'), c.get('actor').id, trainerId);
    return c.json<SaveStateResponse>({ trainer_id: trainerId, saved: false });
  });
