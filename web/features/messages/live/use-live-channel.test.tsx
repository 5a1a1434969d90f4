import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveTicketResponse } from '#shared/api/messages';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import {
  routeFetch,
  signInByRefresh,
  startEachTestSignedOut,
  unauthorizedResponse,
} from '#web/test/stub-session-fetch';
import type { LiveSocket } from './live-client';
import { subscribeToLiveEvents } from './live-subscribers';
import { messageKeys } from './messages-cache';
import { useLiveChannel } from './use-live-channel';

startEachTestSignedOut();

/** The browser's WebSocket, as far as the channel uses it: the sockets the page opened, to drive by hand. */
class BrowserSocket implements LiveSocket {
  static opened: BrowserSocket[] = [];
  closedWith: number | undefined;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    BrowserSocket.opened.push(this);
  }
  send() {}
  close(code?: number) {
    this.closedWith = code;
  }
}

function Shell() {
  useLiveChannel();
  return null;
}

const ticketAnswer = (ticket: string): LiveTicketResponse => ({ ticket, expires_at: new Date().toISOString() });

describe('useLiveChannel', () => {
  it('opens nothing for a visitor who is not signed in', async () => {
    BrowserSocket.opened = [];
    vi.stubGlobal('WebSocket', BrowserSocket);
    const fetch = routeFetch(() => unauthorizedResponse());
    renderWithQueryClient(<Shell />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(BrowserSocket.opened).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('opens the signed-in user’s channel with a ticket, writes its events into the cache, and closes it at sign-out', async () => {
    BrowserSocket.opened = [];
    vi.stubGlobal('WebSocket', BrowserSocket);
    await signInByRefresh({ id: 'viewer-1' });
    routeFetch((url, init) =>
      url === '/api/messages/live-ticket' && init.method === 'POST'
        ? Response.json(ticketAnswer('ticket-1'))
        : unauthorizedResponse(),
    );
    const heard: unknown[] = [];
    const unsubscribe = subscribeToLiveEvents((event) => heard.push(event));
    const client = renderWithQueryClient(<Shell />);

    await waitFor(() => expect(BrowserSocket.opened).toHaveLength(1));
    const [socket] = BrowserSocket.opened;
    const url = new URL(socket?.url ?? '');
    expect([url.protocol, url.pathname, url.searchParams.get('ticket')]).toEqual([
      'ws:',
      '/api/messages/live',
      'ticket-1',
    ]);
    act(() => {
      socket?.onopen?.(new Event('open'));
      socket?.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ type: 'unread', conversations: 4 }) }));
    });
    expect(client.getQueryData(messageKeys.unread())).toBe(4);
    expect(heard).toEqual([{ type: 'unread', conversations: 4 }]);
    unsubscribe();

    routeFetch(() => unauthorizedResponse());
    await act(() => refreshSession());
    expect(socket?.closedWith).toBe(1000);
  });
});
