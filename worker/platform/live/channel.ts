import type { LiveAdmission } from '#worker/platform/live/live-ticket';
import { log } from '#worker/platform/log/logger';
import { ADMISSION_HEADERS } from './channel-sockets';

// What the worker does with the live channel: hand an admitted upgrade to the user's object, and
// publish frames to users' objects. Durable Object bindings: worker/platform/live/README.md.

/**
 * Forwards an admitted WebSocket upgrade (ticket, session and ban checked by the caller) to the
 * user's channel: its 101 answer carries the socket; 401 when the ticket was already used.
 */
export function openUserChannel(env: Env, admission: LiveAdmission): Promise<Response> {
  return env.USER_CHANNEL.getByName(admission.userId).fetch('https://user-channel/connect', {
    headers: {
      upgrade: 'websocket',
      [ADMISSION_HEADERS.ticketId]: admission.ticketId,
      [ADMISSION_HEADERS.ticketExpiresAt]: String(admission.expiresAt),
      [ADMISSION_HEADERS.sessionId]: admission.sessionId,
    },
  });
}

export interface Delivery {
  userId: string;
  /** Text frames, sent in this order. */
  frames: string[];
}

/**
 * Sends each user their frames. Never throws: a channel that fails is logged as a warning and costs
 * its tabs nothing but the wait until they reload what they show (D1 has it all).
 */
export async function publishToUsers(env: Env, deliveries: Delivery[]): Promise<void> {
  await Promise.all(
    deliveries.map(async ({ userId, frames }) => {
      try {
        await env.USER_CHANNEL.getByName(userId).publish(frames);
      } catch (error) {
        log.warn('Live channel publish failed', { error, userId });
      }
    }),
  );
}
