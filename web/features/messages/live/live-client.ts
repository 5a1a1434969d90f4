import { type LiveEvent, liveEventSchema } from '#shared/api/messages';
import { LIVE_CLOSE, LIVE_PING, LIVE_PONG } from '#shared/live';

// One tab's connection to its user's live channel (worker/platform/live/README.md): a ticket, then
// the socket; after a drop it tries again with growing, jittered waits (so a server restart is not met
// by every tab at the same instant), at once when the network comes back or the tab is shown again.
// A heartbeat finds a socket that died without a close (a sleeping laptop, a dropped Wi-Fi).

/** What the client needs of a WebSocket (the browser's; a fake in tests). */
export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export type LiveStatus = 'connecting' | 'open' | 'waiting' | 'paused' | 'stopped';

export interface LiveClientOptions {
  /** A new ticket for each attempt; null when none can be had now (signed out, refused): wait for the network or the tab. */
  getTicket: () => Promise<string | null>;
  /** The socket for a ticket (the browser's WebSocket by default). */
  openSocket: (ticket: string) => LiveSocket;
  onEvent: (event: LiveEvent) => void;
  /** Each open after the first: events may have been missed meanwhile. */
  onReconnect?: () => void;
  onStatus?: (status: LiveStatus) => void;
  /** [0, 1): the jitter (Math.random by default). */
  random?: () => number;
}

/** The first wait after a drop, doubled after each failed attempt up to the longest. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_LONGEST_MS = 30_000;
/** A ping this often while open; no answer within the timeout and the socket counts as dead. */
export const HEARTBEAT_EVERY_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;

/** The wait before attempt `failures + 1`: half the backoff for sure, the other half at random. */
export function retryDelay(failures: number, random: () => number): number {
  const ceiling = Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** failures);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export class LiveClient {
  private status: LiveStatus = 'paused';
  private socket: LiveSocket | null = null;
  private failures = 0;
  private opened = false;
  /** Bumped by every new attempt and by stop(): a late answer of an older attempt is dropped. */
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setTimeout> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly random: () => number;

  constructor(private readonly options: LiveClientOptions) {
    this.random = options.random ?? Math.random;
  }

  get state(): LiveStatus {
    return this.status;
  }

  start(): void {
    if (this.status !== 'paused' && this.status !== 'stopped') return;
    window.addEventListener('online', this.resume);
    document.addEventListener('visibilitychange', this.onVisibility);
    void this.connect();
  }

  stop(): void {
    this.attempt += 1;
    window.removeEventListener('online', this.resume);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.clearTimers();
    this.dropSocket(1000, 'Signed out or left');
    this.setStatus('stopped');
  }

  /** Back online, or shown again: try now rather than at the end of the wait. */
  private readonly resume = (): void => {
    if (this.status === 'waiting' || this.status === 'paused') {
      this.failures = 0;
      void this.connect();
    }
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState !== 'visible') return;
    // An open socket may have died while the tab (or the laptop) slept: check it now.
    if (this.status === 'open') this.ping();
    else this.resume();
  };

  private async connect(): Promise<void> {
    const attempt = ++this.attempt;
    clearTimeout(this.retryTimer);
    this.setStatus('connecting');
    let ticket: string | null;
    try {
      ticket = await this.options.getTicket();
    } catch {
      if (attempt === this.attempt) this.retryLater();
      return;
    }
    if (attempt !== this.attempt) return;
    if (ticket === null) {
      this.setStatus('paused');
      return;
    }
    let socket: LiveSocket;
    try {
      socket = this.options.openSocket(ticket);
    } catch {
      this.retryLater();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.setStatus('open');
      this.scheduleHeartbeat();
      if (this.opened) this.options.onReconnect?.();
      this.opened = true;
    };
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.clearTimers();
      // The channel asks for a new ticket (the socket's lifetime ended): at once.
      if (event.code === LIVE_CLOSE.reauthenticate) void this.connect();
      else this.retryLater();
    };
    socket.onerror = () => {
      // A close event follows; it decides what happens next.
    };
  }

  private receive(data: unknown): void {
    if (data === LIVE_PONG) {
      clearTimeout(this.pongTimer);
      this.scheduleHeartbeat();
      return;
    }
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    // An event this version cannot read (a newer worker) is skipped; the next refetch shows it.
    const event = liveEventSchema.safeParse(parsed);
    if (event.success) this.options.onEvent(event.data);
  }

  private scheduleHeartbeat(): void {
    clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = setTimeout(() => this.ping(), HEARTBEAT_EVERY_MS);
  }

  private ping(): void {
    const socket = this.socket;
    if (!socket) return;
    clearTimeout(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
    try {
      socket.send(LIVE_PING);
    } catch {
      // A socket that cannot send is as dead as one that does not answer.
    }
    this.pongTimer = setTimeout(() => {
      // No answer: a socket closed this way may never fire its close event; go on without it.
      this.dropSocket(4000, 'No heartbeat');
      this.retryLater();
    }, HEARTBEAT_TIMEOUT_MS);
  }

  private retryLater(): void {
    this.clearTimers();
    this.setStatus('waiting');
    const delay = retryDelay(this.failures, this.random);
    this.failures += 1;
    this.retryTimer = setTimeout(() => void this.connect(), delay);
  }

  private dropSocket(code: number, reason: string): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    try {
      socket.close(code, reason);
    } catch {
      // Already closed.
    }
  }

  private clearTimers(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.heartbeatTimer);
    clearTimeout(this.pongTimer);
  }

  private setStatus(status: LiveStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus?.(status);
  }
}
