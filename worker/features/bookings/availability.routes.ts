import { Hono } from 'hono';
import {
  type AvailabilityResponse,
  availabilityInputSchema,
  BOOKING_TEXT,
  type SaveAvailabilityResponse,
  type StaleAvailabilityResponse,
} from '#shared/api/bookings';
import { MANAGE_PROFILE_MESSAGES } from '#shared/api/manage-profile';
import type { AuthedEnv } from '#worker/app-env';
import { ApiError, errorBody } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { requireUser, requireUserRead } from '#worker/platform/auth/auth.middleware';
import { loadMyAvailability, saveMyAvailability } from './availability.repository';

const noTrainer = () => new ApiError(404, 'no_trainer_profile', MANAGE_PROFILE_MESSAGES.noTrainer);

/** /api/me/trainer/availability: the signed-in trainer's own booking settings, found by user id. */
export const availabilityRoutes = new Hono<AuthedEnv>()
  .get('/', requireUserRead, async (c) => {
    const availability = await loadMyAvailability(c.get('db'), c.get('actor').id);
    if (!availability) throw noTrainer();
    return c.json<AvailabilityResponse>({ availability });
  })
  .put('/', requireUser, validate('json', availabilityInputSchema), async (c) => {
    const result = await saveMyAvailability(c.get('db'), c.get('actor').id, c.req.valid('json'));
    switch (result.kind) {
      case 'saved':
        return c.json<SaveAvailabilityResponse>({
          availability: result.availability,
          message: BOOKING_TEXT.availabilitySaved,
        });
      case 'stale':
        // The saved availability goes with the error, so the editor can show it without another request.
        return c.json<StaleAvailabilityResponse, 409>(
          { ...errorBody('stale_availability', BOOKING_TEXT.availabilityStale), availability: result.availability },
          409,
        );
      case 'no_trainer':
        throw noTrainer();
    }
  });
