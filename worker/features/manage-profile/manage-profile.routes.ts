import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as z from 'zod';
import {
  type DeleteServiceResponse,
  MANAGE_PROFILE_MESSAGES as MESSAGES,
  type MyTrainerProfileResponse,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_SIDE_PIXELS,
  type PhotoResponse,
  type ServiceResponse,
  type StaleServiceResponse,
  serviceInputSchema,
  type UpdateProfileResponse,
  updateProfileSchema,
  updateServiceSchema,
} from '#shared/api/manage-profile';
import type { AuthedEnv } from '#worker/app-env';
import { checkImage, imageUrl, storeImage } from '#worker/features/images/index';
import { ApiError, errorBody } from '#worker/lib/errors';
import { rowId } from '#worker/lib/params';
import { validate } from '#worker/lib/validate';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import {
  createMyService,
  deleteMyService,
  hasTrainer,
  loadMyProfile,
  setMyProfileImage,
  updateMyProfile,
  updateMyService,
} from './manage-profile.repository';

const serviceParam = z.object({ serviceId: rowId('Service id') });

const noTrainer = () => new ApiError(404, 'no_trainer_profile', MESSAGES.noTrainer);
// The worker cannot tell a service removed in another tab from an id that was never the actor's;
// the owner's editor only holds ids it loaded, so for them it means the former.
const serviceGone = () => new ApiError(404, 'not_found', MESSAGES.serviceGone);

const photoBodyLimit = bodyLimit({
  maxSize: PHOTO_MAX_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', MESSAGES.photoTooLarge, { photo: MESSAGES.photoTooLarge });
  },
});

/**
 * /api/me/trainer/*: the signed-in user's own trainer profile, services and photo. Nothing here
 * takes a trainer id from the client; the actor's own record is found by their user id, and a
 * service id only matches within it. `requireUser` per route (see account.routes.ts).
 */
export const manageProfileRoutes = new Hono<AuthedEnv>()
  .get('/profile', requireUser, async (c) => {
    const profile = await loadMyProfile(c.get('db'), c.get('actor').id);
    if (!profile) throw noTrainer();
    return c.json<MyTrainerProfileResponse>({ profile });
  })
  .put('/profile', requireUser, validate('json', updateProfileSchema), async (c) => {
    const result = await updateMyProfile(c.get('db'), c.get('actor').id, c.req.valid('json'));
    switch (result.kind) {
      case 'updated':
        return c.json<UpdateProfileResponse>({ profile: result.profile, message: MESSAGES.updated });
      case 'stale':
        throw new ApiError(409, 'stale_profile', MESSAGES.stale);
      case 'no_trainer':
        throw noTrainer();
    }
  })
  .post('/services', requireUser, validate('json', serviceInputSchema), async (c) => {
    const result = await createMyService(c.get('db'), c.get('actor').id, c.req.valid('json'));
    switch (result.kind) {
      case 'created':
        return c.json<ServiceResponse>({ service: result.service, message: MESSAGES.serviceAdded }, 201);
      case 'limit':
        throw new ApiError(409, 'too_many_services', MESSAGES.tooManyServices);
      case 'no_trainer':
        throw noTrainer();
    }
  })
  .put(
    '/services/:serviceId',
    requireUser,
    validate('param', serviceParam),
    validate('json', updateServiceSchema),
    async (c) => {
      const result = await updateMyService(
        c.get('db'),
        c.get('actor').id,
        c.req.valid('param').serviceId,
        c.req.valid('json'),
      );
      switch (result.kind) {
        case 'updated':
          return c.json<ServiceResponse>({ service: result.service, message: MESSAGES.serviceUpdated });
        case 'stale':
          // The saved service goes with the error, so the editor can offer it without another request.
          // The status is named too: with the body's type alone, c.json types it as any status.
          return c.json<StaleServiceResponse, 409>(
            { ...errorBody('stale_service', MESSAGES.serviceStale), service: result.service },
            409,
          );
        case 'not_found':
          throw serviceGone();
      }
    },
  )
  .delete('/services/:serviceId', requireUser, validate('param', serviceParam), async (c) => {
    const { serviceId } = c.req.valid('param');
    if (!(await deleteMyService(c.get('db'), c.get('actor').id, serviceId))) throw serviceGone();
    return c.json<DeleteServiceResponse>({ id: serviceId, message: MESSAGES.serviceRemoved });
  })
  /**
   * The photo is the raw request body (the browser sends the resized Blob). Only a whole, decodable
   * JPEG, PNG or WebP image with nothing appended is stored (images/image-check.ts); it is stored
   * in R2 under its content hash before the profile points at it, so a failed upload leaves the
   * old photo in place.
   */
  .put('/photo', requireUser, photoBodyLimit, async (c) => {
    const actorId = c.get('actor').id;
    if (!(await hasTrainer(c.get('db'), actorId))) throw noTrainer();
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.byteLength > PHOTO_MAX_BYTES) {
      throw new ApiError(413, 'payload_too_large', MESSAGES.photoTooLarge, { photo: MESSAGES.photoTooLarge });
    }
    const image = await checkImage(bytes, PHOTO_MAX_SIDE_PIXELS);
    if (!image.ok) {
      const message = image.problem === 'too_many_pixels' ? MESSAGES.photoTooManyPixels : MESSAGES.photoType;
      throw new ApiError(400, 'validation_error', message, { photo: message });
    }
    const url = imageUrl(await storeImage(c.env.IMAGES, bytes, image.type));
    if (!(await setMyProfileImage(c.get('db'), actorId, url))) throw noTrainer();
    return c.json<PhotoResponse>({ profile_image: url, message: MESSAGES.photoUpdated });
  });
