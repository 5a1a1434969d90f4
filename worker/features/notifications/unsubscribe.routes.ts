import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { UNSUBSCRIBE_MESSAGES, type UnsubscribeResponse } from '#shared/api/unsubscribe';
import type { AppEnv } from '#worker/app-env';
import { CROSS_SITE_REFUSED, isSameOriginRequest } from '#worker/lib/csrf';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { optionalUser } from '#worker/platform/auth/auth.middleware';
import { findLiveAccountEmail, setEmailNotifications } from './notifications.repository';
import { checkUnsubscribeToken, parseUnsubscribeToken } from './unsubscribe-token';

const tokenQuery = z.object({
  token: z.string({ error: UNSUBSCRIBE_MESSAGES.invalidLink }).trim().min(1, UNSUBSCRIBE_MESSAGES.invalidLink).max(200),
});

const invalidLink = () => new ApiError(400, 'invalid_link', UNSUBSCRIBE_MESSAGES.invalidLink);

/**
 * The account a link's token was made for, at the address it still has (the token is bound to
 * the address its email went to): 400 for anything else, 410 for a genuine token past its expiry.
 */
async function recipientOf(c: Context<AppEnv>, token: string): Promise<{ userId: string }> {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) throw invalidLink();
  const user = await findLiveAccountEmail(c.get('db'), parsed.userId);
  if (!user) throw invalidLink();
  const state = await checkUnsubscribeToken(c.env.JWT_SECRET, parsed, user.email);
  if (state === 'expired') throw new ApiError(410, 'link_expired', UNSUBSCRIBE_MESSAGES.expiredLink);
  if (state !== 'valid') throw invalidLink();
  return { userId: parsed.userId };
}

async function setNotifications(c: Context<AppEnv>, userId: string, on: boolean): Promise<string> {
  const email = await setEmailNotifications(c.get('db'), userId, on);
  if (email === undefined) throw invalidLink();
  return email;
}

/**
 * The links in notification emails, followed without signing in. POST only, so a link scanner that
 * merely fetches the URL changes nothing.
 * - Unsubscribe takes any POST with a valid token: mail clients' RFC 8058 one-click unsubscribe
 *   posts here directly (`List-Unsubscribe=One-Click`, cross-site, no Origin of ours), and the
 *   /unsubscribe page posts on load. Switching emails off is the safe direction.
 * - Resubscribe, which would switch emails back on for whoever holds an old email, needs a valid
 *   token and either a request from this site's own page (`isSameOriginRequest`: a cross-site form
 *   is refused) or the token's user signed in.
 */
export const notificationRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', validate('query', tokenQuery), async (c) => {
    const { userId } = await recipientOf(c, c.req.valid('query').token);
    const email = await setNotifications(c, userId, false);
    return c.json<UnsubscribeResponse>({ message: UNSUBSCRIBE_MESSAGES.unsubscribed, email, subscribed: false });
  })
  .post('/resubscribe', optionalUser, validate('query', tokenQuery), async (c) => {
    const actor = c.get('actor');
    const sameOrigin = isSameOriginRequest(c);
    if (!sameOrigin && !actor) throw new ApiError(403, 'csrf_rejected', CROSS_SITE_REFUSED);
    const { userId } = await recipientOf(c, c.req.valid('query').token);
    if (!sameOrigin && actor?.id !== userId) throw new ApiError(403, 'csrf_rejected', CROSS_SITE_REFUSED);
    const email = await setNotifications(c, userId, true);
    return c.json<UnsubscribeResponse>({ message: UNSUBSCRIBE_MESSAGES.resubscribed, email, subscribed: true });
  });
