import * as z from 'zod';
import { SOCIAL_PLATFORMS } from '#shared/enums';
import { userText } from '#shared/text';
import { BLOG_SLUG_PATTERN } from './blog';

/** The client's idempotency key: a retried event carries the same id and is stored once. */
const eventId = z
  .string({ error: 'eventId is required: a UUID the client makes once per event and repeats on retries' })
  .uuid('eventId must be a UUID');
const trainerId = z.number({ error: 'trainerId is required' }).int().positive('trainerId must be positive');

export const profileViewEventSchema = z.object({
  eventId,
  trainerId,
  source: userText({ label: 'source', max: 50, messages: { tooLong: 'source is too long' } }).optional(),
  search: userText({ label: 'search', max: 200, messages: { tooLong: 'search is too long' } }).optional(),
  referrer: userText({ label: 'referrer', max: 500, messages: { tooLong: 'referrer is too long' } }).optional(),
});

export const socialClickEventSchema = z.object({
  eventId,
  trainerId,
  platform: z.enum(SOCIAL_PLATFORMS, { error: `platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }),
});

export const searchQueryEventSchema = z.object({
  eventId,
  query: userText({
    label: 'query',
    max: 200,
    required: true,
    messages: { required: 'query must not be blank', tooLong: 'query is too long' },
  }),
});

/** POST /api/events/blog-view: one view of a published post (counted once per visitor per day). */
export const blogViewEventSchema = z.object({
  slug: z.string({ error: 'slug is required' }).regex(BLOG_SLUG_PATTERN, 'slug must be an article slug'),
});
export type BlogViewEventInput = z.input<typeof blogViewEventSchema>;

export interface AcceptedResponse {
  accepted: true;
}
