// Here rather than in the consumers, so the entry module can route a batch without loading them all (match wrangler.toml).
export const EMAIL_QUEUE = 'trainer-marketplace-email';
export const EMAIL_DEAD_LETTER_QUEUE = 'trainer-marketplace-email-dlq';
/** The analytics events' dead_letter_queue. */
export const DEAD_LETTER_QUEUE = 'trainer-marketplace-events-dlq';

export type QueueRole = 'events' | 'events-dlq' | 'email' | 'email-dlq';

/** By the end of the name: each environment's queues carry their own prefix. */
export function queueRole(queue: string): QueueRole {
  if (queue.endsWith('-email-dlq')) return 'email-dlq';
  if (queue.endsWith('-email')) return 'email';
  if (queue.endsWith('-events-dlq')) return 'events-dlq';
  return 'events';
}
