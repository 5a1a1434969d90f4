import { describe, expect, it } from 'vitest';
import {
  inboxQuerySchema,
  liveEventSchema,
  MESSAGE_BODY_MAX,
  MESSAGE_TEXT,
  markReadSchema,
  reportMessageSchema,
  sendMessageSchema,
  startConversationSchema,
  threadPageQuerySchema,
} from './messages';

const clientId = '0b9c7f8e-4a41-4a8b-9a3e-6d2f1c0e5b7a';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('messages schemas (shared with the web composer)', () => {
  it('keeps a message as typed, trimmed, with its line breaks', () => {
    expect(sendMessageSchema.parse({ body: '  Hello\r\nthere  ', clientId })).toEqual({
      body: 'Hello\nthere',
      clientId,
    });
  });

  it('refuses a blank, an overlong or a control-character message with the texts the web shows', () => {
    expect(firstMessage(sendMessageSchema.safeParse({ body: '   ', clientId }))).toBe(MESSAGE_TEXT.bodyRequired);
    expect(firstMessage(sendMessageSchema.safeParse({ body: 'x'.repeat(MESSAGE_BODY_MAX + 1), clientId }))).toBe(
      MESSAGE_TEXT.bodyTooLong,
    );
    // Code points, not UTF-16 units: 2,000 emoji are within the limit.
    expect(sendMessageSchema.safeParse({ body: '😀'.repeat(MESSAGE_BODY_MAX), clientId }).success).toBe(true);
    expect(sendMessageSchema.safeParse({ body: 'a\u0000b', clientId }).success).toBe(false);
  });

  it('needs a UUID client id', () => {
    expect(firstMessage(sendMessageSchema.safeParse({ body: 'Hi' }))).toBe(MESSAGE_TEXT.clientIdRequired);
    expect(firstMessage(sendMessageSchema.safeParse({ body: 'Hi', clientId: 'abc' }))).toBe(
      MESSAGE_TEXT.clientIdInvalid,
    );
  });

  it('starts an enquiry with or without a service', () => {
    expect(startConversationSchema.parse({ trainerId: 4, body: 'Hi', clientId })).toMatchObject({ trainerId: 4 });
    expect(startConversationSchema.parse({ trainerId: 4, serviceId: null, body: 'Hi', clientId }).serviceId).toBeNull();
    expect(firstMessage(startConversationSchema.safeParse({ trainerId: 0, body: 'Hi', clientId }))).toBe(
      MESSAGE_TEXT.trainerIdRequired,
    );
    expect(
      firstMessage(startConversationSchema.safeParse({ trainerId: 4, serviceId: 1.5, body: 'Hi', clientId })),
    ).toBe(MESSAGE_TEXT.serviceIdInvalid);
  });

  it('reads paging parameters as plain digits or opaque cursors', () => {
    expect(threadPageQuerySchema.parse({ before: '120' })).toEqual({ before: 120 });
    expect(threadPageQuerySchema.safeParse({ before: '1e3' }).success).toBe(false);
    expect(inboxQuerySchema.parse({ cursor: '' })).toEqual({});
    expect(inboxQuerySchema.safeParse({ cursor: 'a/b' }).success).toBe(false);
    expect(markReadSchema.safeParse({ upTo: -1 }).success).toBe(false);
  });

  it('asks for details when the report reason is Other', () => {
    expect(reportMessageSchema.parse({ reason: 'Scam or fraud' })).toEqual({ reason: 'Scam or fraud', details: null });
    expect(firstMessage(reportMessageSchema.safeParse({ reason: 'Other', details: ' ' }))).toBe(
      MESSAGE_TEXT.reportDetailsRequired,
    );
    expect(firstMessage(reportMessageSchema.safeParse({ reason: 'Nope' }))).toBe(MESSAGE_TEXT.reportReasonRequired);
  });

  it('parses each live event and refuses an unknown one', () => {
    const message = {
      id: 7,
      conversation_id: 3,
      sender_user_id: null,
      client_id: clientId,
      body: null,
      removed: true,
      service: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(liveEventSchema.parse({ type: 'message', conversationId: 3, message }).type).toBe('message');
    expect(liveEventSchema.parse({ type: 'read', conversationId: 3, upTo: 7 })).toEqual({
      type: 'read',
      conversationId: 3,
      upTo: 7,
    });
    expect(liveEventSchema.parse({ type: 'unread', conversations: 2 })).toEqual({ type: 'unread', conversations: 2 });
    expect(liveEventSchema.safeParse({ type: 'typing' }).success).toBe(false);
  });
});
