import { z } from 'zod';
import { optionalUserText, userText } from '../text';

/**
 * SPEC 5 Contact: name, email and message required after trimming; subject optional. Validation
 * messages and what the worker answers; the web's own toasts live in the web.
 */
export const CONTACT_MESSAGES = {
  missing: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  successDescription: "We'll get back to you as soon as possible.",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const contactSchema = z.object({
  name: userText({
    label: 'Name',
    max: CONTACT_LIMITS.name,
    required: true,
    messages: { required: CONTACT_MESSAGES.missing },
  }),
  email: z
    .string({ error: CONTACT_MESSAGES.missing })
    .trim()
    .min(1, CONTACT_MESSAGES.missing)
    .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.invalidEmail)
    .pipe(z.email(CONTACT_MESSAGES.invalidEmail)),
  subject: optionalUserText({ label: 'Subject', max: CONTACT_LIMITS.subject }),
  message: userText({
    label: 'Message',
    max: CONTACT_LIMITS.message,
    required: true,
    multiline: true,
    messages: { required: CONTACT_MESSAGES.missing },
  }),
});
export type ContactInput = z.input<typeof contactSchema>;
