import { CONTACT_MESSAGES } from '#shared/api/contact-constants';

/** SPEC 5 and 8 contact form toasts; the descriptions are the worker's own messages. */
export const CONTACT_TOASTS = {
  missing: { title: 'Missing fields', description: CONTACT_MESSAGES.missing },
  success: { title: 'Message sent!', description: CONTACT_MESSAGES.successDescription },
  failure: 'Failed to send message. Please try again.',
} as const;
