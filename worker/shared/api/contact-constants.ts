/**
 * SPEC 5 Contact: validation messages, what the worker answers and the field limits; the web's
 * own toasts live in the web. Without zod, so the contact page shows them without loading the
 * schema (contact.ts), which the form loads when it is first focused or submitted.
 */
export const CONTACT_MESSAGES = {
  missing: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  successDescription: "We'll get back to you as soon as possible.",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
