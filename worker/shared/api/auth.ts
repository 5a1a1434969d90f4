import * as z from 'zod';
import { userText } from '#shared/text';

/** Sign-up and sign-in inputs (SPEC 5): shared by the worker's validators and the /auth form. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** An email address as accounts store it: trimmed, lower-cased. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

/** A password being chosen (sign-up, reset, change): SPEC 5's minimum of 6. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const signUpSchema = z.object({
  fullName: userText({ label: 'Full name', max: 100, required: true }),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.input<typeof signInSchema>;

export interface SessionUser {
  id: string;
  email: string;
  full_name: string;
  is_admin: boolean;
}

/** SPEC 3 session fields; the refresh token itself never leaves the HttpOnly cookie. */
export interface SessionResponse {
  access_token: string;
  expires_at: number;
  /** Seconds from now; the browser schedules refreshes from this, immune to a skewed device clock. */
  expires_in: number;
  user: SessionUser;
}

export interface MessageResponse {
  message: string;
}

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  suspended: 'Your account has been suspended. Please contact support.',
  signInRequired: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many sign-up attempts. Please try again later.',
  adminOnly: 'Administrator access required',
} as const;
