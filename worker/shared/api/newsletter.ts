import { z } from 'zod';
import { userText } from '../text';

/** SPEC 5: non-empty after trimming and containing @; stored trimmed and lower-cased. */
export const NEWSLETTER_INVALID_EMAIL = 'Please enter a valid email address.';
export const newsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID_EMAIL })
    .trim()
    .min(1, NEWSLETTER_INVALID_EMAIL)
    .max(254, NEWSLETTER_INVALID_EMAIL)
    .refine((value) => value.includes('@'), NEWSLETTER_INVALID_EMAIL)
    .transform((value) => value.toLowerCase()),
  source_page: userText({ label: 'source_page', max: 50, required: true }).default('homepage'),
});

/** What the worker answers (the web's toasts show these under their own titles). */
export const NEWSLETTER_MESSAGES = {
  duplicate: { description: 'This email is already on our newsletter list!' },
  success: { description: 'Thank you for joining our newsletter.' },
} as const;
