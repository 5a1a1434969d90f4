import { DurableObject } from 'cloudflare:workers';
import { LIVE_PING, LIVE_PONG } from '#shared/live';

// One object per user (named by the user id): every open tab of that user keeps one WebSocket to it,
// and the worker publishes that user's events here. It holds sockets only; D1 keeps every record.
// Hibernation API: the sockets stay open while the object is evicted from memory, and a socket's
// own state rides on it (its attachment), so nothing is lost when the object wakes. The entry exports
// this class, so every fresh isolate evaluates it: the work is in channel-sockets.ts, loaded on use.

export class UserChannel extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Heartbeats are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  /** An upgrade the worker admitted; 101 with the socket, 401 for a ticket already used. */
  override async fetch(request: Request): Promise<Response> {
    return (await import('./channel-sockets')).admit(this.ctx, request);
  }

  /** Sends the frames, in order, to each of this user's sockets; returns how many got them. */
  async publish(frames: string[]): Promise<number> {
    return (await import('./channel-sockets')).publish(this.ctx, frames);
  }

  /** The browser only sends heartbeats, which never reach here; anything else is a client out of step. */
  override async webSocketMessage(ws: WebSocket): Promise<void> {
    (await import('./channel-sockets')).closeQuietly(ws, 1003, 'This channel only sends');
  }

  // With the compatibility date's web_socket_auto_reply_to_close the runtime completes the closing
  // handshake, and a socket's state goes with it: nothing to clean up.
  override webSocketClose(): void {}

  override webSocketError(): void {}
}
