import { Hono } from 'hono';
import * as z from 'zod';
import type { AuthedEnv } from '../../app-env';
import { clientIp } from '../../lib/client-ip';
import { ApiError } from '../../lib/errors';
import { consumeRateLimit } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import type { MessageResponse } from '../../shared/api/auth';
import {
  type CreatedReviewResponse,
  createReviewSchema,
  FLAG_MESSAGES,
  flagReviewSchema,
  REVIEW_MESSAGES,
} from '../../shared/api/reviews';
import { requireUser } from '../auth/auth.middleware';
import { FLAGS_PER_IP, FLAGS_PER_USER, REVIEWS_PER_IP, REVIEWS_PER_USER } from './rate-rules';
import { notifyTrainerOfReview } from './review-notification';
import { createReview, flagReview } from './reviews.repository';

const slugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/i, 'Trainer not found') });
const reviewParam = z.object({ reviewId: z.coerce.number({ error: 'Review id must be a number' }).int().positive() });

/** POST /api/trainers/:slug/reviews — mounted beside the public trainer routes. */
export const reviewWriteRoutes = new Hono<AuthedEnv>().post(
  '/:slug/reviews',
  requireUser,
  validate('param', slugParam),
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

/** POST /api/reviews/:reviewId/flags — report someone else's review to the moderators. */
export const reviewFlagRoutes = new Hono<AuthedEnv>().post(
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
