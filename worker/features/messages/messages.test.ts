import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  type BlockStateResponse,
  type ConversationResponse,
  type InboxResponse,
  MESSAGE_TEXT,
  MESSAGES_PER_MINUTE,
  NEW_CONVERSATIONS_PER_DAY,
  type SendMessageResponse,
  type StartConversationResponse,
  THREAD_PAGE_SIZE,
  type ThreadPage,
  type UnreadCountResponse,
} from '#shared/api/messages';
import { createDb } from '#worker/db/client';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';
import { storeEnquiry, storeMessage } from './send.repository';

const ORIGIN = 'http://localhost';

function as(actor: TestUser | null, path: string, init: { method?: string; json?: unknown } = {}) {
  return callJson(path, {
    ...init,
    headers: { origin: ORIGIN, 'cf-connecting-ip': freshIp(), ...(actor ? actor.auth : {}) },
  });
}
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

interface Pair {
  learner: TestUser;
  trainer: TestUser;
  trainerId: number;
  serviceId: number;
}

/** A learner and an approved trainer with one service, fresh for each test (limits are per user). */
async function pair(): Promise<Pair> {
  const trainer = await createUser({ fullName: 'Tia Trainer' });
  const trainerId = await createTrainer(trainer, {
    slug: `tia-${crypto.randomUUID().slice(0, 8)}`,
    services: [{ title: 'Intro call', price: 0 }],
  });
  const service = await env.DB.prepare('SELECT id FROM services WHERE trainer_id = ?')
    .bind(trainerId)
    .first<{ id: number }>();
  const learner = await createUser({ fullName: 'Leo Learner' });
  return { learner, trainer, trainerId, serviceId: service?.id ?? 0 };
}

const enquire = (actor: TestUser, json: Record<string, unknown>) =>
  as(actor, '/api/messages/conversations', { method: 'POST', json: { clientId: crypto.randomUUID(), ...json } });
const send = (actor: TestUser, conversationId: number, body: string, clientId: string = crypto.randomUUID()) =>
  as(actor, `/api/messages/conversations/${conversationId}/messages`, { method: 'POST', json: { body, clientId } });
const unread = async (actor: TestUser) =>
  ((await (await as(actor, '/api/messages/unread')).json()) as UnreadCountResponse).conversations;
const conversation = async (actor: TestUser, id: number) =>
  (await (await as(actor, `/api/messages/conversations/${id}`)).json()) as ConversationResponse;
const inbox = async (actor: TestUser, cursor?: string) =>
  (await (await as(actor, `/api/messages/conversations${cursor ? `?cursor=${cursor}` : ''}`)).json()) as InboxResponse;
const messageCount = async (conversationId: number) =>
  (
    await env.DB.prepare('SELECT count(*) AS n FROM messages WHERE conversation_id = ?')
      .bind(conversationId)
      .first<{ n: number }>()
  )?.n ?? 0;

/** Starts the pair's conversation with one message from the learner. */
async function started({ learner, trainerId }: Pair, body = 'Hello, do you coach beginners?') {
  const res = await enquire(learner, { trainerId, body });
  expect(res.status).toBe(201);
  return (await res.json()) as StartConversationResponse;
}

