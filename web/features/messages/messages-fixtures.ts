import { vi } from 'vitest';
import type { ConversationDetail, ConversationResponse, InboxConversation, ThreadMessage } from '#shared/api/messages';
import { sessionResponse } from '#web/test/stub-session-fetch';

/** The signed-in user of these tests (Lee, a learner) and the trainer they write to. */
export const ME = 'u1';
export const TRAINER_USER = 'trainer-user';

let nextId = 100;

/** A stored message as the worker answers it; from Lee unless `sender_user_id` says otherwise. */
export function messageFixture(overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  nextId += 1;
  return {
    id: nextId,
    conversation_id: 5,
    sender_user_id: ME,
    client_id: crypto.randomUUID(),
    body: 'Hello',
    removed: false,
    service: null,
    created_at: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

export function conversationFixture(overrides: Partial<ConversationDetail> = {}): ConversationDetail {
  return {
    id: 5,
    my_role: 'learner',
    other: {
      user_id: TRAINER_USER,
      full_name: 'Tess Trainer',
      profile_image: null,
      role: 'trainer',
      trainer_slug: 'tess-trainer',
    },
    service: { id: 9, title: 'Intro session' },
    created_at: '2026-11-20T10:00:00.000Z',
    last_message_at: '2026-11-27T10:00:00.000Z',
    blocked_by_me: false,
    blocked_by_other: false,
    can_send: true,
    other_last_read_message_id: null,
    ...overrides,
  };
}

export function threadFixture(
  messages: ThreadMessage[],
  conversation: Partial<ConversationDetail> = {},
  before: number | null = null,
): ConversationResponse {
  return { conversation: conversationFixture(conversation), messages, before };
}

export function inboxRowFixture(overrides: Partial<InboxConversation> = {}): InboxConversation {
  return {
    id: 5,
    other: {
      user_id: TRAINER_USER,
      full_name: 'Tess Trainer',
      profile_image: null,
      role: 'trainer',
      trainer_slug: 'tess-trainer',
    },
    service: null,
    last_message: {
      id: 1,
      body: 'See you then',
      removed: false,
      sender_user_id: TRAINER_USER,
      created_at: '2026-11-27T10:00:00.000Z',
    },
    last_message_at: '2026-11-27T10:00:00.000Z',
    unread_count: 0,
    blocked_by_me: false,
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

/** What a stubbed endpoint answers: JSON (status 200 unless given), a Response, or a thrown error (the network failing). */
export type Answer = (call: ApiCall) => unknown | Response | Promise<unknown | Response>;

/**
 * Lee signed in, and the API answered by 'METHOD /path' (under /api, with its query) through
 * `answers`, which may wait or throw; anything else is a 404. Returns the calls made.
 */
export function stubMessagesApi(answers: Record<string, Answer>, user: { id?: string; is_admin?: boolean } = {}) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/auth/refresh')
      return Response.json(sessionResponse({ id: user.id ?? ME, is_admin: user.is_admin ?? false }));
    const call = {
      method: init.method ?? 'GET',
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[`${call.method} ${path}`];
    if (!answer) return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    const result = await answer(call);
    if (result instanceof Response) return result;
    return result === undefined ? new Response(null, { status: 204 }) : Response.json(result);
  });
  return calls;
}

/** The client id a recorded send carried (the test fails on a call without one). */
export function clientIdOf(call: ApiCall | undefined): string {
  const body = call?.body;
  if (typeof body !== 'object' || body === null || !('clientId' in body) || typeof body.clientId !== 'string') {
    throw new Error(`no clientId in ${JSON.stringify(call)}`);
  }
  return body.clientId;
}
