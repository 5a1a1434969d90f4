import { z } from 'zod';

/** SPEC 5 Contact: name, email and message required after trimming; subject optional. */
export const CONTACT_MESSAGES = {
  missingTitle: 'Missing fields',
  missing: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  success: 'Message sent!',
  successDescription: "We'll get back to you as soon as possible.",
  failure: 'Failed to send message. Please try again.',
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const contactSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.missing })
    .trim()
    .min(1, CONTACT_MESSAGES.missing)
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string({ error: CONTACT_MESSAGES.missing })
    .trim()
    .min(1, CONTACT_MESSAGES.missing)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.invalidEmail)
    .pipe(z.email(CONTACT_MESSAGES.invalidEmail)),
  subject: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`)
    .optional()
    .transform((value) => value || null),
  message: z
    .string({ error: CONTACT_MESSAGES.missing })
    .trim()
    .min(1, CONTACT_MESSAGES.missing)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactInput = z.input<typeof contactSchema>;

export const SUPPORT_CONTACT = {
  email: 'support@trainerhub.example',
  phone: '+1 (415) 555-0134',
  address: '548 Market Street, Suite 400, San Francisco, CA 94104',
} as const;
