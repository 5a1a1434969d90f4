import * as z from 'zod';
import { userText } from '#shared/text';
import { NEWSLETTER_INVALID_EMAIL } from './newsletter-constants';

/** SPEC 5: non-empty after trimming and containing @; stored trimmed and lower-cased. */
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

/** What the newsletter form holds and sends. */
export type NewsletterInput = z.input<typeof newsletterSchema>;
