import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#shared/api/auth';
import { LIVE_TEXT, type LiveTicketResponse } from '#shared/api/messages';
import { CROSS_SITE_REFUSED } from '#worker/lib/csrf';
import { signAccessToken } from '#worker/platform/auth/access-token';
import { LIVE_TICKET_TTL_SECONDS, signLiveTicket } from '#worker/platform/live/live-ticket';
import { createUser, type TestUser } from '#worker/test/fixtures';
import { callWorker } from '#worker/test/http';

const ORIGIN = 'http://localhost';

async function ticketFor(user: TestUser): Promise<LiveTicketResponse> {
  const res = await callWorker('/api/messages/live-ticket', {
    method: 'POST',
    headers: { ...user.auth, origin: ORIGIN },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as LiveTicketResponse;
}

/** The socket's handshake as a page of this site makes it. */
function openLive(ticket: string | null, headers: Record<string, string> = {}): Promise<Response> {
  const query = ticket === null ? '' : `?ticket=${encodeURIComponent(ticket)}`;
  return callWorker(`/api/messages/live${query}`, { headers: { upgrade: 'websocket', origin: ORIGIN, ...headers } });
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('the live channel: tickets and the socket', () => {
  it('gives a signed-in user a ticket that opens their socket once, within a minute', async () => {
    const user = await createUser();
    const before = Date.now();
    const { ticket, expires_at } = await ticketFor(user);
    const expiresIn = Date.parse(expires_at) - before;
    expect(expiresIn).toBeGreaterThan((LIVE_TICKET_TTL_SECONDS - 5) * 1000);
    // Loose: workerd's clock stands still between I/O, so `before` is a little behind the worker's.
    expect(expiresIn).toBeLessThanOrEqual((LIVE_TICKET_TTL_SECONDS + 5) * 1000);

    const res = await openLive(ticket);
    expect(res.status).toBe(101);
    const socket = res.webSocket;
    expect(socket).not.toBeNull();
    socket?.accept();
    socket?.close(1000, 'done');

    const again = await openLive(ticket);
    expect(again.status).toBe(401);
    expect(await errorOf(again)).toEqual({ code: 'invalid_ticket', message: LIVE_TEXT.ticketInvalid });
  });

  it('answers 426 to anything but a WebSocket handshake', async () => {
    const user = await createUser();
    const { ticket } = await ticketFor(user);
    const res = await callWorker(`/api/messages/live?ticket=${ticket}`, { headers: { origin: ORIGIN } });
    expect(res.status).toBe(426);
    expect(res.headers.get('upgrade')).toBe('websocket');
    expect(await errorOf(res)).toEqual({ code: 'upgrade_required', message: LIVE_TEXT.upgradeRequired });
    // The ticket was not spent on it.
    expect((await openLive(ticket)).status).toBe(101);
  });

  it('refuses a handshake from another site, or without an Origin', async () => {
    const user = await createUser();
    const { ticket } = await ticketFor(user);
    const crossSite = { upgrade: 'websocket', origin: 'https://evil.example' };
    for (const headers of [crossSite, { upgrade: 'websocket' }]) {
      const res = await callWorker(`/api/messages/live?ticket=${ticket}`, { headers });
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ code: 'csrf_rejected', message: CROSS_SITE_REFUSED });
    }
  });

  it('refuses a missing, forged, expired or foreign ticket, and an access token in its place', async () => {
    const user = await createUser();
    const missing = await openLive(null);
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(LIVE_TEXT.ticketRequired);

    const claims = { userId: user.id, sessionId: user.sessionId };
    const expired = await signLiveTicket(env.JWT_SECRET, claims, Date.now() - (LIVE_TICKET_TTL_SECONDS + 5) * 1000);
    const foreign = await signLiveTicket('another-secret-of-at-least-32-characters!!', claims);
    const accessToken = await signAccessToken(env.JWT_SECRET, claims);
    const { ticket } = await ticketFor(user);
    const tampered = `${ticket.slice(0, -2)}${ticket.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['not-a-ticket', expired.ticket, foreign.ticket, accessToken.token, tampered]) {
      const res = await openLive(bad);
      expect(res.status, bad).toBe(401);
      expect(await errorOf(res)).toEqual({ code: 'invalid_ticket', message: LIVE_TEXT.ticketInvalid });
    }
  });

  it('refuses a ticket whose session has ended (401) or whose user is banned (403)', async () => {
    const signedOut = await createUser();
    const ended = await ticketFor(signedOut);
    await env.DB.prepare("UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?")
      .bind(signedOut.sessionId)
      .run();
    const res = await openLive(ended.ticket);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthorized', message: AUTH_MESSAGES.sessionExpired });

    const banned = await createUser();
    const beforeBan = await ticketFor(banned);
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'live test')").bind(banned.id).run();
    const refused = await openLive(beforeBan.ticket);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'account_suspended', message: AUTH_MESSAGES.suspended });
  });
});
