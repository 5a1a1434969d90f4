import { LIVE_CLOSE } from '#shared/live';

// What UserChannel (user-channel.ts) does with its sockets, loaded on its first use: the class itself
// is evaluated by every fresh isolate (the entry exports it), this is not.

/** Headers the worker puts on the upgrade it forwards, once it has checked the ticket (channel.ts). */
export const ADMISSION_HEADERS = {
  ticketId: 'x-live-ticket-id',
  ticketExpiresAt: 'x-live-ticket-expires-at',
  sessionId: 'x-live-session-id',
} as const;

/** More sockets than anyone's tabs need; past it the oldest goes, so a loop of reconnects cannot pile them up. */
export const MAX_SOCKETS_PER_USER = 20;

/**
 * How long a socket receives events after its ticket was checked: as long as an access token lives.
 * A signed-out or banned account's open sockets stop receiving within it, as its tokens stop working.
 */
export const SOCKET_LIFETIME_MS = 15 * 60 * 1000;

const TICKET_KEY = 'ticket:';

interface SocketState {
  /** Epoch ms after which the socket gets no more events (it is closed to reconnect). */
  until: number;
  openedAt: number;
}

function socketState(ws: WebSocket): SocketState | null {
  const value: unknown = ws.deserializeAttachment();
  if (typeof value !== 'object' || value === null) return null;
  const { until, openedAt } = value as Record<string, unknown>;
  return typeof until === 'number' && typeof openedAt === 'number' ? { until, openedAt } : null;
}

export const sessionTag = (sessionId: string) => `session:${sessionId}`;

export function closeQuietly(ws: WebSocket, code: number, reason: string): void {
  try {
    ws.close(code, reason);
  } catch {
    // Already closing.
  }
}

/** Marks a ticket used; false when it already was. Used tickets are kept until they expire. */
function claimTicket(ctx: DurableObjectState, ticketId: string, expiresAt: number): boolean {
  const kv = ctx.storage.kv;
  const key = `${TICKET_KEY}${ticketId}`;
  if (kv.get(key) !== undefined) return false;
  const now = Date.now();
  for (const [usedKey, usedUntil] of [...kv.list<number>({ prefix: TICKET_KEY })]) {
    if (usedUntil <= now) kv.delete(usedKey);
  }
  kv.put(key, expiresAt);
  return true;
}

function closeOldestBeyondLimit(ctx: DurableObjectState): void {
  const open = ctx
    .getWebSockets()
    .map((ws) => ({ ws, openedAt: socketState(ws)?.openedAt ?? 0 }))
    .sort((a, b) => a.openedAt - b.openedAt);
  for (const { ws } of open.slice(0, Math.max(0, open.length - MAX_SOCKETS_PER_USER))) {
    closeQuietly(ws, LIVE_CLOSE.replaced, 'Replaced by a newer connection');
  }
}

/** An upgrade the worker admitted (ticket, session and ban checked); each ticket opens one socket. */
export function admit(ctx: DurableObjectState, request: Request): Response {
  if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response(null, { status: 426 });
  const ticketId = request.headers.get(ADMISSION_HEADERS.ticketId);
  const ticketExpiresAt = Number(request.headers.get(ADMISSION_HEADERS.ticketExpiresAt));
  const sessionId = request.headers.get(ADMISSION_HEADERS.sessionId);
  if (!ticketId || !sessionId || !Number.isFinite(ticketExpiresAt)) return new Response(null, { status: 400 });
  if (!claimTicket(ctx, ticketId, ticketExpiresAt)) return new Response(null, { status: 401 });

  const { 0: client, 1: server } = new WebSocketPair();
  // Tagged with the session, so one session's sockets can be found among the user's (getWebSockets(tag)).
  ctx.acceptWebSocket(server, [sessionTag(sessionId)]);
  const now = Date.now();
  server.serializeAttachment({ until: now + SOCKET_LIFETIME_MS, openedAt: now } satisfies SocketState);
  closeOldestBeyondLimit(ctx);
  return new Response(null, { status: 101, webSocket: client });
}

/**
 * Sends the frames, in order, to every socket still within its lifetime; a socket past it is closed
 * instead (its tab reconnects with a new ticket and reloads what it shows). Returns how many sockets
 * got them.
 */
export function publish(ctx: DurableObjectState, frames: string[]): number {
  const now = Date.now();
  let reached = 0;
  for (const ws of ctx.getWebSockets()) {
    const state = socketState(ws);
    if (!state || state.until <= now) {
      closeQuietly(ws, LIVE_CLOSE.reauthenticate, 'Reconnect with a new ticket');
      continue;
    }
    try {
      for (const frame of frames) ws.send(frame);
      reached += 1;
    } catch {
      // Closing as we sent: that tab reconnects and reloads.
    }
  }
  return reached;
}
