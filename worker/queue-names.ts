/**
 * The queues this worker consumes besides the analytics events, locally (must match wrangler.toml).
 * Here rather than in their consumers, so the entry module can route a batch without loading them all.
 */
export const EMAIL_QUEUE = 'trainer-marketplace-email';
export const EMAIL_DEAD_LETTER_QUEUE = 'trainer-marketplace-email-dlq';
/** The analytics events' dead_letter_queue. */
export const DEAD_LETTER_QUEUE = 'trainer-marketplace-events-dlq';

/** What a queue is to this worker. */
export type QueueRole = 'events' | 'events-dlq' | 'email' | 'email-dlq';

/**
 * A batch's queue by the end of its name: each environment's queues carry its own prefix
 * (`trainer-marketplace-staging-email`, wrangler.toml) and the same endings as the names above.
 */
export function queueRole(queue: string): QueueRole {
  if (queue.endsWith('-email-dlq')) return 'email-dlq';
  if (queue.endsWith('-email')) return 'email';
  if (queue.endsWith('-events-dlq')) return 'events-dlq';
  return 'events';
}
