import { Hono } from 'hono';
import * as z from 'zod';
import { adminPageQuerySchema } from '#shared/api/admin-content';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import {
  type FlaggedReviewsResponse,
  type ResolveFlagsResponse,
  resolveFlagsSchema,
} from '#shared/api/review-moderation';
import { wholeNumberParam } from '#shared/query-params';
import type { AuthedEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { listFlaggedReviews, resolveReviewFlags } from './review-moderation.repository';

const reviewParam = z.object({ reviewId: wholeNumberParam('Review id', 1, Number.MAX_SAFE_INTEGER) });

/** /api/admin/flagged-reviews — mounted behind requireAdmin; resolutions are audited in their batch. */
export const reviewModerationRoutes = new Hono<AuthedEnv>()
  .get('/', validate('query', adminPageQuerySchema), async (c) =>
    c.json<FlaggedReviewsResponse>(await listFlaggedReviews(c.get('db'), c.req.valid('query').page)),
  )
  .post('/:reviewId/resolve', validate('param', reviewParam), validate('json', resolveFlagsSchema), async (c) => {
    const { reviewId } = c.req.valid('param');
    const { action } = c.req.valid('json');
    const result = await resolveReviewFlags(c.get('db'), c.get('actor'), reviewId, action);
    switch (result.kind) {
      case 'not_found':
        throw new ApiError(404, 'not_found', CONTENT_MESSAGES.reviewNotFound);
      case 'not_flagged':
        throw new ApiError(409, 'not_flagged', CONTENT_MESSAGES.reviewNotFlagged);
      case 'resolved':
        return c.json<ResolveFlagsResponse>({
          review_id: reviewId,
          action,
          resolved_flag_ids: result.flagIds,
          message: action === 'approve' ? CONTENT_MESSAGES.reviewApproved : CONTENT_MESSAGES.reviewRemoved,
        });
    }
  });
