import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  type ConversationResponse,
  type InboxResponse,
  MESSAGE_TEXT,
  type StartConversationResponse,
} from '#shared/api/messages';
import { createTrainer, createUser, freshIp, TEST_PASSWORD, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const as = (actor: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  callJson(path, { ...init, headers: { ...actor.auth, 'cf-connecting-ip': freshIp() } });
const send = (actor: TestUser, id: number, body: string) =>
  as(actor, `/api/messages/conversations/${id}/messages`, {
    method: 'POST',
    json: { body, clientId: crypto.randomUUID() },
  });

/** A learner's enquiry answered by the trainer. */
async function thread() {
  const trainer = await createUser({ fullName: 'Kept Trainer' });
  const trainerId = await createTrainer(trainer, {
    slug: `kept-${crypto.randomUUID().slice(0, 8)}`,
    services: [{ title: 'Session', price: 30 }],
  });
  const learner = await createUser({ fullName: 'Leaving Learner' });
  const res = await as(learner, '/api/messages/conversations', {
    method: 'POST',
    json: { trainerId, body: 'My question', clientId: crypto.randomUUID() },
  });
  expect(res.status).toBe(201);
  const { conversation_id: id } = (await res.json()) as StartConversationResponse;
  expect((await send(trainer, id, 'My answer')).status).toBe(201);
  expect((await send(learner, id, 'Thanks!')).status).toBe(201);
  return { trainer, trainerId, learner, id };
}

describe('deleting an account keeps the other person’s copy', () => {
  it('the thread stays for the other side, the deleted sender shown as "Deleted user"; nobody can write to them', async () => {
    const { trainer, learner, id } = await thread();
    const deleted = await as(learner, '/api/me/account/delete', { method: 'POST', json: { password: TEST_PASSWORD } });
    expect(deleted.status).toBe(200);

    const seen = (await (await as(trainer, `/api/messages/conversations/${id}`)).json()) as ConversationResponse;
    expect(seen.messages.map((m) => [m.body, m.sender_user_id])).toEqual([
      ['My question', null],
      ['My answer', trainer.id],
      ['Thanks!', null],
    ]);
    expect(seen.conversation.other).toEqual({
      user_id: null,
      full_name: MESSAGE_TEXT.deletedUser,
      profile_image: null,
      role: 'learner',
      trainer_slug: null,
    });
    expect(seen.conversation.can_send).toBe(false);
    const inbox = (await (await as(trainer, '/api/messages/conversations')).json()) as InboxResponse;
    expect(inbox.conversations.find((c) => c.id === id)?.other.full_name).toBe(MESSAGE_TEXT.deletedUser);
    expect(JSON.stringify(seen)).not.toContain('Leaving Learner');

    const refused = await send(trainer, id, 'Are you there?');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(MESSAGE_TEXT.otherDeleted);

    const left = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM conversation_participants WHERE user_id = ?1) AS rows_left,
              (SELECT count(*) FROM messages WHERE sender_user_id = ?1) AS messages_named`,
    )
      .bind(learner.id)
      .first<{ rows_left: number; messages_named: number }>();
    expect(left).toEqual({ rows_left: 0, messages_named: 0 });
  });

  it('a trainer who deletes their account leaves the learner’s copy too', async () => {
    const { trainer, learner, id } = await thread();
    expect(
      (await as(trainer, '/api/me/account/delete', { method: 'POST', json: { password: TEST_PASSWORD } })).status,
    ).toBe(200);
    const seen = (await (await as(learner, `/api/messages/conversations/${id}`)).json()) as ConversationResponse;
    expect(seen.messages.map((m) => m.sender_user_id)).toEqual([learner.id, null, learner.id]);
    expect(seen.conversation.other).toMatchObject({
      user_id: null,
      full_name: MESSAGE_TEXT.deletedUser,
      role: 'trainer',
    });
    expect(seen.conversation.can_send).toBe(false);
  });
});

describe('the data export', () => {
  it('includes the messages one wrote, and not the other side’s', async () => {
    const { learner, trainerId, id } = await thread();
    const slug = await env.DB.prepare('SELECT slug FROM trainers WHERE id = ?')
      .bind(trainerId)
      .first<{ slug: string }>();
    const res = await as(learner, '/api/me/account/export');
    expect(res.status).toBe(200);
    const data = (await res.json()) as { messages_sent: Record<string, unknown>[] };
    expect(data.messages_sent).toEqual([
      expect.objectContaining({
        conversation_id: id,
        trainer_slug: slug?.slug,
        body: 'Thanks!',
        removed_by_moderator: false,
      }),
      expect.objectContaining({ conversation_id: id, body: 'My question', removed_by_moderator: false }),
    ]);
    expect(JSON.stringify(data)).not.toContain('My answer');
  });
});
