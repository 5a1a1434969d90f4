import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE, LIVE_PING, LIVE_PONG } from '#shared/live';
import { ADMISSION_HEADERS, MAX_SOCKETS_PER_USER, sessionTag } from './channel-sockets';
import type { UserChannel } from './user-channel';

const channelOf = (userId: string) => env.USER_CHANNEL.getByName(userId);

/** What the worker forwards once it has checked a ticket (channel.ts). */
function admitted(ticketId = crypto.randomUUID(), sessionId = 'session-1'): RequestInit {
  return {
    headers: {
      upgrade: 'websocket',
      [ADMISSION_HEADERS.ticketId]: ticketId,
      [ADMISSION_HEADERS.ticketExpiresAt]: String(Date.now() + 60_000),
      [ADMISSION_HEADERS.sessionId]: sessionId,
    },
  };
}

interface Client {
  ws: WebSocket;
  received: string[];
  closed: Promise<CloseEvent>;
  /** Resolves with the next frame (or one already waiting). */
  next: () => Promise<string>;
}

async function connect(userId: string, init: RequestInit = admitted()): Promise<Client> {
  const res = await channelOf(userId).fetch('https://user-channel/connect', init);
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error('No WebSocket in the 101 answer');
  ws.accept();
  const received: string[] = [];
  const waiting: ((frame: string) => void)[] = [];
  ws.addEventListener('message', (event) => {
    const frame = String(event.data);
    const waiter = waiting.shift();
    if (waiter) waiter(frame);
    else received.push(frame);
  });
  const closed = new Promise<CloseEvent>((resolve) => ws.addEventListener('close', resolve));
  const next = () => {
    const ready = received.shift();
    return ready !== undefined ? Promise.resolve(ready) : new Promise<string>((resolve) => waiting.push(resolve));
  };
  return { ws, received, closed, next };
}

describe('UserChannel (one per user, WebSocket Hibernation API)', () => {
  it('sends what is published to every socket of its user, in order, and says how many it reached', async () => {
    const userId = crypto.randomUUID();
    const [first, second] = [await connect(userId), await connect(userId)];
    expect(await channelOf(userId).publish(['one', 'two'])).toBe(2);
    for (const client of [first, second]) {
      expect(await client.next()).toBe('one');
      expect(await client.next()).toBe('two');
    }
    first.ws.close(1000, 'done');
    second.ws.close(1000, 'done');
  });

  it('never sends one user’s events to another user’s sockets', async () => {
    const [alice, bob] = [crypto.randomUUID(), crypto.randomUUID()];
    const aliceClient = await connect(alice);
    const bobClient = await connect(bob);
    expect(await channelOf(alice).publish(['for alice'])).toBe(1);
    expect(await aliceClient.next()).toBe('for alice');
    expect(await channelOf(bob).publish(['for bob'])).toBe(1);
    expect(await bobClient.next()).toBe('for bob');
    expect(bobClient.received).toEqual([]);
    aliceClient.ws.close(1000, 'done');
    bobClient.ws.close(1000, 'done');
  });

  it('answers the heartbeat without the object, tags the socket with its session', async () => {
    const userId = crypto.randomUUID();
    const client = await connect(userId, admitted(crypto.randomUUID(), 'session-xyz'));
    client.ws.send(LIVE_PING);
    expect(await client.next()).toBe(LIVE_PONG);
    const tagged = await runInDurableObject(channelOf(userId), (_instance: UserChannel, state) => ({
      session: state.getWebSockets(sessionTag('session-xyz')).length,
      other: state.getWebSockets(sessionTag('session-other')).length,
    }));
    expect(tagged).toEqual({ session: 1, other: 0 });
    client.ws.close(1000, 'done');
  });

  it('opens one socket per ticket: the same ticket again is refused', async () => {
    const userId = crypto.randomUUID();
    const init = admitted();
    const client = await connect(userId, init);
    const again = await channelOf(userId).fetch('https://user-channel/connect', init);
    expect(again.status).toBe(401);
    expect(again.webSocket).toBeNull();
    client.ws.close(1000, 'done');
  });

  it('refuses what is not an admitted upgrade', async () => {
    const channel = channelOf(crypto.randomUUID());
    expect((await channel.fetch('https://user-channel/connect')).status).toBe(426);
    const noTicket = await channel.fetch('https://user-channel/connect', { headers: { upgrade: 'websocket' } });
    expect(noTicket.status).toBe(400);
  });

  it('closes a socket past its lifetime instead of sending to it, so its tab reconnects with a new ticket', async () => {
    const userId = crypto.randomUUID();
    const stale = await connect(userId, admitted(crypto.randomUUID(), 'stale-session'));
    const fresh = await connect(userId);
    await runInDurableObject(channelOf(userId), (_instance: UserChannel, state) => {
      for (const ws of state.getWebSockets(sessionTag('stale-session'))) {
        ws.serializeAttachment({ until: Date.now() - 1, openedAt: 0 });
      }
    });
    expect(await channelOf(userId).publish(['news'])).toBe(1);
    expect(await fresh.next()).toBe('news');
    const closed = await stale.closed;
    expect(closed.code).toBe(LIVE_CLOSE.reauthenticate);
    expect(stale.received).toEqual([]);
    fresh.ws.close(1000, 'done');
  });

  it(`keeps at most ${MAX_SOCKETS_PER_USER} sockets per user: a new one replaces the oldest`, async () => {
    const userId = crypto.randomUUID();
    const clients: Client[] = [];
    for (let i = 0; i <= MAX_SOCKETS_PER_USER; i++) clients.push(await connect(userId));
    const [oldest, ...rest] = clients;
    expect((await oldest?.closed)?.code).toBe(LIVE_CLOSE.replaced);
    expect(await channelOf(userId).publish(['still here'])).toBe(MAX_SOCKETS_PER_USER);
    for (const client of rest) {
      expect(await client.next()).toBe('still here');
      client.ws.close(1000, 'done');
    }
  });

  it('closes a socket that sends anything but the heartbeat', async () => {
    const client = await connect(crypto.randomUUID());
    client.ws.send('hello?');
    expect((await client.closed).code).toBe(1003);
  });
});
