import { waitUntil } from 'cloudflare:workers';
import { type LiveEvent, liveEventSchema, type ThreadMessage } from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { type Delivery, publishToUsers } from '#worker/platform/live/channel';
import { log } from '#worker/platform/log/logger';
import { messageRecipients, readState } from './live-events.repository';

// The messages feature's live events (worker/platform/live/README.md), published after the write
// committed. Each runs in the request's waitUntil (`waitUntil` from cloudflare:workers is the
// request's ctx.waitUntil, reached without threading the context through the send path): the
// answer never waits for it, and nothing in it can fail the write: a failure is a warning, and the
// tabs catch up from D1 when they next load (on reconnect, focus or navigation).

/** One frame, checked against the contract first: a tab never gets an event it cannot read. */
function frame(event: LiveEvent): string {
  return JSON.stringify(liveEventSchema.parse(event));
}

function inBackground(what: string, work: () => Promise<void>): void {
  waitUntil(
    work().catch((error: unknown) => {
      log.warn(`Live ${what} events not published`, { error });
    }),
  );
}

/**
 * A message stored: the message to both sides (the sender's other tabs show it too), and the
 * recipient's new count of conversations with unread messages.
 */
export function publishNewMessage(env: Env, db: Database, message: ThreadMessage): void {
  inBackground('message', async () => {
    const conversationId = message.conversation_id;
    const event = frame({ type: 'message', conversationId, message });
    const deliveries: Delivery[] = [];
    if (message.sender_user_id) deliveries.push({ userId: message.sender_user_id, frames: [event] });
    for (const recipient of await messageRecipients(db, conversationId, message.sender_user_id ?? '')) {
      deliveries.push({
        userId: recipient.userId,
        frames: [event, frame({ type: 'unread', conversations: recipient.unreadConversations })],
      });
    }
    await publishToUsers(env, deliveries);
  });
}

/** A conversation marked read: how far, to the other side ("Seen"); the reader's new count, to the reader's tabs. */
export function publishRead(env: Env, db: Database, readerId: string, conversationId: number): void {
  inBackground('read', async () => {
    const state = await readState(db, readerId, conversationId);
    if (!state) return;
    const deliveries: Delivery[] = [
      { userId: readerId, frames: [frame({ type: 'unread', conversations: state.readerUnreadConversations })] },
    ];
    if (state.otherUserId) {
      deliveries.push({
        userId: state.otherUserId,
        frames: [frame({ type: 'read', conversationId, upTo: state.upTo })],
      });
    }
    await publishToUsers(env, deliveries);
  });
}
