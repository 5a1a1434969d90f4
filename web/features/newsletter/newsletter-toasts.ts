import { NEWSLETTER_INVALID_EMAIL, NEWSLETTER_MESSAGES } from '#shared/api/newsletter-constants';

/** SPEC 5 and 8 newsletter toasts (title and description); some descriptions are the worker's own messages. */
export const NEWSLETTER_TOASTS = {
  invalid: { title: 'Invalid email', description: NEWSLETTER_INVALID_EMAIL },
  duplicate: { title: 'Already subscribed', description: NEWSLETTER_MESSAGES.duplicate.description },
  failure: { title: 'Error', description: 'Failed to subscribe. Please try again.' },
  success: { title: 'Successfully subscribed!', description: NEWSLETTER_MESSAGES.success.description },
} as const;
