import { Hono } from 'hono';
import { AUTH_MESSAGES } from '#shared/api/auth';
import { LIVE_TEXT, type LiveTicketResponse, liveQuerySchema } from '#shared/api/messages';
import type { AuthedEnv } from '#worker/app-env';
import { sameOriginWebSocket } from '#worker/lib/csrf';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { loadActor } from '#worker/platform/auth/actor.repository';
import { requireUser } from '#worker/platform/auth/auth.middleware';
import { openUserChannel } from '#worker/platform/live/channel';
import { signLiveTicket, verifyLiveTicket } from '#worker/platform/live/live-ticket';

const ticketRefused = () => new ApiError(401, 'invalid_ticket', LIVE_TEXT.ticketInvalid);

/**
 * The live channel of the signed-in user (worker/platform/live/README.md): a ticket for a signed-in
 * tab, then the WebSocket it opens with it. The socket's GET carries no Authorization header (a
 * browser cannot set one on a WebSocket), so these routes come before the group's access check and
 * the GET checks the ticket's session and ban itself.
 */
export const liveRoutes = new Hono<AuthedEnv>()
  .post('/live-ticket', requireUser, async (c) => {
    const { id: userId, sessionId } = c.get('actor');
    const { ticket, expiresAt } = await signLiveTicket(c.env.JWT_SECRET, { userId, sessionId });
    return c.json<LiveTicketResponse>({ ticket, expires_at: new Date(expiresAt).toISOString() });
  })
  .get('/live', sameOriginWebSocket(LIVE_TEXT.upgradeRequired), validate('query', liveQuerySchema), async (c) => {
    const admission = await verifyLiveTicket(c.env.JWT_SECRET, c.req.valid('query').ticket);
    if (!admission) throw ticketRefused();
    const actor = await loadActor(c.get('db'), admission.userId, admission.sessionId);
    if (!actor) throw new ApiError(401, 'unauthorized', AUTH_MESSAGES.sessionExpired);
    if (actor.isBanned) throw new ApiError(403, 'account_suspended', AUTH_MESSAGES.suspended);
    c.set('actor', actor);
    const res = await openUserChannel(c.env, admission);
    if (res.status === 401) throw ticketRefused();
    if (res.status !== 101) throw new Error(`The live channel answered ${res.status} to an admitted upgrade`);
    return res;
  });
