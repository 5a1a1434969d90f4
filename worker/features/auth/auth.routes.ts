import { Hono } from 'hono';
import {
  AUTH_MESSAGES,
  type MessageResponse,
  type SessionResponse,
  signInSchema,
  signUpSchema,
} from '#shared/api/auth';
import type { AppEnv } from '#worker/app-env';
import { clientIp } from '#worker/lib/client-ip';
import { sameOriginJson } from '#worker/lib/csrf';
import { withConstraintErrors } from '#worker/lib/db-errors';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '#worker/platform/auth/access-token';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { consumeRateLimit, refundRateEvent } from '#worker/platform/rate-limit';
import { rememberTrustedDevice, trustedDeviceFor } from './device-cookie';
import { verificationEmail } from './email-verification';
import { hashPassword, verifyPassword } from './password';
import {
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP,
  SIGN_IN_FAILURES_PER_DEVICE,
  SIGN_IN_FAILURES_PER_IP,
  SIGN_UPS_PER_IP,
} from './rate-rules';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { createSession, revokeSessionByRefreshToken, rotateRefreshToken } from './sessions.repository';
import { findActorById, findUserForSignIn, newUserStatements } from './users.repository';

/** A device cookie signed for an id no account has never verifies, but costs what a real check does. */
const NO_ACCOUNT_ID = '';

async function sessionResponse(env: Env, db: AppEnv['Variables']['db'], userId: string, sessionId: string) {
  const user = await findActorById(db, userId);
  if (!user) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
  const { token, expiresAt } = await signAccessToken(env.JWT_SECRET, { userId, sessionId });
  const body: SessionResponse = {
    access_token: token,
    expires_at: expiresAt,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    user: { id: user.id, email: user.email, full_name: user.fullName, is_admin: Boolean(user.isAdmin) },
  };
  return body;
}

export const authRoutes = new Hono<AppEnv>()
  .post('/sign-up', validate('json', signUpSchema), async (c) => {
    const db = c.get('db');
    await consumeRateLimit(
      c.get('db'),
      [{ rule: SIGN_UPS_PER_IP, subject: clientIp(c) }],
      AUTH_MESSAGES.tooManySignUps,
    );
    const input = c.req.valid('json');
    const passwordHash = await hashPassword(input.password);
    const user = { id: crypto.randomUUID(), email: input.email, fullName: input.fullName };
    // The account and its verification email are one write: no account without its link.
    const verification = await verificationEmail(db, user);
    await withConstraintErrors(
      () => db.batch([...newUserStatements(db, { ...user, passwordHash }), ...verification.statements]),
      { unique: new ApiError(409, 'email_taken', AUTH_MESSAGES.emailTaken, { email: AUTH_MESSAGES.emailTaken }) },
    );
    await dispatchEmails(c.env, [verification.emailKey]);
    return c.json<MessageResponse>({ message: 'Account created! You can now sign in.' }, 201);
  })

  .post('/sign-in', validate('json', signInSchema), async (c) => {
    const db = c.get('db');
    const { email, password } = c.req.valid('json');
    // A refused sign-in does the same work whatever the reason; only a success does more (decision 075).
    const user = await findUserForSignIn(db, email);
    // A browser that signed in before has its own counter, so strangers cannot lock the owner out (decision 010).
    const device = await trustedDeviceFor(c, c.env.JWT_SECRET, user?.id ?? NO_ACCOUNT_ID);
    const ip = clientIp(c);
    const limits = device
      ? [{ rule: SIGN_IN_FAILURES_PER_DEVICE, subject: device }]
      : [
          { rule: SIGN_IN_FAILURES_PER_ACCOUNT_AND_IP, subject: `${email}|${ip}` },
          { rule: SIGN_IN_FAILURES_PER_IP, subject: ip },
          { rule: SIGN_IN_FAILURES_PER_ACCOUNT, subject: email },
        ];
    // Counted before the password check, atomically, so a parallel burst cannot slip past the limit.
    await consumeRateLimit(db, limits, AUTH_MESSAGES.tooManySignIns);

    const passwordOk = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !passwordOk) {
      throw new ApiError(401, 'invalid_credentials', AUTH_MESSAGES.invalidCredentials);
    }
    // A banned account's attempt stays counted: the right password costs what a wrong one does.
    if (user.isBanned) throw new ApiError(403, 'account_suspended', AUTH_MESSAGES.suspended);
    await refundRateEvent(db, limits);

    // Signing in again in the same browser replaces that browser's previous session.
    const previous = readRefreshCookie(c);
    if (previous) await revokeSessionByRefreshToken(db, previous);
    const { sessionId, refreshToken } = await createSession(db, user.id, c.req.header('user-agent'));
    setRefreshCookie(c, refreshToken);
    await rememberTrustedDevice(c, c.env.JWT_SECRET, user.id);
    return c.json(await sessionResponse(c.env, db, user.id, sessionId));
  })

  .post('/refresh', sameOriginJson, async (c) => {
    const db = c.get('db');
    const presented = readRefreshCookie(c);
    if (!presented) {
      // A stale hint (the refresh cookie expired or was removed): clear it so the app stops asking.
      clearRefreshCookie(c);
      throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
    }
    const result = await rotateRefreshToken(db, presented);
    switch (result.kind) {
      case 'rotated':
        setRefreshCookie(c, result.refreshToken);
        return c.json(await sessionResponse(c.env, db, result.userId, result.sessionId));
      case 'race':
        // Rotated a moment ago without a sealed successor: the browser's newer cookie will work, so the client retries.
        throw new ApiError(409, 'refresh_in_progress', 'Session refresh already in progress. Please retry.');
      case 'banned':
        clearRefreshCookie(c);
        throw new ApiError(403, 'account_suspended', AUTH_MESSAGES.suspended);
      default:
        clearRefreshCookie(c);
        throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
    }
  })

  .post('/sign-out', sameOriginJson, async (c) => {
    const presented = readRefreshCookie(c);
    if (presented) await revokeSessionByRefreshToken(c.get('db'), presented);
    clearRefreshCookie(c);
    return c.body(null, 204);
  });
