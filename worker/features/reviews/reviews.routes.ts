import { Hono } from 'hono';
import * as z from 'zod';
import type { MessageResponse } from '#shared/api/auth';
import {
  type CreatedReviewResponse,
  createReviewSchema,
  FLAG_MESSAGES,
  flagReviewSchema,
  type MyReviewStateResponse,
  REVIEW_MESSAGES,
  type UpdatedReviewResponse,
  updateReviewSchema,
} from '#shared/api/reviews';
import { trainerSlugParam } from '#shared/api/trainers';
import { wholeNumberParam } from '#shared/query-params';
import type { AuthedEnv } from '#worker/app-env';
import { clientIp } from '#worker/lib/client-ip';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import { consumeRateLimit } from '#worker/platform/rate-limit';
import { FLAGS_PER_IP, FLAGS_PER_USER, REVIEW_CHANGES_PER_USER, REVIEWS_PER_IP, REVIEWS_PER_USER } from './rate-rules';
import { notifyTrainerOfReview } from './review-notification';
import {
  type ChangeReviewResult,
  createReview,
  deleteMyReview,
  flagReview,
  myReviewState,
  updateMyReview,
} from './reviews.repository';

/** Plain decimal digits only: '1e3', '0x10' and '+5' name no review (z.coerce.number would read them as numbers). */
const reviewParam = z.object({ reviewId: wholeNumberParam('Review id', 1, Number.MAX_SAFE_INTEGER) });

/** The answer to an edit or a delete that did not happen: unknown review, or someone else's. */
function changedReview<T>(result: ChangeReviewResult<T>): T {
  if (result.kind === 'done') return result.value;
  if (result.kind === 'not_yours') throw new ApiError(403, 'not_your_review', REVIEW_MESSAGES.notYours);
  throw new ApiError(404, 'not_found', REVIEW_MESSAGES.notFound);
}

export const trainerReviewRoutes = new Hono<AuthedEnv>()
  .get('/:slug/reviews/mine', requireUser, validate('param', trainerSlugParam), async (c) => {
    const state = await myReviewState(c.get('db'), c.get('actor').id, c.req.valid('param').slug.toLowerCase());
    if (!state) throw new ApiError(404, 'not_found', 'Trainer not found');
    return c.json<MyReviewStateResponse>(state);
  })
  .post(
    '/:slug/reviews',
    requireUser,
    validate('param', trainerSlugParam),
    validate('json', createReviewSchema),
    async (c) => {
      const actor = c.get('actor');
      await consumeRateLimit(
        c.get('db'),
        [
          { rule: REVIEWS_PER_USER, subject: actor.id },
          { rule: REVIEWS_PER_IP, subject: clientIp(c) },
        ],
        'Too many reviews. Please try again later.',
      );
      const result = await createReview(
        c.get('db'),
        actor.id,
        c.req.valid('param').slug.toLowerCase(),
        c.req.valid('json'),
      );
      switch (result.kind) {
        case 'created':
          await notifyTrainerOfReview(c.env, c.get('db'), result.review.id);
          return c.json<CreatedReviewResponse>({ review: result.review, message: REVIEW_MESSAGES.success }, 201);
        case 'not_found':
          throw new ApiError(404, 'not_found', 'Trainer not found');
        case 'own_profile':
          throw new ApiError(403, 'own_profile', REVIEW_MESSAGES.ownProfile);
        case 'duplicate':
          throw new ApiError(409, 'duplicate_review', REVIEW_MESSAGES.duplicate);
      }
    },
  );

/** /api/reviews/:reviewId: its author edits or deletes it; anyone else signed in reports it. */
export const reviewRoutes = new Hono<AuthedEnv>()
  .patch('/:reviewId', requireUser, validate('param', reviewParam), validate('json', updateReviewSchema), async (c) => {
    const actor = c.get('actor');
    await consumeRateLimit(
      c.get('db'),
      [{ rule: REVIEW_CHANGES_PER_USER, subject: actor.id }],
      REVIEW_MESSAGES.tooManyChanges,
    );
    const review = changedReview(
      await updateMyReview(c.get('db'), actor.id, c.req.valid('param').reviewId, c.req.valid('json')),
    );
    return c.json<UpdatedReviewResponse>({ review, message: REVIEW_MESSAGES.updated });
  })
  .delete('/:reviewId', requireUser, validate('param', reviewParam), async (c) => {
    changedReview(await deleteMyReview(c.get('db'), c.get('actor').id, c.req.valid('param').reviewId));
    return c.json<MessageResponse>({ message: REVIEW_MESSAGES.deleted });
  })
  .post(
    '/:reviewId/flags',
    requireUser,
    validate('param', reviewParam),
    validate('json', flagReviewSchema),
    async (c) => {
      const actor = c.get('actor');
      await consumeRateLimit(
        c.get('db'),
        [
          { rule: FLAGS_PER_USER, subject: actor.id },
          { rule: FLAGS_PER_IP, subject: clientIp(c) },
        ],
        'Too many reports. Please try again later.',
      );
      const { reason, details } = c.req.valid('json');
      const stored = details ? `${reason}: ${details}` : reason;
      const result = await flagReview(c.get('db'), actor.id, c.req.valid('param').reviewId, stored);
      switch (result.kind) {
        case 'flagged':
          return c.json<MessageResponse>({ message: FLAG_MESSAGES.success }, 201);
        case 'not_found':
          throw new ApiError(404, 'not_found', 'Review not found');
        case 'own_review':
          throw new ApiError(403, 'own_review', FLAG_MESSAGES.ownReview);
        case 'duplicate':
          throw new ApiError(409, 'duplicate_flag', FLAG_MESSAGES.duplicate);
      }
    },
  );
