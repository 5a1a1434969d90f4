import { env } from 'cloudflare:workers';
import { describe, it } from 'vitest';
import { signLiveTicket } from '#worker/platform/live/live-ticket';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';

/** A conversation of `learner` with the trainer, straight in D1, with one message from the trainer. */
async function conversationOf(learner: TestUser, trainer: TestUser, trainerId: number) {
  const conversation = await env.DB.prepare(
    'INSERT INTO conversations (learner_user_id, trainer_id) VALUES (?, ?) RETURNING id',
  )
    .bind(learner.id, trainerId)
    .first<{ id: number }>();
  const id = conversation?.id ?? 0;
  const message = await env.DB.prepare(
    'INSERT INTO messages (conversation_id, sender_user_id, client_id, body) VALUES (?, ?, ?, ?) RETURNING id',
  )
    .bind(id, trainer.id, crypto.randomUUID(), 'Welcome')
    .first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO conversation_participants (conversation_id, user_id, role, unread_count) VALUES (?1, ?2, 'learner', 1), (?1, ?3, 'trainer', 0)",
    ).bind(id, learner.id, trainer.id),
    env.DB.prepare('UPDATE conversations SET last_message_id = ? WHERE id = ?').bind(message?.id, id),
  ]);
  return { id, messageId: message?.id ?? 0 };
}

describe('authorization matrix: messages', () => {
  it('participants only (others 404), signed in, not banned (a banned participant too), not to one’s own profile', async () => {
    const owner = await createUser({ fullName: 'Matrix Trainer' });
    const trainerId = await createTrainer(owner, { slug: 'matrix-msg', services: [{ title: 'Session', price: 20 }] });
    const user = await createUser();
    const otherUser = await createUser();
    const admin = await createUser({ admin: true });
    const banned = await createUser();
    const { id, messageId } = await conversationOf(user, owner, trainerId);
    // The banned user is a participant of a conversation of their own, banned after it began.
    const bannedConversation = await conversationOf(banned, owner, trainerId);
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'matrix')").bind(banned.id).run();

    const conversationPath = (suffix: string) => (role: string) =>
      `/api/messages/conversations/${role === 'banned' ? bannedConversation.id : id}${suffix}`;
    const participantsOnly = { anonymous: 401, user: 200, owner: 200, otherUser: 404, admin: 404, banned: 403 };
    const message = () => ({ body: 'Matrix message', clientId: crypto.randomUUID() });
    // The socket's handshake carries no token: each role opens it with a ticket of its own (the banned
    // user's made before the ban), anonymous with a forged one.
    const actors = { user, owner, otherUser, admin, banned };
    const liveTicket = async (role: string) => {
      const actor = Object.hasOwn(actors, role) ? actors[role as keyof typeof actors] : undefined;
      if (!actor) return 'forged';
      return (await signLiveTicket(env.JWT_SECRET, { userId: actor.id, sessionId: actor.sessionId })).ticket;
    };
    await runAuthzMatrix(
      [
        {
          name: 'POST enquiry',
          method: 'POST',
          path: '/api/messages/conversations',
          json: () => ({ trainerId, ...message() }),
          expect: { anonymous: 401, user: 201, owner: 403, otherUser: 201, admin: 201, banned: 403 },
        },
        {
          name: 'GET inbox',
          method: 'GET',
          path: '/api/messages/conversations',
          expect: { anonymous: 401, user: 200, owner: 200, otherUser: 200, admin: 200, banned: 403 },
        },
        {
          name: 'GET unread count',
          method: 'GET',
          path: '/api/messages/unread',
          expect: { anonymous: 401, user: 200, owner: 200, otherUser: 200, admin: 200, banned: 403 },
        },
        { name: 'GET conversation', method: 'GET', path: conversationPath(''), expect: participantsOnly },
        {
          name: 'GET older messages',
          method: 'GET',
          path: conversationPath(`/messages?before=${messageId + 1000}`),
          expect: participantsOnly,
        },
        {
          name: 'POST message',
          method: 'POST',
          path: conversationPath('/messages'),
          json: message,
          expect: { ...participantsOnly, user: 201, owner: 201 },
        },
        {
          name: 'POST read',
          method: 'POST',
          path: conversationPath('/read'),
          json: { upTo: messageId },
          expect: { ...participantsOnly, user: 204, owner: 204 },
        },
        {
          name: 'POST report (the trainer’s message)',
          method: 'POST',
          path: (role) => `/api/messages/${role === 'banned' ? bannedConversation.messageId : messageId}/report`,
          json: { reason: 'Spam or advertising' },
          expect: { anonymous: 401, user: 201, owner: 403, otherUser: 404, admin: 404, banned: 403 },
        },
        { name: 'PUT block', method: 'PUT', path: conversationPath('/block'), expect: participantsOnly },
        { name: 'DELETE block', method: 'DELETE', path: conversationPath('/block'), expect: participantsOnly },
        {
          name: 'POST live ticket',
          method: 'POST',
          path: '/api/messages/live-ticket',
          expect: { anonymous: 401, user: 200, owner: 200, otherUser: 200, admin: 200, banned: 403 },
        },
        {
          name: 'GET live socket (by ticket)',
          method: 'GET',
          path: async (role) => `/api/messages/live?ticket=${await liveTicket(role)}`,
          headers: { upgrade: 'websocket' },
          expect: { anonymous: 401, user: 101, owner: 101, otherUser: 101, admin: 101, banned: 403 },
        },
        {
          name: 'GET live socket from another site',
          method: 'GET',
          path: async (role) => `/api/messages/live?ticket=${await liveTicket(role)}`,
          headers: { upgrade: 'websocket', origin: 'https://evil.example' },
          expect: { anonymous: 403, user: 403, banned: 403 },
        },
      ],
      actors,
    );
    // About a hundred requests, with sockets opened: seconds on a loaded machine.
  }, 30_000);
});
