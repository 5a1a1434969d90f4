/**
 * The queues this worker consumes besides the analytics events (must match wrangler.toml). Here
 * rather than in their consumers, so the entry module can route a batch without loading them all.
 */
export const EMAIL_QUEUE = 'trainer-marketplace-email';
export const EMAIL_DEAD_LETTER_QUEUE = 'trainer-marketplace-email-dlq';
/** The analytics events' dead_letter_queue. */
export const DEAD_LETTER_QUEUE = 'trainer-marketplace-events-dlq';
