import * as z from 'zod';
import { emailField, newPasswordField } from './auth';

const linkToken = z
  .string({ error: 'This link is not valid. Ask for a new one.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid. Ask for a new one.');

export const verifyEmailSchema = z.object({ token: linkToken });
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: linkToken, password: newPasswordField });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/reset-password/check: whether a reset link still works, asked before its form shows. */
export const resetLinkCheckSchema = z.object({ token: linkToken });
export type ResetLinkCheckInput = z.input<typeof resetLinkCheckSchema>;

/** The link can be used: the form may show. A link that cannot answers the reset's own 400 or 410. */
export interface ResetLinkCheckResponse {
  valid: true;
}

export const ACCOUNT_LINK_MESSAGES = {
  emailVerified: 'Email verified. Thank you!',
  newEmailConfirmed: 'Your new email address is confirmed.',
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkUsed: 'This link has already been used or replaced by a newer one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  verificationSent: 'We sent you a new confirmation link. Check your inbox.',
  alreadyVerified: 'Your email is already verified.',
  tooManyEmails: 'Too many emails asked for. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  resetRequested: 'If an account exists for that email, we sent it a link to reset the password.',
  passwordReset: 'Your password was changed and every device was signed out. You can now sign in.',
  emailInUse: 'An account with this email already exists',
} as const;

export interface VerifyEmailResponse {
  message: string;
  email: string;
}
