// Without zod, so the home page shows them without loading the schema (newsletter.ts), which the
// form loads when it is first focused or submitted.

/** SPEC 5: the one message for an email that is empty, has no @ or is too long. */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';

/** What the worker answers (the web's toasts show these under their own titles). */
export const NEWSLETTER_MESSAGES = {
  duplicate: { description: 'This email is already on our newsletter list!' },
  success: { description: 'Thank you for joining our newsletter.' },
} as const;
