import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod';
import {
  ACCOUNT_MESSAGES,
  type AccountSettingsResponse,
  changeEmailSchema,
  changeNameSchema,
  changePasswordSchema,
  deleteAccountSchema,
  notificationSettingsSchema,
} from '#shared/api/account-settings';
import { AUTH_MESSAGES, type MessageResponse } from '#shared/api/auth';
import type { AuthedEnv } from '#worker/app-env';
import { clearRefreshCookie, revokeOtherSessions, verifyPassword } from '#worker/features/auth/index';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { consumeRateLimit, refundRateEvent } from '#worker/platform/rate-limit';
import { deleteMyAccount } from './account-deletion';
import {
  changeMyName,
  emailBelongsToAnotherAccount,
  loadAccountSettings,
  passwordHashOf,
  revokeMySession,
  setMyEmailNotifications,
} from './account-settings.repository';
import { changeMyPassword, requestEmailChange } from './credential-changes';
import { exportMyData } from './data-export.repository';
import { CONFIRMATION_EMAILS_PER_ACCOUNT, WRONG_PASSWORDS_PER_ACCOUNT } from './rate-rules';

const sessionIdParam = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/i, ACCOUNT_MESSAGES.sessionNotFound),
});

/** Wrong guesses are counted per account, so a stolen session cannot try passwords without limit. */
async function requireCurrentPassword(c: Context<AuthedEnv>, password: string, field: string): Promise<void> {
  const actor = c.get('actor');
  const limits = [{ rule: WRONG_PASSWORDS_PER_ACCOUNT, subject: actor.id }];
  await consumeRateLimit(c.get('db'), limits, ACCOUNT_MESSAGES.tooManyAttempts);
  const hash = await passwordHashOf(c.get('db'), actor.id);
  if (!hash || !(await verifyPassword(password, hash))) {
    throw new ApiError(400, 'wrong_password', ACCOUNT_MESSAGES.wrongPassword, {
      [field]: ACCOUNT_MESSAGES.wrongPassword,
    });
  }
  await refundRateEvent(c.get('db'), limits);
}

/** /api/me/account: the signed-in user's own account, and only theirs (every query is keyed by the actor). */
export const accountSettingsRoutes = new Hono<AuthedEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json<AccountSettingsResponse>(await loadAccountSettings(c.get('db'), c.get('actor'))))

  .patch('/name', validate('json', changeNameSchema), async (c) => {
    await changeMyName(c.get('db'), c.get('actor'), c.req.valid('json').fullName);
    return c.json<MessageResponse>({ message: ACCOUNT_MESSAGES.nameChanged });
  })

  .put('/notifications', validate('json', notificationSettingsSchema), async (c) => {
    const on = c.req.valid('json').emailNotifications;
    await setMyEmailNotifications(c.get('db'), c.get('actor').id, on);
    return c.json<MessageResponse>({
      message: on ? ACCOUNT_MESSAGES.notificationsOn : ACCOUNT_MESSAGES.notificationsOff,
    });
  })

  .post('/password', validate('json', changePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    await requireCurrentPassword(c, currentPassword, 'currentPassword');
    if (currentPassword === newPassword) {
      throw new ApiError(400, 'same_password', ACCOUNT_MESSAGES.samePassword, {
        newPassword: ACCOUNT_MESSAGES.samePassword,
      });
    }
    const emailKey = await changeMyPassword(c.get('db'), c.get('actor'), newPassword);
    await dispatchEmails(c.env, [emailKey]);
    return c.json<MessageResponse>({ message: ACCOUNT_MESSAGES.passwordChanged });
  })

  .post('/email', validate('json', changeEmailSchema), async (c) => {
    const actor = c.get('actor');
    const db = c.get('db');
    const { newEmail, currentPassword } = c.req.valid('json');
    await requireCurrentPassword(c, currentPassword, 'currentPassword');
    if (newEmail === actor.email) {
      throw new ApiError(400, 'same_email', ACCOUNT_MESSAGES.sameEmail, { newEmail: ACCOUNT_MESSAGES.sameEmail });
    }
    // Checked again when the link is followed (the address could be taken meanwhile).
    if (await emailBelongsToAnotherAccount(db, newEmail, actor.id)) {
      throw new ApiError(409, 'email_taken', AUTH_MESSAGES.emailTaken, { newEmail: AUTH_MESSAGES.emailTaken });
    }
    await consumeRateLimit(
      c.get('db'),
      [{ rule: CONFIRMATION_EMAILS_PER_ACCOUNT, subject: actor.id }],
      ACCOUNT_MESSAGES.tooManyAttempts,
    );
    const emailKey = await requestEmailChange(db, actor, newEmail);
    await dispatchEmails(c.env, [emailKey]);
    return c.json<MessageResponse>({ message: ACCOUNT_MESSAGES.emailChangeSent });
  })

  .delete('/sessions/:id', validate('param', sessionIdParam), async (c) => {
    if (!(await revokeMySession(c.get('db'), c.get('actor'), c.req.valid('param').id))) {
      throw new ApiError(404, 'not_found', ACCOUNT_MESSAGES.sessionNotFound);
    }
    return c.json<MessageResponse>({ message: ACCOUNT_MESSAGES.sessionEnded });
  })

  .post('/sessions/sign-out-others', async (c) => {
    const actor = c.get('actor');
    await revokeOtherSessions(c.get('db'), actor.id, actor.sessionId);
    return c.json<MessageResponse>({ message: ACCOUNT_MESSAGES.otherSessionsEnded });
  })

  .get('/export', async (c) => {
    const data = await exportMyData(c.get('db'), c.get('actor').id);
    c.header('content-disposition', 'attachment; filename="my-data.json"');
    c.header('cache-control', 'no-store');
    return c.json(data);
  })

  .post('/delete', validate('json', deleteAccountSchema), async (c) => {
    await requireCurrentPassword(c, c.req.valid('json').password, 'password');
    const emailKeys = await deleteMyAccount(c.get('db'), c.env.IMAGES, c.get('actor').id);
    await dispatchEmails(c.env, emailKeys);
    clearRefreshCookie(c);
    return c.json<MessageResponse>({ message: ACCOUNT_MESSAGES.accountDeleted });
  });
