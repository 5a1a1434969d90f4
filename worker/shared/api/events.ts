import { z } from 'zod';
import { SOCIAL_PLATFORMS } from '../enums';

/** Analytics events the browser posts (SPEC 7); the worker queues them for the consumer. */
const eventId = z.string().uuid('eventId must be a UUID').optional();
const trainerId = z.number({ error: 'trainerId is required' }).int().positive('trainerId must be positive');

export const profileViewEventSchema = z.object({
  eventId,
  trainerId,
  source: z.string().trim().max(50, 'source is too long').optional(),
  search: z.string().trim().max(200, 'search is too long').optional(),
  referrer: z.string().trim().max(500, 'referrer is too long').optional(),
});

export const socialClickEventSchema = z.object({
  eventId,
  trainerId,
  platform: z.enum(SOCIAL_PLATFORMS, { error: `platform must be one of ${SOCIAL_PLATFORMS.join(', ')}` }),
});

export const searchQueryEventSchema = z.object({
  eventId,
  query: z.string().trim().min(1, 'query must not be blank').max(200, 'query is too long'),
});

export interface AcceptedResponse {
  accepted: true;
}
