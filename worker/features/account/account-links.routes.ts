import { type Context, Hono } from 'hono';
import {
  ACCOUNT_LINK_MESSAGES,
  forgotPasswordSchema,
  type ResetLinkCheckResponse,
  resetLinkCheckSchema,
  resetPasswordSchema,
  type VerifyEmailResponse,
  verifyEmailSchema,
} from '#shared/api/account-links';
import type { MessageResponse } from '#shared/api/auth';
import type { AppEnv } from '#worker/app-env';
import { followVerificationLink } from '#worker/features/auth/index';
import { clientIp } from '#worker/lib/client-ip';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { consumeRateLimit } from '#worker/platform/rate-limit';
import { checkResetLink, requestPasswordReset, resetPassword } from './password-reset';
import { RESET_ATTEMPTS_PER_IP, RESET_REQUESTS_PER_EMAIL, RESET_REQUESTS_PER_IP } from './rate-rules';

/** A link that cannot be followed: forged or unknown (400), or used or expired (410, gone for good). */
function linkError(kind: 'invalid' | 'used' | 'expired'): ApiError {
  if (kind === 'used') return new ApiError(410, 'link_used', ACCOUNT_LINK_MESSAGES.linkUsed);
  if (kind === 'expired') return new ApiError(410, 'link_expired', ACCOUNT_LINK_MESSAGES.linkExpired);
  return new ApiError(400, 'link_invalid', ACCOUNT_LINK_MESSAGES.linkInvalid);
}

function countResetAttempt(c: Context<AppEnv>) {
  return consumeRateLimit(
    c.get('db'),
    [{ rule: RESET_ATTEMPTS_PER_IP, subject: clientIp(c) }],
    ACCOUNT_LINK_MESSAGES.tooManyAttempts,
  );
}

/** The links mailed to users, followed signed in or not (mounted under /api/auth). */
export const accountLinkRoutes = new Hono<AppEnv>()
  .post('/verify-email', validate('json', verifyEmailSchema), async (c) => {
    const result = await followVerificationLink(c.get('db'), c.req.valid('json').token);
    switch (result.kind) {
      case 'verified':
        return c.json<VerifyEmailResponse>({ message: ACCOUNT_LINK_MESSAGES.emailVerified, email: result.email });
      case 'email_changed':
        return c.json<VerifyEmailResponse>({ message: ACCOUNT_LINK_MESSAGES.newEmailConfirmed, email: result.email });
      case 'email_in_use':
        throw new ApiError(409, 'email_taken', ACCOUNT_LINK_MESSAGES.emailInUse);
      default:
        throw linkError(result.kind);
    }
  })

  .post('/forgot-password', validate('json', forgotPasswordSchema), async (c) => {
    const { email } = c.req.valid('json');
    await consumeRateLimit(
      c.get('db'),
      [
        { rule: RESET_REQUESTS_PER_IP, subject: clientIp(c) },
        { rule: RESET_REQUESTS_PER_EMAIL, subject: email },
      ],
      ACCOUNT_LINK_MESSAGES.tooManyEmails,
    );
    const emailKey = await requestPasswordReset(c.get('db'), email);
    if (emailKey) await dispatchEmails(c.env, [emailKey]);
    // The same answer whether or not the address has an account.
    return c.json<MessageResponse>({ message: ACCOUNT_LINK_MESSAGES.resetRequested });
  })

  // Asked before the form shows, changing nothing; counted with the resets, as both tell whether a token works.
  .post('/reset-password/check', validate('json', resetLinkCheckSchema), async (c) => {
    await countResetAttempt(c);
    const state = await checkResetLink(c.get('db'), c.req.valid('json').token);
    if (state.kind !== 'valid') throw linkError(state.kind);
    return c.json<ResetLinkCheckResponse>({ valid: true });
  })

  .post('/reset-password', validate('json', resetPasswordSchema), async (c) => {
    await countResetAttempt(c);
    const { token, password } = c.req.valid('json');
    const result = await resetPassword(c.get('db'), token, password);
    if (result.kind !== 'reset') throw linkError(result.kind);
    await dispatchEmails(c.env, [result.emailKey]);
    return c.json<MessageResponse>({ message: ACCOUNT_LINK_MESSAGES.passwordReset });
  });
