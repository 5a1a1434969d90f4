import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '#shared/api/messages';
import { LIVE_CLOSE, LIVE_PING, LIVE_PONG } from '#shared/live';
import {
  HEARTBEAT_EVERY_MS,
  HEARTBEAT_TIMEOUT_MS,
  LiveClient,
  type LiveClientOptions,
  type LiveSocket,
  RETRY_FIRST_MS,
  RETRY_LONGEST_MS,
  retryDelay,
} from './live-client';

/** A WebSocket the test drives: it opens, speaks and closes when told. */
class FakeSocket implements LiveSocket {
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly ticket: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  /** The server or the network ends it. */
  drop(code = 1006) {
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

const unread: LiveEvent = { type: 'unread', conversations: 3 };

function setUp(options: Partial<LiveClientOptions> = {}) {
  let tickets = 0;
  const sockets: FakeSocket[] = [];
  const events: LiveEvent[] = [];
  const reconnects = vi.fn();
  const getTicket = vi.fn(async (): Promise<string | null> => `ticket-${++tickets}`);
  const client = new LiveClient({
    getTicket,
    openSocket: (ticket) => {
      const socket = new FakeSocket(ticket);
      sockets.push(socket);
      return socket;
    },
    onEvent: (event) => events.push(event),
    onReconnect: reconnects,
    random: () => 0.5,
    ...options,
  });
  running.push(client);
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('No socket opened yet');
    return socket;
  };
  return { client, sockets, events, reconnects, getTicket, last };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Every client a test made, stopped after it (their window listeners must not reach the next test). */
const running: LiveClient[] = [];
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const client of running.splice(0)) client.stop();
  vi.useRealTimers();
});

describe('retryDelay', () => {
  it('doubles from the first wait up to the longest, half of it at random', () => {
    expect(retryDelay(0, () => 0)).toBe(RETRY_FIRST_MS / 2);
    expect(retryDelay(0, () => 0.999_999)).toBe(RETRY_FIRST_MS);
    expect(retryDelay(3, () => 0)).toBe((RETRY_FIRST_MS * 8) / 2);
    expect(retryDelay(20, () => 0)).toBe(RETRY_LONGEST_MS / 2);
    expect(retryDelay(20, () => 0.999_999)).toBe(RETRY_LONGEST_MS);
  });
});

