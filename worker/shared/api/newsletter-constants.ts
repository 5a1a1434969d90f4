// Without zod, so the home page shows these before the form loads its schema on first focus.
/** SPEC 5: the one message for an email that is empty, has no @ or is too long. */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';

export const NEWSLETTER_MESSAGES = {
  duplicate: { description: 'This email is already on our newsletter list!' },
  success: { description: 'Thank you for joining our newsletter.' },
} as const;
