import * as z from 'zod';
import { userText } from '#shared/text';
import { emailField, newPasswordField, PASSWORD_MAX } from './auth';

/** Every change that could take over an account (password, email, deletion) asks for the current password. */
const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX, 'Current password is incorrect');

export const changeNameSchema = z.object({
  fullName: userText({ label: 'Full name', max: 100, required: true }),
});
export type ChangeNameInput = z.input<typeof changeNameSchema>;

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changeEmailSchema = z.object({
  newEmail: emailField,
  currentPassword,
});
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean({ error: 'Choose whether to receive notification emails' }),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsSchema>;

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: 'Enter your password to delete your account' })
    .min(1, 'Enter your password to delete your account')
    .max(PASSWORD_MAX, 'Current password is incorrect'),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export interface AccountSession {
  id: string;
  /** A readable device name from the browser's user agent, e.g. "Chrome on Windows". */
  device: string;
  created_at: string;
  last_used_at: string;
  current: boolean;
}

export interface AccountSettingsResponse {
  account: {
    id: string;
    full_name: string;
    email: string;
    email_verified: boolean;
    /** A new address waiting for its confirmation link to be followed. */
    pending_email: string | null;
    email_notifications: boolean;
    created_at: string;
  };
  sessions: AccountSession[];
}

export const ACCOUNT_MESSAGES = {
  nameChanged: 'Name updated',
  passwordChanged: 'Password changed. Your other devices were signed out.',
  wrongPassword: 'Current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  emailChangeSent: 'We sent a confirmation link to your new address. Your email changes when you follow it.',
  sameEmail: 'This is already your email address',
  notificationsOn: 'Notification emails switched on',
  notificationsOff: 'Notification emails switched off',
  sessionEnded: 'Device signed out',
  otherSessionsEnded: 'Signed out of every other device',
  sessionNotFound: 'Session not found',
  accountDeleted: 'Your account was deleted.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;
