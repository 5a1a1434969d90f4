import { Hono } from 'hono';
import type { MessageResponse } from '#shared/api/auth';
import { newsletterSchema } from '#shared/api/newsletter';
import { NEWSLETTER_MESSAGES } from '#shared/api/newsletter-constants';
import type { AppEnv } from '#worker/app-env';
import { clientIp } from '#worker/lib/client-ip';
import { withConstraintErrors } from '#worker/lib/db-errors';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { optionalUser } from '#worker/platform/auth/auth.middleware';
import { consumeRateLimit, type RateRule } from '#worker/platform/rate-limit';
import { subscribeToNewsletter } from './newsletter.repository';

export const NEWSLETTER_PER_IP: RateRule = { name: 'newsletter-ip', limit: 10, windowSeconds: 60 * 60 };
export const NEWSLETTER_PER_USER: RateRule = { name: 'newsletter-user', limit: 5, windowSeconds: 60 * 60 };

export const newsletterRoutes = new Hono<AppEnv>().post(
  '/',
  optionalUser,
  validate('json', newsletterSchema),
  async (c) => {
    const actor = c.get('actor');
    await consumeRateLimit(
      c.get('db'),
      [
        { rule: NEWSLETTER_PER_IP, subject: clientIp(c) },
        ...(actor ? [{ rule: NEWSLETTER_PER_USER, subject: actor.id }] : []),
      ],
      'Too many subscription attempts. Please try again later.',
    );
    const { email, source_page } = c.req.valid('json');
    await withConstraintErrors(
      () => subscribeToNewsletter(c.get('db'), { email, sourcePage: source_page, userId: actor?.id ?? null }),
      { unique: new ApiError(409, 'already_subscribed', NEWSLETTER_MESSAGES.duplicate.description) },
    );
    return c.json<MessageResponse>({ message: NEWSLETTER_MESSAGES.success.description }, 201);
  },
);
