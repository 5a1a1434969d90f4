import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  type ConversationResponse,
  MESSAGE_TEXT,
  type MessageReportsResponse,
  type ResolveMessageReportResponse,
  type StartConversationResponse,
} from '#shared/api/messages';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const as = (actor: TestUser | null, path: string, init: { method?: string; json?: unknown } = {}) =>
  callJson(path, {
    ...init,
    headers: { origin: 'http://localhost', 'cf-connecting-ip': freshIp(), ...(actor ? actor.auth : {}) },
  });
const json = async <T>(res: Response) => (await res.json()) as T;

/** A learner's enquiry, reported by the trainer; returns the report's id. */
async function reported(body: string, reason = 'Scam or fraud', details?: string) {
  const trainer = await createUser({ fullName: 'Rae Reporter' });
  const trainerId = await createTrainer(trainer, { slug: `rae-${crypto.randomUUID().slice(0, 8)}` });
  const sender = await createUser({ fullName: 'Sid Sender' });
  const start = await as(sender, '/api/messages/conversations', {
    method: 'POST',
    json: { trainerId, body, clientId: crypto.randomUUID() },
  });
  const { conversation_id: conversationId, message } = await json<StartConversationResponse>(start);
  expect(
    (await as(trainer, `/api/messages/${message.id}/report`, { method: 'POST', json: { reason, details } })).status,
  ).toBe(201);
  const row = await env.DB.prepare('SELECT id FROM message_reports WHERE message_id = ?')
    .bind(message.id)
    .first<{ id: number }>();
  return { trainer, sender, conversationId, messageId: message.id, reportId: row?.id ?? 0 };
}

const queue = async (admin: TestUser) => json<MessageReportsResponse>(await as(admin, '/api/admin/message-reports'));
const resolve = (admin: TestUser, reportId: number, action: 'remove' | 'dismiss') =>
  as(admin, `/api/admin/message-reports/${reportId}/${action}`, { method: 'POST' });

