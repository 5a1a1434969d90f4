import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../app-env';
import { users } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { UNSUBSCRIBE_MESSAGES, type UnsubscribeResponse } from '../../shared/api/unsubscribe';
import { userOfUnsubscribeToken } from './unsubscribe-token';

const tokenQuery = z.object({
  token: z.string({ error: UNSUBSCRIBE_MESSAGES.invalidLink }).trim().min(1, UNSUBSCRIBE_MESSAGES.invalidLink).max(200),
});

/**
 * Switches notification emails off (or back on) from the link in one of them, without signing in:
 * the token names the user and is signed (unsubscribe-token.ts). POST only, as RFC 8058 asks: mail
 * clients' one-click unsubscribe posts here directly, and the /unsubscribe page posts on load, so a
 * link scanner that merely fetches the URL changes nothing.
 */
async function setNotifications(env: Env, db: AppEnv['Variables']['db'], token: string, on: boolean) {
  const userId = await userOfUnsubscribeToken(env.JWT_SECRET, token);
  if (!userId) throw new ApiError(400, 'invalid_link', UNSUBSCRIBE_MESSAGES.invalidLink);
  const [row] = await db
    .update(users)
    .set({ emailNotifications: on })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ email: users.email });
  if (!row) throw new ApiError(400, 'invalid_link', UNSUBSCRIBE_MESSAGES.invalidLink);
  return row.email;
}

export const notificationRoutes = new Hono<AppEnv>()
  .post('/unsubscribe', validate('query', tokenQuery), async (c) => {
    const email = await setNotifications(c.env, c.get('db'), c.req.valid('query').token, false);
    return c.json<UnsubscribeResponse>({ message: UNSUBSCRIBE_MESSAGES.unsubscribed, email, subscribed: false });
  })
  .post('/resubscribe', validate('query', tokenQuery), async (c) => {
    const email = await setNotifications(c.env, c.get('db'), c.req.valid('query').token, true);
    return c.json<UnsubscribeResponse>({ message: UNSUBSCRIBE_MESSAGES.resubscribed, email, subscribed: true });
  });
