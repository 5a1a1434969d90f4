import * as z from 'zod';
import { optionalUserText, userText } from '#shared/text';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-constants';

/** SPEC 5 Contact: name, email and message required after trimming; subject optional. */
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
