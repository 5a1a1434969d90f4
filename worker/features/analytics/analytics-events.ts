import * as z from 'zod';
import { SOCIAL_PLATFORMS } from '#shared/enums';

/**
 * Messages on the analytics queue. `eventId` is the idempotency key: the consumer's inserts ignore
 * an id they have already stored, so at-least-once delivery never double-counts.
 */
const base = {
  eventId: z.string().min(8).max(64),
  occurredAt: z.iso.datetime(),
  /** The intake request's id, for the consumer's log lines; events queued before it existed have none. */
  requestId: z.string().max(100).optional(),
};

export const analyticsEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('profile_view'),
    ...base,
    trainerId: z.number().int().positive(),
    sourcePage: z.string().min(1).max(50),
    searchQuery: z.string().max(200).nullable(),
    referrer: z.string().max(500).nullable(),
  }),
  z.object({
    type: z.literal('social_click'),
    ...base,
    trainerId: z.number().int().positive(),
    platform: z.enum(SOCIAL_PLATFORMS),
  }),
  z.object({
    type: z.literal('search_query'),
    ...base,
    query: z.string().min(1).max(200),
    userId: z.string().max(64).nullable(),
  }),
  z.object({
    type: z.literal('blog_view'),
    ...base,
    postId: z.number().int().positive(),
    /** UTC day of the view (YYYY-MM-DD); with the post, part of what the visitor key hashes. */
    viewDay: z.iso.date(),
    /** HMAC of IP, user agent, post and day: a visitor counts once per post per day (never the raw IP). */
    visitorKey: z.string().regex(/^[0-9a-f]{64}$/),
  }),
]);

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;
