import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '#worker/db/client';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { queryPlan, recordingD1 } from '#worker/test/query-recorder';
import {
  conversationWithNewestPage,
  countUnreadConversations,
  listInbox,
  threadPageBefore,
} from './conversations.repository';
import { listOpenReports } from './message-moderation.repository';

/**
 * The inbox, a thread page and the unread count, EXPLAINed as the repository sends them: each is a
 * range of one index on the viewer's own rows (or a conversation's), read in index order, so the cost
 * is the page's size whatever the number of conversations and messages (no ANALYZE statistics here,
 * so SQLite's plan does not depend on the row count: what holds here holds at 100k conversations).
 */
async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

/** A full pass over a table that grows with use (an index used for the whole table is a scan too). */
const GROWING = /\bSCAN (me|other|conversation_participants|conversations|messages|message_reports)\b/;
const SORTS = /TEMP B-TREE/;

let learner: TestUser;
let conversationId = 0;

beforeAll(async () => {
  learner = await createUser();
  const trainer = await createUser();
  const trainerId = await createTrainer(trainer, { slug: 'plan-coach', services: [{ title: 'Plan', price: 10 }] });
  const conversation = await env.DB.prepare(
    'INSERT INTO conversations (learner_user_id, trainer_id) VALUES (?, ?) RETURNING id',
  )
    .bind(learner.id, trainerId)
    .first<{ id: number }>();
  conversationId = conversation?.id ?? 0;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO conversation_participants (conversation_id, user_id, role) VALUES (?, ?, 'learner'), (?, ?, 'trainer')",
    ).bind(conversationId, learner.id, conversationId, trainer.id),
    env.DB.prepare(
      "INSERT INTO messages (conversation_id, sender_user_id, client_id, body) VALUES (?, ?, 'plan-1', 'Hi')",
    ).bind(conversationId, learner.id),
  ]);
});

describe('messages query plans', () => {
  it('reads the inbox as a backwards range of (user_id, last_message_at, conversation_id), with and without a cursor', async () => {
    for (const cursor of [null, { at: '2026-01-01T00:00:00.000Z', id: 500 }]) {
      const [inbox, ...rest] = await plansOf((db) => listInbox(db, learner.id, cursor));
      expect(rest).toEqual([]);
      const plan = inbox?.plan.join('\n') ?? '';
      expect(plan).toMatch(
        cursor
          ? /SEARCH me USING INDEX conversation_participants_inbox_idx \(user_id=\? AND \(last_message_at,conversation_id\)<\(\?,\?\)\)/
          : /SEARCH me USING INDEX conversation_participants_inbox_idx \(user_id=\?\)/,
      );
      expect(plan, inbox?.sql).not.toMatch(GROWING);
      expect(plan, inbox?.sql).not.toMatch(SORTS);
      // Every joined row is found by its key.
      expect(plan).toMatch(/SEARCH conversations USING INTEGER PRIMARY KEY/);
      expect(plan).toMatch(
        /SEARCH other USING (COVERING )?INDEX sqlite_autoindex_conversation_participants_1 \(conversation_id=\?\)/,
      );
      expect(plan).toMatch(/SEARCH messages USING INTEGER PRIMARY KEY/);
    }
  });

  it('counts unread conversations over the partial index of unread rows only', async () => {
    const [unread] = await plansOf((db) => countUnreadConversations(db, learner.id));
    expect(unread?.plan.join('\n')).toMatch(
      /SEARCH conversation_participants USING COVERING INDEX conversation_participants_unread_idx \(user_id=\? AND unread_count>\?\)/,
    );
  });

  it('reads a conversation by its keys and its newest page backwards over (conversation_id, id)', async () => {
    const [header, page] = await plansOf((db) => conversationWithNewestPage(db, learner.id, conversationId));
    const headerPlan = header?.plan.join('\n') ?? '';
    expect(headerPlan).toMatch(
      /SEARCH me USING INDEX sqlite_autoindex_conversation_participants_1 \(conversation_id=\? AND user_id=\?\)/,
    );
    expect(headerPlan, header?.sql).not.toMatch(GROWING);
    const pagePlan = page?.plan.join('\n') ?? '';
    expect(pagePlan).toMatch(
      /SEARCH messages USING (COVERING )?INDEX messages_conversation_idx \(conversation_id=\?\)/,
    );
    expect(pagePlan, page?.sql).not.toMatch(GROWING);
    expect(pagePlan, page?.sql).not.toMatch(SORTS);
  });

  it('pages a thread backwards by keyset: (conversation_id=? AND id<?), no sort', async () => {
    const [participant, page] = await plansOf((db) => threadPageBefore(db, learner.id, conversationId, 1000));
    expect(participant?.plan.join('\n')).not.toMatch(GROWING);
    const pagePlan = page?.plan.join('\n') ?? '';
    expect(pagePlan).toMatch(
      /SEARCH messages USING (COVERING )?INDEX messages_conversation_idx \(conversation_id=\? AND id<\?\)/,
    );
    expect(pagePlan, page?.sql).not.toMatch(GROWING);
    expect(pagePlan, page?.sql).not.toMatch(SORTS);
  });

  it('reads the admin queue over the partial index of open reports, newest first, no sort', async () => {
    const [page, total] = await plansOf((db) => listOpenReports(db, 2));
    const pagePlan = page?.plan.join('\n') ?? '';
    expect(pagePlan).toMatch(/SCAN message_reports USING INDEX message_reports_open_idx/);
    expect(pagePlan, page?.sql).not.toMatch(SORTS);
    expect(pagePlan).toMatch(/SEARCH messages USING INTEGER PRIMARY KEY/);
    expect(total?.plan.join('\n')).toMatch(/SCAN message_reports USING (COVERING )?INDEX message_reports_open_idx/);
  });
});