describe('starting an enquiry', () => {
  it('makes the conversation with its first message, unread for the trainer only', async () => {
    const p = await pair();
    const res = await enquire(p.learner, {
      trainerId: p.trainerId,
      serviceId: p.serviceId,
      body: '  Hi!\r\nFree on Monday?  ',
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as StartConversationResponse;
    expect(body.created).toBe(true);
    expect(body.message).toMatchObject({
      conversation_id: body.conversation_id,
      sender_user_id: p.learner.id,
      body: 'Hi!\nFree on Monday?',
      removed: false,
      service: { id: p.serviceId, title: 'Intro call' },
    });
    expect(await unread(p.trainer)).toBe(1);
    expect(await unread(p.learner)).toBe(0);

    const seen = await conversation(p.trainer, body.conversation_id);
    expect(seen.conversation).toMatchObject({
      my_role: 'trainer',
      other: { user_id: p.learner.id, full_name: 'Leo Learner', role: 'learner', trainer_slug: null },
      service: { id: p.serviceId, title: 'Intro call' },
      can_send: true,
      blocked_by_me: false,
      blocked_by_other: false,
    });
    expect(seen.messages.map((m) => m.body)).toEqual(['Hi!\nFree on Monday?']);
    expect(seen.before).toBeNull();

    const learnerView = await conversation(p.learner, body.conversation_id);
    expect(learnerView.conversation.other).toMatchObject({ user_id: p.trainer.id, role: 'trainer' });
    expect(learnerView.conversation.other.trainer_slug).toMatch(/^tia-/);
  });

  it('continues the one conversation of a learner and a trainer, about the service asked last', async () => {
    const p = await pair();
    const first = await started(p);
    const again = await enquire(p.learner, { trainerId: p.trainerId, serviceId: p.serviceId, body: 'Also this one?' });
    expect(again.status).toBe(201);
    const body = (await again.json()) as StartConversationResponse;
    expect(body).toMatchObject({ conversation_id: first.conversation_id, created: false });
    expect(await messageCount(first.conversation_id)).toBe(2);
    expect((await conversation(p.learner, first.conversation_id)).conversation.service?.id).toBe(p.serviceId);
    // Still one conversation with unread messages for the trainer, two messages in it.
    expect(await unread(p.trainer)).toBe(1);
    const row = await env.DB.prepare(
      'SELECT unread_count FROM conversation_participants WHERE conversation_id = ? AND user_id = ?',
    )
      .bind(first.conversation_id, p.trainer.id)
      .first<{ unread_count: number }>();
    expect(row?.unread_count).toBe(2);
  });

  it('refuses one’s own trainer profile, a trainer who is not approved, an unknown one, and another trainer’s service', async () => {
    const p = await pair();
    const own = await enquire(p.trainer, { trainerId: p.trainerId, body: 'Me?' });
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(MESSAGE_TEXT.ownProfile);

    const pendingId = await createTrainer(await createUser(), {
      slug: `pending-${crypto.randomUUID().slice(0, 8)}`,
      status: 'pending',
    });
    const pending = await enquire(p.learner, { trainerId: pendingId, body: 'Hi' });
    expect(pending.status).toBe(404);
    expect((await errorOf(pending)).message).toBe(MESSAGE_TEXT.trainerNotFound);
    expect((await enquire(p.learner, { trainerId: 999_999_999, body: 'Hi' })).status).toBe(404);

    const otherPair = await pair();
    const wrongService = await enquire(p.learner, {
      trainerId: p.trainerId,
      serviceId: otherPair.serviceId,
      body: 'Hi',
    });
    expect(wrongService.status).toBe(400);
    expect(await errorOf(wrongService)).toMatchObject({
      message: MESSAGE_TEXT.serviceNotOffered,
      fields: { serviceId: MESSAGE_TEXT.serviceNotOffered },
    });
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM conversations WHERE learner_user_id IN (?, ?)')
      .bind(p.learner.id, p.trainer.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it('refuses a banned user and anyone signed out', async () => {
    const p = await pair();
    const banned = await createUser({ banned: true });
    const res = await enquire(banned, { trainerId: p.trainerId, body: 'Hi' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('account_suspended');
    const anonymous = await as(null, '/api/messages/conversations', {
      method: 'POST',
      json: { trainerId: p.trainerId, body: 'Hi', clientId: crypto.randomUUID() },
    });
    expect(anonymous.status).toBe(401);
  });

  it('validates the text: blank, over 2,000 characters, no client id', async () => {
    const p = await pair();
    const blank = await enquire(p.learner, { trainerId: p.trainerId, body: '   ' });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).fields?.body).toBe(MESSAGE_TEXT.bodyRequired);
    const long = await enquire(p.learner, { trainerId: p.trainerId, body: 'x'.repeat(2001) });
    expect((await errorOf(long)).fields?.body).toBe(MESSAGE_TEXT.bodyTooLong);
    const noId = await as(p.learner, '/api/messages/conversations', {
      method: 'POST',
      json: { trainerId: p.trainerId, body: 'Hi' },
    });
    expect((await errorOf(noId)).fields?.clientId).toBe(MESSAGE_TEXT.clientIdRequired);
  });
});

describe('sending is idempotent by the client’s id', () => {
  it('a retried send gets the same message back (200) and stores one', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const clientId = crypto.randomUUID();
    const first = await send(p.trainer, id, 'Yes, I do.', clientId);
    expect(first.status).toBe(201);
    const retry = await send(p.trainer, id, 'Yes, I do.', clientId);
    expect(retry.status).toBe(200);
    const a = (await first.json()) as SendMessageResponse;
    const b = (await retry.json()) as SendMessageResponse;
    expect(b.message).toEqual(a.message);
    expect(await messageCount(id)).toBe(2);
    // The retry changed nothing: the learner has one unread message.
    const row = await env.DB.prepare(
      'SELECT unread_count FROM conversation_participants WHERE conversation_id = ? AND user_id = ?',
    )
      .bind(id, p.learner.id)
      .first<{ unread_count: number }>();
    expect(row?.unread_count).toBe(1);
  });

  it('a double-clicked enquiry (two requests at once, one client id) stores one message and one conversation', async () => {
    const p = await pair();
    const json = { trainerId: p.trainerId, body: 'Double click', clientId: crypto.randomUUID() };
    const answers = await Promise.all([enquire(p.learner, json), enquire(p.learner, json)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as StartConversationResponse[];
    expect(bodies[0]?.message.id).toBe(bodies[1]?.message.id);
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM conversations WHERE learner_user_id = ?1) AS conversations,
              (SELECT count(*) FROM messages WHERE sender_user_id = ?1) AS messages`,
    )
      .bind(p.learner.id)
      .first<{ conversations: number; messages: number }>();
    expect(counts).toEqual({ conversations: 1, messages: 1 });
  });

  it('a double-clicked reply stores one message', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const clientId = crypto.randomUUID();
    const answers = await Promise.all([send(p.trainer, id, 'Once', clientId), send(p.trainer, id, 'Once', clientId)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await messageCount(id)).toBe(2);
    // The second batch found the message stored and changed nothing: one unread for the learner.
    const row = await env.DB.prepare(
      'SELECT unread_count FROM conversation_participants WHERE conversation_id = ? AND user_id = ?',
    )
      .bind(id, p.learner.id)
      .first<{ unread_count: number }>();
    expect(row?.unread_count).toBe(1);
  });

  it('concurrent sends with their own ids are all stored, counted unread once each, the newest last', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const answers = await Promise.all(['one', 'two', 'three', 'four'].map((body) => send(p.trainer, id, body)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const sent = (await Promise.all(answers.map((r) => r.json()))) as SendMessageResponse[];
    const ids = sent.map((s) => s.message.id);
    const state = await env.DB.prepare(
      `SELECT c.last_message_id, p.unread_count FROM conversations c
         JOIN conversation_participants p ON p.conversation_id = c.id AND p.user_id = ?
        WHERE c.id = ?`,
    )
      .bind(p.learner.id, id)
      .first<{ last_message_id: number; unread_count: number }>();
    expect(state).toEqual({ last_message_id: Math.max(...ids), unread_count: 4 });
    const first = sent.find((s) => s.message.body === 'one');
    expect(first?.message.id).toBeDefined();
  });

  it('a first enquiry sent twice at once with two ids makes one conversation holding both', async () => {
    const p = await pair();
    const answers = await Promise.all([
      enquire(p.learner, { trainerId: p.trainerId, body: 'First' }),
      enquire(p.learner, { trainerId: p.trainerId, body: 'Second' }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as StartConversationResponse[];
    expect(bodies[0]?.conversation_id).toBe(bodies[1]?.conversation_id);
    expect(bodies.map((b) => b.created).sort()).toEqual([false, true]);
    expect(await messageCount(bodies[0]?.conversation_id ?? 0)).toBe(2);
    const participants = await env.DB.prepare(
      'SELECT count(*) AS n FROM conversation_participants WHERE conversation_id = ?',
    )
      .bind(bodies[0]?.conversation_id)
      .first<{ n: number }>();
    expect(participants?.n).toBe(2);
  });

  it('the batch itself stores one message per client id and counts it once, whatever reaches it twice', async () => {
    // Requests at once may both pass the retry check before either batch runs: the batch must hold on its own.
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const db = createDb(env.DB);
    const input = { body: 'Raced', clientId: crypto.randomUUID(), serviceId: null };
    const first = await storeMessage(db, p.trainer.id, id, input);
    const second = await storeMessage(db, p.trainer.id, id, input);
    expect(first.created).toBe(true);
    expect(second).toMatchObject({ created: false, message: first.message });
    expect(await messageCount(id)).toBe(2);
    const row = await env.DB.prepare(
      'SELECT unread_count FROM conversation_participants WHERE conversation_id = ? AND user_id = ?',
    )
      .bind(id, p.learner.id)
      .first<{ unread_count: number }>();
    expect(row?.unread_count).toBe(1);

    const enquiry = { body: 'Raced enquiry', clientId: crypto.randomUUID(), serviceId: null };
    const trainer = { id: p.trainerId, userId: p.trainer.id };
    const again = await storeEnquiry(db, p.learner.id, trainer, enquiry);
    const twice = await storeEnquiry(db, p.learner.id, trainer, enquiry);
    expect(again).toMatchObject({ created: true, conversationCreated: false });
    expect(twice).toMatchObject({ created: false, conversationCreated: false, message: again.message });
    expect(await messageCount(id)).toBe(3);
  });

  it('the batch stores nothing once either side has blocked, even after the checks before it passed', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    await env.DB.prepare(
      'UPDATE conversation_participants SET blocked_at = ? WHERE conversation_id = ? AND user_id = ?',
    )
      .bind('2026-01-01T00:00:00.000Z', id, p.learner.id)
      .run();
    const db = createDb(env.DB);
    const result = await storeMessage(db, p.trainer.id, id, {
      body: 'Sneaky',
      clientId: crypto.randomUUID(),
      serviceId: null,
    });
    expect(result).toMatchObject({ created: false, message: null, state: { otherBlocked: true, myBlocked: false } });
    expect(await messageCount(id)).toBe(1);
    expect(await unread(p.learner)).toBe(0);
  });

  it('refuses a client id already used for another conversation’s message (409)', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const other = await pair();
    const otherConversation = await started({ ...other, learner: p.learner });
    const clientId = crypto.randomUUID();
    expect((await send(p.learner, id, 'here', clientId)).status).toBe(201);
    const reused = await send(p.learner, otherConversation.conversation_id, 'there', clientId);
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).message).toBe(MESSAGE_TEXT.clientIdReused);
  });
});

describe('participants only', () => {
  it('anyone else gets 404 for every read and write of a conversation, and nothing changes', async () => {
    const p = await pair();
    const { conversation_id: id, message } = await started(p);
    const stranger = await createUser();
    const admin = await createUser({ admin: true });
    for (const outsider of [stranger, admin]) {
      const answers = await Promise.all([
        as(outsider, `/api/messages/conversations/${id}`),
        as(outsider, `/api/messages/conversations/${id}/messages?before=${message.id + 1}`),
        send(outsider, id, 'Let me in'),
        as(outsider, `/api/messages/conversations/${id}/read`, { method: 'POST', json: { upTo: message.id } }),
        as(outsider, `/api/messages/conversations/${id}/block`, { method: 'PUT' }),
        as(outsider, `/api/messages/conversations/${id}/block`, { method: 'DELETE' }),
        as(outsider, `/api/messages/${message.id}/report`, { method: 'POST', json: { reason: 'Spam or advertising' } }),
      ]);
      expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      expect((await errorOf(answers[0] as Response)).message).toBe(MESSAGE_TEXT.conversationNotFound);
      expect((await inbox(outsider)).conversations).toEqual([]);
    }
    expect(await messageCount(id)).toBe(1);
    const blocked = await env.DB.prepare(
      'SELECT count(*) AS n FROM conversation_participants WHERE blocked_at IS NOT NULL AND conversation_id = ?',
    )
      .bind(id)
      .first<{ n: number }>();
    expect(blocked?.n).toBe(0);
    expect(await unread(p.trainer)).toBe(1);
  });
});

describe('reading', () => {
  it('the reply is unread for the learner until read; reading marks up to a message, never backwards', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const a = (await (await send(p.trainer, id, 'Yes')).json()) as SendMessageResponse;
    const b = (await (await send(p.trainer, id, 'Monday works')).json()) as SendMessageResponse;
    // The trainer has read the enquiry by answering it.
    expect(await unread(p.trainer)).toBe(0);
    expect(await unread(p.learner)).toBe(1);
    const read = (upTo: number) =>
      as(p.learner, `/api/messages/conversations/${id}/read`, { method: 'POST', json: { upTo } });
    expect((await read(a.message.id)).status).toBe(204);
    let row = await env.DB.prepare(
      'SELECT unread_count, last_read_message_id FROM conversation_participants WHERE conversation_id = ? AND user_id = ?',
    )
      .bind(id, p.learner.id)
      .first<{ unread_count: number; last_read_message_id: number }>();
    expect(row).toEqual({ unread_count: 1, last_read_message_id: a.message.id });
    expect(await unread(p.learner)).toBe(1);
    // Past the last message counts as the last; an older upTo later does not go back.
    expect((await read(b.message.id + 1000)).status).toBe(204);
    expect((await read(1)).status).toBe(204);
    row = await env.DB.prepare(
      'SELECT unread_count, last_read_message_id FROM conversation_participants WHERE conversation_id = ? AND user_id = ?',
    )
      .bind(id, p.learner.id)
      .first<{ unread_count: number; last_read_message_id: number }>();
    expect(row).toEqual({ unread_count: 0, last_read_message_id: b.message.id });
    expect(await unread(p.learner)).toBe(0);
    // The trainer sees how far the learner read.
    expect((await conversation(p.trainer, id)).conversation.other_last_read_message_id).toBe(b.message.id);
  });

  it('pages a thread backwards by keyset, oldest first within a page', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p, 'm0');
    const total = THREAD_PAGE_SIZE + 5;
    // Written straight to D1: the per-minute limit is not what this test is about.
    await env.DB.batch(
      Array.from({ length: total - 1 }, (_, i) =>
        env.DB.prepare(
          'INSERT INTO messages (conversation_id, sender_user_id, client_id, body) VALUES (?, ?, ?, ?)',
        ).bind(id, i % 2 ? p.learner.id : p.trainer.id, crypto.randomUUID(), `m${i + 1}`),
      ),
    );
    const newest = await conversation(p.learner, id);
    expect(newest.messages.map((m) => m.body)).toEqual(
      Array.from({ length: THREAD_PAGE_SIZE }, (_, i) => `m${total - THREAD_PAGE_SIZE + i}`),
    );
    expect(newest.before).toBe(newest.messages[0]?.id);
    const older = (await (
      await as(p.learner, `/api/messages/conversations/${id}/messages?before=${newest.before}`)
    ).json()) as ThreadPage;
    expect(older.messages.map((m) => m.body)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.before).toBeNull();
    const bad = await as(p.learner, `/api/messages/conversations/${id}/messages?before=abc`);
    expect(bad.status).toBe(400);
  });

  it('lists the inbox newest first by keyset, with the other person, the last message and the unread count', async () => {
    const trainer = await createUser({ fullName: 'Ivy Inbox' });
    const trainerId = await createTrainer(trainer, { slug: `ivy-${crypto.randomUUID().slice(0, 8)}` });
    const learners = await Promise.all(Array.from({ length: 23 }, (_, i) => createUser({ fullName: `Learner ${i}` })));
    // Written straight to D1 with set times: the order and the cursor are what this test is about.
    for (const [i, learner] of learners.entries()) {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i % 20)).toISOString();
      const row = await env.DB.prepare(
        'INSERT INTO conversations (learner_user_id, trainer_id, last_message_at) VALUES (?, ?, ?) RETURNING id',
      )
        .bind(learner.id, trainerId, at)
        .first<{ id: number }>();
      const message = await env.DB.prepare(
        'INSERT INTO messages (conversation_id, sender_user_id, client_id, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id',
      )
        .bind(row?.id, learner.id, crypto.randomUUID(), `from ${i}`, at)
        .first<{ id: number }>();
      await env.DB.batch([
        env.DB.prepare('UPDATE conversations SET last_message_id = ? WHERE id = ?').bind(message?.id, row?.id),
        env.DB.prepare(
          `INSERT INTO conversation_participants (conversation_id, user_id, role, last_message_at, unread_count)
           VALUES (?1, ?2, 'learner', ?4, 0), (?1, ?3, 'trainer', ?4, 1)`,
        ).bind(row?.id, learner.id, trainer.id, at),
      ]);
    }
    const first = await inbox(trainer);
    expect(first.conversations).toHaveLength(20);
    expect(first.conversations[0]).toMatchObject({
      other: { full_name: 'Learner 19', role: 'learner', profile_image: null, trainer_slug: null },
      last_message: { body: 'from 19', removed: false },
      unread_count: 1,
      blocked_by_me: false,
    });
    expect(first.next_cursor).not.toBeNull();
    const second = await inbox(trainer, first.next_cursor ?? '');
    expect(second.next_cursor).toBeNull();
    const all = [...first.conversations, ...second.conversations];
    expect(all).toHaveLength(23);
    expect(new Set(all.map((c) => c.id)).size).toBe(23);
    // Newest first; equal times by id, newest id first.
    const keys = all.map((c) => [c.last_message_at, c.id] as const);
    const sorted = [...keys].sort((x, y) => (x[0] === y[0] ? y[1] - x[1] : x[0] < y[0] ? 1 : -1));
    expect(keys).toEqual(sorted);
    expect(await unread(trainer)).toBe(23);
    expect((await as(trainer, '/api/messages/conversations?cursor=bm9wZQ')).status).toBe(400);
  });

  it('a removed message keeps its place but never its text', async () => {
    const p = await pair();
    const { conversation_id: id, message } = await started(p, 'Something rude');
    await env.DB.prepare("UPDATE messages SET removed_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(message.id)
      .run();
    const seen = await conversation(p.trainer, id);
    expect(seen.messages[0]).toMatchObject({ id: message.id, body: null, removed: true });
    const listed = await inbox(p.trainer);
    expect(listed.conversations[0]?.last_message).toMatchObject({ body: null, removed: true });
    expect(JSON.stringify([seen, listed])).not.toContain('Something rude');
  });
});

describe('blocking', () => {
  it('either side blocks the other: no further messages, nothing stored, the thread says so; unblocking restores it', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const block = await as(p.learner, `/api/messages/conversations/${id}/block`, { method: 'PUT' });
    expect(block.status).toBe(200);
    expect((await block.json()) as BlockStateResponse).toMatchObject({ blocked_by_me: true, blocked_by_other: false });

    const fromTrainer = await send(p.trainer, id, 'Still there?');
    expect(fromTrainer.status).toBe(403);
    expect((await errorOf(fromTrainer)).message).toBe(MESSAGE_TEXT.blockedYou);
    const fromLearner = await send(p.learner, id, 'Oops');
    expect(fromLearner.status).toBe(403);
    expect((await errorOf(fromLearner)).message).toBe(MESSAGE_TEXT.youBlocked);
    const enquiry = await enquire(p.learner, { trainerId: p.trainerId, body: 'Via the profile' });
    expect(enquiry.status).toBe(403);
    expect(await messageCount(id)).toBe(1);
    const buckets = await env.DB.prepare('SELECT count(*) AS n FROM rate_limit_buckets WHERE key IN (?, ?)')
      .bind(`message-user:${p.trainer.id}`, `message-user:${p.learner.id}`)
      .first<{ n: number }>();
    // Only the learner's first message was counted; the refused sends counted nothing.
    expect(buckets?.n).toBe(1);

    expect((await conversation(p.trainer, id)).conversation).toMatchObject({
      blocked_by_me: false,
      blocked_by_other: true,
      can_send: false,
    });
    expect((await conversation(p.learner, id)).conversation).toMatchObject({ blocked_by_me: true, can_send: false });
    expect((await inbox(p.learner)).conversations[0]?.blocked_by_me).toBe(true);

    // Blocking twice is harmless; unblocking lets both write again.
    expect((await as(p.learner, `/api/messages/conversations/${id}/block`, { method: 'PUT' })).status).toBe(200);
    const unblock = await as(p.learner, `/api/messages/conversations/${id}/block`, { method: 'DELETE' });
    expect((await unblock.json()) as BlockStateResponse).toMatchObject({
      blocked_by_me: false,
      message: MESSAGE_TEXT.unblocked,
    });
    expect((await send(p.trainer, id, 'Hello again')).status).toBe(201);
  });
});

describe('limits', () => {
  it(`allows ${MESSAGES_PER_MINUTE} messages a minute per user, then 429 with the usual message and nothing stored`, async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    for (let i = 1; i < MESSAGES_PER_MINUTE; i++) expect((await send(p.learner, id, `n${i}`)).status).toBe(201);
    const over = await send(p.learner, id, 'one too many');
    // The window may have turned over during the loop; then the next one is over the limit.
    const refused = over.status === 429 ? over : await send(p.learner, id, 'one too many');
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toBe(MESSAGE_TEXT.tooManyMessages);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM messages WHERE body = 'one too many'").first<{
      n: number;
    }>();
    expect(stored?.n).toBe(over.status === 429 ? 0 : 1);
  });

  it(`allows ${NEW_CONVERSATIONS_PER_DAY} new conversations a day per user; continuing one is not a new one`, async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const now = Math.floor(Date.now() / 1000);
    const windowStart = now - (now % 86_400);
    await env.DB.prepare('UPDATE rate_limit_buckets SET count = ? WHERE key = ? AND window_start = ?')
      .bind(NEW_CONVERSATIONS_PER_DAY, `conversation-user:${p.learner.id}`, windowStart)
      .run();
    const other = await pair();
    const res = await enquire(p.learner, { trainerId: other.trainerId, body: 'New trainer' });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe(MESSAGE_TEXT.tooManyConversations);
    const made = await env.DB.prepare('SELECT count(*) AS n FROM conversations WHERE trainer_id = ?')
      .bind(other.trainerId)
      .first<{ n: number }>();
    expect(made?.n).toBe(0);
    // The existing conversation takes more enquiries.
    const more = await enquire(p.learner, { trainerId: p.trainerId, body: 'Same trainer' });
    expect(more.status).toBe(201);
    expect(((await more.json()) as StartConversationResponse).conversation_id).toBe(id);
  });
});

describe('maintenance mode', () => {
  it('stops sending (503) and stores nothing; reading goes on', async () => {
    const p = await pair();
    const { conversation_id: id } = await started(p);
    const admin = await createUser({ admin: true });
    const setMaintenance = (enabled: boolean) =>
      as(admin, '/api/admin/settings/maintenance_mode', { method: 'PUT', json: { enabled, message: 'Back soon' } });
    expect((await setMaintenance(true)).status).toBe(200);
    passStalenessBound();
    try {
      expect((await send(p.trainer, id, 'During maintenance')).status).toBe(503);
      expect((await enquire(p.learner, { trainerId: p.trainerId, body: 'During maintenance' })).status).toBe(503);
      expect(await messageCount(id)).toBe(1);
      expect((await as(p.trainer, `/api/messages/conversations/${id}`)).status).toBe(200);
    } finally {
      expect((await setMaintenance(false)).status).toBe(200);
      passStalenessBound();
    }
    expect((await send(p.trainer, id, 'After maintenance')).status).toBe(201);
  });
});

describe('reporting a message', () => {
  it('a participant reports the other side’s message once; not their own; others cannot see it', async () => {
    const p = await pair();
    const { conversation_id: id, message } = await started(p);
    const report = (actor: TestUser, messageId: number, json: unknown) =>
      as(actor, `/api/messages/${messageId}/report`, { method: 'POST', json });
    const res = await report(p.trainer, message.id, { reason: 'Scam or fraud', details: 'Asks for my card' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe(MESSAGE_TEXT.reportSent);
    const again = await report(p.trainer, message.id, { reason: 'Other', details: 'Again' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(MESSAGE_TEXT.reportDuplicate);
    const own = await report(p.learner, message.id, { reason: 'Spam or advertising' });
    expect(own.status).toBe(403);
    expect((await errorOf(own)).message).toBe(MESSAGE_TEXT.reportOwnMessage);
    const noDetails = await report(p.trainer, message.id, { reason: 'Other' });
    expect((await errorOf(noDetails)).fields?.details).toBe(MESSAGE_TEXT.reportDetailsRequired);
    expect((await report(p.trainer, 999_999_999, { reason: 'Spam or advertising' })).status).toBe(404);
    const stored = await env.DB.prepare(
      'SELECT reason, details, reporter_user_id FROM message_reports WHERE message_id = ?',
    )
      .bind(message.id)
      .all<{ reason: string; details: string; reporter_user_id: string }>();
    expect(stored.results).toEqual([
      { reason: 'Scam or fraud', details: 'Asks for my card', reporter_user_id: p.trainer.id },
    ]);
    expect(id).toBeGreaterThan(0);
  });
});
