import type { QueryClient } from '@tanstack/react-query';
import { LIVE_PATH } from '#shared/api/messages';
import { ApiRequestError } from '#web/lib/api-client';
import { signedInRequest } from '#web/lib/session/requests';
import { applyLiveEvent } from './apply-live-event';
import { LiveClient } from './live-client';
import { notifyLiveEventSubscribers } from './live-subscribers';
import { messageKeys } from './messages-cache';

// The channel as the app runs it: loaded by useLiveChannel once a user is signed in (it brings the
// contract's zod schemas, which the first screen does without).

/** A ticket for the signed-in user, or null when the worker will not give one now (signed out, banned). */
async function liveTicket(): Promise<string | null> {
  try {
    return (await signedInRequest('/messages/live-ticket', { method: 'POST' })).ticket;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

function liveSocketUrl(ticket: string): string {
  const url = new URL(LIVE_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

/** Opens the signed-in user's channel and keeps it open until the returned stop is called. */
export function connectLiveChannel(client: QueryClient, viewerId: string): () => void {
  const live = new LiveClient({
    getTicket: liveTicket,
    openSocket: (ticket) => new WebSocket(liveSocketUrl(ticket)),
    onEvent: (event) => {
      applyLiveEvent(client, event, viewerId);
      notifyLiveEventSubscribers(event);
    },
    // Whatever happened while the socket was down is read again (only what is on screen is refetched).
    onReconnect: () => void client.invalidateQueries({ queryKey: messageKeys.all }),
  });
  live.start();
  return () => live.stop();
}
