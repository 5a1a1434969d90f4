// Without zod, so the contact page shows these before the form loads its schema on first focus.
export const CONTACT_MESSAGES = {
  missing: 'Please fill in all required fields.',
  invalidEmail: 'Please enter a valid email address.',
  successDescription: "We'll get back to you as soon as possible.",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
