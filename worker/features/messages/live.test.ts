import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#shared/api/auth';
import {
  LIVE_TEXT,
  type LiveEvent,
  type LiveTicketResponse,
  liveEventSchema,
  type SendMessageResponse,
  type StartConversationResponse,
} from '#shared/api/messages';
import { CROSS_SITE_REFUSED } from '#worker/lib/csrf';
import { signAccessToken } from '#worker/platform/auth/access-token';
import { LIVE_TICKET_TTL_SECONDS, signLiveTicket } from '#worker/platform/live/live-ticket';
import { callWorkerWith, failingUserChannel } from '#worker/test/faults';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson, callWorker } from '#worker/test/http';
import { captureLogs } from '#worker/test/logs';

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

/** A tab's socket: the events it got, parsed with the contract's schema as the browser parses them. */
interface Tab {
  next: () => Promise<LiveEvent>;
  received: LiveEvent[];
  close: () => void;
}

const openTabs: Tab[] = [];
afterEach(() => {
  for (const tab of openTabs.splice(0)) tab.close();
});

async function openTab(user: TestUser): Promise<Tab> {
  const { ticket } = await ticketFor(user);
  const res = await openLive(ticket);
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error('No WebSocket in the 101 answer');
  ws.accept();
  const received: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  ws.addEventListener('message', (message) => {
    const event = liveEventSchema.parse(JSON.parse(String(message.data)));
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else received.push(event);
  });
  const tab: Tab = {
    received,
    next: () => {
      const ready = received.shift();
      return ready ? Promise.resolve(ready) : new Promise<LiveEvent>((resolve) => waiting.push(resolve));
    },
    close: () => ws.close(1000, 'test done'),
  };
  openTabs.push(tab);
  return tab;
}

const as = (actor: TestUser, path: string, json: unknown) =>
  callJson(path, { method: 'POST', json, headers: { ...actor.auth, origin: ORIGIN, 'cf-connecting-ip': freshIp() } });

/** A learner and an approved trainer. */
async function pair() {
  const trainer = await createUser({ fullName: 'Live Trainer' });
  const trainerId = await createTrainer(trainer, { slug: `live-${crypto.randomUUID().slice(0, 8)}` });
  const learner = await createUser({ fullName: 'Live Learner' });
  return { trainer, trainerId, learner };
}

describe('the live channel: events', () => {
  it('brings a new message to the other side’s open tabs with their unread count, and to the sender’s other tabs', async () => {
    const { trainer, trainerId, learner } = await pair();
    // Someone else's unread conversation, which no count of theirs may include.
    const others = await pair();
    await as(others.learner, '/api/messages/conversations', {
      trainerId: others.trainerId,
      body: 'Unrelated',
      clientId: crypto.randomUUID(),
    });
    const trainerTab = await openTab(trainer);
    const learnerOtherTab = await openTab(learner);

    const res = await as(learner, '/api/messages/conversations', {
      trainerId,
      body: 'Do you coach beginners?',
      clientId: crypto.randomUUID(),
    });
    expect(res.status).toBe(201);
    const { conversation_id: conversationId, message } = (await res.json()) as StartConversationResponse;

    expect(await trainerTab.next()).toEqual({ type: 'message', conversationId, message });
    expect(await trainerTab.next()).toEqual({ type: 'unread', conversations: 1 });
    expect(await learnerOtherTab.next()).toEqual({ type: 'message', conversationId, message });

    const reply = await as(trainer, `/api/messages/conversations/${conversationId}/messages`, {
      body: 'Yes, happily.',
      clientId: crypto.randomUUID(),
    });
    expect(reply.status).toBe(201);
    const replied = ((await reply.json()) as SendMessageResponse).message;
    expect(await learnerOtherTab.next()).toEqual({ type: 'message', conversationId, message: replied });
    expect(await learnerOtherTab.next()).toEqual({ type: 'unread', conversations: 1 });
    expect(await trainerTab.next()).toEqual({ type: 'message', conversationId, message: replied });
  });

  it('tells the other side how far a reader read, and the reader’s tabs their new unread count', async () => {
    const { trainer, trainerId, learner } = await pair();
    const sent = await as(learner, '/api/messages/conversations', {
      trainerId,
      body: 'Hello!',
      clientId: crypto.randomUUID(),
    });
    const { conversation_id: conversationId, message } = (await sent.json()) as StartConversationResponse;
    const learnerTab = await openTab(learner);
    const trainerTab = await openTab(trainer);

    const read = await as(trainer, `/api/messages/conversations/${conversationId}/read`, { upTo: message.id });
    expect(read.status).toBe(204);
    expect(await learnerTab.next()).toEqual({ type: 'read', conversationId, upTo: message.id });
    expect(await trainerTab.next()).toEqual({ type: 'unread', conversations: 0 });
  });

  it('never brings one user’s events to another user’s tabs, and a retried send publishes nothing again', async () => {
    const { trainer, trainerId, learner } = await pair();
    const outsider = await createUser();
    const outsiderTab = await openTab(outsider);
    const trainerTab = await openTab(trainer);
    const clientId = crypto.randomUUID();
    const first = await as(learner, '/api/messages/conversations', { trainerId, body: 'Private question', clientId });
    expect(first.status).toBe(201);
    const { conversation_id: conversationId } = (await first.json()) as StartConversationResponse;
    expect((await trainerTab.next()).type).toBe('message');
    expect((await trainerTab.next()).type).toBe('unread');

    const retry = await as(learner, '/api/messages/conversations', { trainerId, body: 'Private question', clientId });
    expect(retry.status).toBe(200);
    const more = await as(learner, `/api/messages/conversations/${conversationId}/messages`, {
      body: 'One more thing',
      clientId: crypto.randomUUID(),
    });
    const moreMessage = ((await more.json()) as SendMessageResponse).message;
    // The trainer's next event is the new message, not the retry's again.
    expect(await trainerTab.next()).toMatchObject({ type: 'message', message: { id: moreMessage.id } });

    // The outsider's own enquiry: the first thing their tab hears is their own message, none of the pair's.
    const other = await pair();
    const own = await as(outsider, '/api/messages/conversations', {
      trainerId: other.trainerId,
      body: 'My own question',
      clientId: crypto.randomUUID(),
    });
    const ownMessage = ((await own.json()) as StartConversationResponse).message;
    expect(await outsiderTab.next()).toMatchObject({ type: 'message', message: { id: ownMessage.id } });
  });

  it('answers the send even when the channel fails: a warning, the message stored', async () => {
    const { trainerId, learner } = await pair();
    const capture = captureLogs();
    try {
      const res = await callWorkerWith({ USER_CHANNEL: failingUserChannel() }, '/api/messages/conversations', {
        method: 'POST',
        headers: { ...learner.auth, origin: ORIGIN, 'cf-connecting-ip': freshIp() },
        json: { trainerId, body: 'Still stored?', clientId: crypto.randomUUID() },
      });
      expect(res.status).toBe(201);
      const { message } = (await res.json()) as StartConversationResponse;
      const stored = await env.DB.prepare('SELECT body FROM messages WHERE id = ?').bind(message.id).first();
      expect(stored).toEqual({ body: 'Still stored?' });
      await vi.waitFor(() =>
        expect(capture.entries()).toContainEqual(
          expect.objectContaining({ level: 'warn', message: 'Live channel publish failed', userId: learner.id }),
        ),
      );
    } finally {
      capture.restore();
    }
  });
});