describe('LiveClient', () => {
  it('opens the socket with a new ticket and hands on each event the contract allows', async () => {
    const t = setUp();
    t.client.start();
    await flush();
    expect(t.last().ticket).toBe('ticket-1');
    t.last().open();
    expect(t.client.state).toBe('open');
    t.last().receive(JSON.stringify(unread));
    t.last().receive('not json');
    t.last().receive(JSON.stringify({ type: 'something-newer', x: 1 }));
    t.last().receive(JSON.stringify({ type: 'unread', conversations: 'many' }));
    expect(t.events).toEqual([unread]);
    expect(t.reconnects).not.toHaveBeenCalled();
  });

  it('after a drop, tries again with growing jittered waits and a new ticket each time; reopened, it says so', async () => {
    const t = setUp({ random: () => 0 });
    t.client.start();
    await flush();
    t.last().open();
    t.last().drop();
    expect(t.client.state).toBe('waiting');

    // Three failed attempts: 500 ms, then 1 s, then 2 s (random 0: half of each backoff).
    for (const wait of [500, 1_000, 2_000]) {
      const before = t.sockets.length;
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(t.sockets).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(t.sockets).toHaveLength(before + 1);
      t.last().drop();
    }
    expect(t.getTicket).toHaveBeenCalledTimes(4);
    expect(new Set(t.sockets.map((socket) => socket.ticket)).size).toBe(4);

    await vi.advanceTimersByTimeAsync(4_000);
    t.last().open();
    expect(t.reconnects).toHaveBeenCalledTimes(1);
    // Open again: the next drop starts from the first wait.
    t.last().drop();
    const before = t.sockets.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(t.sockets).toHaveLength(before + 1);
  });

  it('spreads the tabs of a restart apart: the wait depends on the jitter', async () => {
    const early = setUp({ random: () => 0 });
    const late = setUp({ random: () => 0.99 });
    for (const t of [early, late]) {
      t.client.start();
      await flush();
      t.last().open();
      t.last().drop();
    }
    await vi.advanceTimersByTimeAsync(600);
    expect(early.sockets).toHaveLength(2);
    expect(late.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(late.sockets).toHaveLength(2);
  });

  it('tries at once when the network comes back or the tab is shown again, instead of waiting', async () => {
    const t = setUp({ random: () => 0 });
    t.client.start();
    await flush();
    for (let i = 0; i < 5; i++) {
      t.last().drop();
      await vi.advanceTimersByTimeAsync(RETRY_LONGEST_MS);
    }
    t.last().drop();
    expect(t.client.state).toBe('waiting');
    const before = t.sockets.length;
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(t.sockets).toHaveLength(before + 1);

    t.last().drop();
    setVisibility('hidden');
    await flush();
    expect(t.sockets).toHaveLength(before + 1);
    setVisibility('visible');
    await flush();
    expect(t.sockets).toHaveLength(before + 2);
  });

  it('pings an open socket and, with no answer in time, drops it and connects again', async () => {
    const t = setUp({ random: () => 0 });
    t.client.start();
    await flush();
    const first = t.last();
    first.open();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_EVERY_MS);
    expect(first.sent).toEqual([LIVE_PING]);
    first.receive(LIVE_PONG);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS);
    expect(first.closedWith).toBeUndefined();

    await vi.advanceTimersByTimeAsync(HEARTBEAT_EVERY_MS - HEARTBEAT_TIMEOUT_MS);
    expect(first.sent).toEqual([LIVE_PING, LIVE_PING]);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS);
    expect(first.closedWith).toBe(4000);
    expect(t.client.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS / 2);
    expect(t.sockets).toHaveLength(2);
  });

  it('checks an open socket at once when the tab is shown again', async () => {
    const t = setUp();
    t.client.start();
    await flush();
    t.last().open();
    setVisibility('visible');
    expect(t.last().sent).toEqual([LIVE_PING]);
  });

  it('reconnects at once with a new ticket when the channel asks for one', async () => {
    const t = setUp();
    t.client.start();
    await flush();
    t.last().open();
    t.last().drop(LIVE_CLOSE.reauthenticate);
    await flush();
    expect(t.sockets.map((socket) => socket.ticket)).toEqual(['ticket-1', 'ticket-2']);
  });

  it('waits for the network or the tab when no ticket can be had (signed out, refused); retries a failed request', async () => {
    const getTicket = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null);
    const t = setUp({ getTicket, random: () => 0 });
    t.client.start();
    await flush();
    expect(t.client.state).toBe('paused');
    await vi.advanceTimersByTimeAsync(RETRY_LONGEST_MS * 2);
    expect(getTicket).toHaveBeenCalledTimes(1);

    getTicket.mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ticket-ok');
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(t.client.state).toBe('waiting');
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS / 2);
    expect(t.sockets.map((socket) => socket.ticket)).toEqual(['ticket-ok']);
  });

  it('stops for good: the socket closed, no more attempts, a late ticket unused', async () => {
    let answer: (ticket: string) => void = () => {};
    const getTicket = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    const t = setUp({ getTicket });
    t.client.start();
    await flush();
    t.client.stop();
    answer('late');
    await flush();
    expect(t.sockets).toEqual([]);

    const u = setUp();
    u.client.start();
    await flush();
    u.last().open();
    u.client.stop();
    expect(u.last().closedWith).toBe(1000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(RETRY_LONGEST_MS * 2);
    expect(u.sockets).toHaveLength(1);
    expect(u.client.state).toBe('stopped');
  });
});
