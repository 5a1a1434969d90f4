import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import {
  type AcceptedResponse,
  blogViewEventSchema,
  profileViewEventSchema,
  searchQueryEventSchema,
  socialClickEventSchema,
} from '#shared/api/events';
import type { AppEnv } from '#worker/app-env';
import type { Database } from '#worker/db/client';
import { storeEventNow } from '#worker/features/analytics/analytics-events.consumer';
import { blogVisitorKey, findPublishedPostId, utcDay } from '#worker/features/blog/index';
import { isApprovedTrainer } from '#worker/features/trainer-profile/index';
import { clientIp } from '#worker/lib/client-ip';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { optionalUser } from '#worker/platform/auth/auth.middleware';
import { currentRequestId, log } from '#worker/platform/log/logger';
import type { AnalyticsEvent } from './analytics-events';

/**
 * Analytics intake: validate, then hand to the Queue and answer 202 at once; the consumer writes
 * D1. Limited per IP by Cloudflare's rate limiter so a loop cannot flood the queue. Anyone may
 * post; a token sent along is judged as everywhere (`optionalUser`: a banned user's is 403, an
 * expired one 401; worker/features/auth/README.md, "Banned users").
 */
const eventRateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const { success } = await c.env.EVENT_LIMITER.limit({ key: `events:${clientIp(c)}` });
  if (!success) throw new ApiError(429, 'rate_limited', 'Too many events. Please slow down.');
  await next();
});

/**
 * Hands the event to the queue, with the request's id for the consumer's log lines. The queue
 * failing does not fail the visitor's request, nor lose the event: it is written at once, as the
 * consumer would write it (the same idempotent insert). Only if D1 refuses it too is it dropped,
 * with a log line (worker/platform/log/README.md, "What a failing binding does").
 */
async function enqueue(c: Context<AppEnv>, event: AnalyticsEvent) {
  const message: AnalyticsEvent = { ...event, requestId: currentRequestId() };
  try {
    await c.env.EVENTS.send(message, { contentType: 'json' });
    return;
  } catch (error) {
    log.warn('Analytics queue refused an event; writing it directly', { eventType: event.type, error });
  }
  try {
    await storeEventNow(c.get('db'), message);
  } catch (error) {
    log.error('Analytics event dropped: neither the queue nor D1 took it', {
      eventType: event.type,
      eventId: event.eventId,
      error,
    });
  }
}

async function assertApprovedTrainer(db: Database, trainerId: number) {
  if (!(await isApprovedTrainer(db, trainerId))) throw new ApiError(404, 'not_found', 'Trainer not found');
}

const accepted = { accepted: true } satisfies AcceptedResponse;

export const eventRoutes = new Hono<AppEnv>()
  .use(eventRateLimit)
  .post('/profile-view', optionalUser, validate('json', profileViewEventSchema), async (c) => {
    const body = c.req.valid('json');
    await assertApprovedTrainer(c.get('db'), body.trainerId);
    await enqueue(c, {
      type: 'profile_view',
      eventId: body.eventId,
      occurredAt: new Date().toISOString(),
      trainerId: body.trainerId,
      sourcePage: body.source || 'direct',
      searchQuery: body.search || null,
      referrer: body.referrer || null,
    });
    return c.json(accepted, 202);
  })
  .post('/social-click', optionalUser, validate('json', socialClickEventSchema), async (c) => {
    const body = c.req.valid('json');
    await assertApprovedTrainer(c.get('db'), body.trainerId);
    await enqueue(c, {
      type: 'social_click',
      eventId: body.eventId,
      occurredAt: new Date().toISOString(),
      trainerId: body.trainerId,
      platform: body.platform,
    });
    return c.json(accepted, 202);
  })
  .post('/search', optionalUser, validate('json', searchQueryEventSchema), async (c) => {
    const body = c.req.valid('json');
    await enqueue(c, {
      type: 'search_query',
      eventId: body.eventId,
      occurredAt: new Date().toISOString(),
      query: body.query,
      userId: c.get('actor')?.id ?? null,
    });
    return c.json(accepted, 202);
  })
  // A read of a published post: the consumer adds one to views_count, once per visitor per day.
  .post('/blog-view', optionalUser, validate('json', blogViewEventSchema), async (c) => {
    const postId = await findPublishedPostId(c.get('db'), c.req.valid('json').slug);
    if (!postId) throw new ApiError(404, 'not_found', CONTENT_MESSAGES.articleNotFound);
    const now = new Date();
    const viewDay = utcDay(now);
    await enqueue(c, {
      type: 'blog_view',
      eventId: crypto.randomUUID(),
      occurredAt: now.toISOString(),
      postId,
      viewDay,
      visitorKey: await blogVisitorKey(c.env.JWT_SECRET, {
        ip: clientIp(c),
        userAgent: c.req.header('user-agent') ?? '',
        postId,
        day: viewDay,
      }),
    });
    return c.json(accepted, 202);
  });