describe('the admin queue of reported messages', () => {
  it('lists open reports newest first with the message, its sender and the reporter', async () => {
    const admin = await createUser({ admin: true });
    const older = await reported('Send me your card number', 'Scam or fraud');
    const newer = await reported('Buy my course at spam.example', 'Other', 'Advertising');
    const list = await queue(admin);
    const mine = list.reports.filter((r) => r.id === older.reportId || r.id === newer.reportId);
    expect(mine.map((r) => r.id)).toEqual([newer.reportId, older.reportId]);
    expect(mine[0]).toEqual({
      id: newer.reportId,
      reason: 'Other',
      details: 'Advertising',
      created_at: expect.any(String),
      reporter: { user_id: newer.trainer.id, full_name: 'Rae Reporter' },
      message: {
        id: newer.messageId,
        conversation_id: newer.conversationId,
        body: 'Buy my course at spam.example',
        removed: false,
        created_at: expect.any(String),
        sender: { user_id: newer.sender.id, full_name: 'Sid Sender', email: newer.sender.email, banned: false },
      },
    });
    expect(list).toMatchObject({ page: 1, page_size: 20 });
    expect(list.total).toBeGreaterThanOrEqual(2);
  });

  it('remove hides the message for good, resolves its reports and is audited in the sender’s history', async () => {
    const admin = await createUser({ admin: true });
    const { reportId, messageId, conversationId, sender, trainer } = await reported('Send me your card number');
    const res = await resolve(admin, reportId, 'remove');
    expect(res.status).toBe(200);
    expect(await json<ResolveMessageReportResponse>(res)).toEqual({
      report_id: reportId,
      message_id: messageId,
      resolution: 'removed',
      resolved_report_ids: [reportId],
      message: MESSAGE_TEXT.reportRemoved,
    });
    for (const participant of [sender, trainer]) {
      const thread = await json<ConversationResponse>(
        await as(participant, `/api/messages/conversations/${conversationId}`),
      );
      expect(thread.messages[0]).toMatchObject({ id: messageId, body: null, removed: true });
    }
    const report = await env.DB.prepare('SELECT resolution, resolved_by, resolved_at FROM message_reports WHERE id = ?')
      .bind(reportId)
      .first<{ resolution: string; resolved_by: string; resolved_at: string }>();
    expect(report).toMatchObject({ resolution: 'removed', resolved_by: admin.id });
    const audit = await env.DB.prepare(
      "SELECT actor_id, target_type, target_id, summary FROM audit_log WHERE action = 'message.remove' AND target_id = ?",
    )
      .bind(sender.id)
      .first<{ actor_id: string; target_type: string; target_id: string; summary: string }>();
    expect(audit).toMatchObject({ actor_id: admin.id, target_type: 'user' });
    expect(JSON.parse(audit?.summary ?? '{}')).toEqual({
      before: { message_id: messageId, body: 'Send me your card number', reason: 'Scam or fraud' },
      after: { reports: 'removed' },
    });
    expect((await queue(admin)).reports.some((r) => r.id === reportId)).toBe(false);
    // Once only: a second decision is 409, and nothing more is audited.
    const again = await resolve(admin, reportId, 'dismiss');
    expect(again.status).toBe(409);
    const entries = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE target_id = ? AND action LIKE 'message.%'",
    )
      .bind(sender.id)
      .first<{ n: number }>();
    expect(entries?.n).toBe(1);
  });

  it('dismiss keeps the message and is audited', async () => {
    const admin = await createUser({ admin: true });
    const { reportId, conversationId, sender } = await reported('A fair question');
    const res = await resolve(admin, reportId, 'dismiss');
    expect(res.status).toBe(200);
    expect((await json<ResolveMessageReportResponse>(res)).resolution).toBe('dismissed');
    const thread = await json<ConversationResponse>(await as(sender, `/api/messages/conversations/${conversationId}`));
    expect(thread.messages[0]).toMatchObject({ body: 'A fair question', removed: false });
    const audit = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'message.dismiss' AND target_id = ?",
    )
      .bind(sender.id)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
    expect((await resolve(admin, 999_999_999, 'remove')).status).toBe(404);
  });

  it('banning the sender uses the user-ban endpoint: the queue shows it, and they can no longer send', async () => {
    const admin = await createUser({ admin: true });
    const { reportId, sender, conversationId } = await reported('Threatening words');
    const ban = await as(admin, `/api/admin/users/${sender.id}/ban`, { method: 'POST', json: { reason: 'Threats' } });
    expect(ban.status).toBeLessThan(300);
    expect((await queue(admin)).reports.find((r) => r.id === reportId)?.message.sender.banned).toBe(true);
    const refused = await as(sender, `/api/messages/conversations/${conversationId}/messages`, {
      method: 'POST',
      json: { body: 'More', clientId: crypto.randomUUID() },
    });
    expect(refused.status).toBe(403);
    expect((await resolve(admin, reportId, 'remove')).status).toBe(200);
  });

  it('authorization matrix: admins only (role checked in D1), others 401/403', async () => {
    const { reportId } = await reported('Matrix');
    const second = await reported('Matrix two');
    const admin = await createUser({ admin: true });
    const user = await createUser();
    const banned = await createUser({ banned: true });
    // An admin whose role was taken away keeps a valid token but is refused.
    const demoted = await createUser({ admin: true });
    await env.DB.prepare('DELETE FROM user_roles WHERE user_id = ?').bind(demoted.id).run();
    await runAuthzMatrix(
      [
        {
          name: 'GET queue',
          method: 'GET',
          path: '/api/admin/message-reports',
          expect: { anonymous: 401, user: 403, otherUser: 403, banned: 403, admin: 200 },
        },
        {
          name: 'POST dismiss',
          method: 'POST',
          path: `/api/admin/message-reports/${reportId}/dismiss`,
          expect: { anonymous: 401, user: 403, otherUser: 403, banned: 403, admin: 200 },
        },
        {
          name: 'POST remove',
          method: 'POST',
          path: `/api/admin/message-reports/${second.reportId}/remove`,
          expect: { anonymous: 401, user: 403, otherUser: 403, banned: 403, admin: 200 },
        },
      ],
      { user, otherUser: demoted, banned, admin },
    );
  });
});
