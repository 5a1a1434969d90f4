import { describe, expect, it } from 'vitest';
import { DEAD_LETTER_QUEUE, EMAIL_DEAD_LETTER_QUEUE, EMAIL_QUEUE, queueRole } from './queue-names';

/** Every environment's queues reach their consumer (wrangler.toml names; check-environments.ts reads the real ones). */
describe('queueRole', () => {
  it.each([
    ['trainer-marketplace-events', 'events'],
    [DEAD_LETTER_QUEUE, 'events-dlq'],
    [EMAIL_QUEUE, 'email'],
    [EMAIL_DEAD_LETTER_QUEUE, 'email-dlq'],
    ['trainer-marketplace-staging-events', 'events'],
    ['trainer-marketplace-staging-events-dlq', 'events-dlq'],
    ['trainer-marketplace-staging-email', 'email'],
    ['trainer-marketplace-production-email-dlq', 'email-dlq'],
  ])('%s → %s', (queue, role) => {
    expect(queueRole(queue)).toBe(role);
  });
});
