import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '#worker/db/client';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { queryPlan, recordingD1 } from '#worker/test/query-recorder';
import { messageRecipients, readState } from './live-events.repository';

/** Who a live event goes to, read after every send and mark-read: key reads whatever the number of conversations. */
async function planOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  expect(statements).toHaveLength(1);
  const [statement] = statements;
  return statement ? (await queryPlan(statement)).join('\n') : '';
}

const GROWING = /\bSCAN (participant|reader|other_side|u|conversation_participants|conversations|messages)\b/;
const UNREAD_INDEX =
  /SEARCH u USING COVERING INDEX conversation_participants_unread_idx \(user_id=\? AND unread_count>\?\)/;

let learner: TestUser;
let conversationId = 0;

beforeAll(async () => {
  learner = await createUser();
  const trainer = await createUser();
  const trainerId = await createTrainer(trainer, { slug: 'live-plan-coach' });
  const conversation = await env.DB.prepare(
    'INSERT INTO conversations (learner_user_id, trainer_id) VALUES (?, ?) RETURNING id',
  )
    .bind(learner.id, trainerId)
    .first<{ id: number }>();
  conversationId = conversation?.id ?? 0;
  await env.DB.prepare(
    "INSERT INTO conversation_participants (conversation_id, user_id, role) VALUES (?, ?, 'learner'), (?, ?, 'trainer')",
  )
    .bind(conversationId, learner.id, conversationId, trainer.id)
    .run();
});

describe('live event audience query plans', () => {
  it('finds a message’s recipients by the conversation’s key, each one’s unread count over the partial index', async () => {
    const plan = await planOf((db) => messageRecipients(db, conversationId, learner.id));
    expect(plan).toMatch(
      /SEARCH participant USING (COVERING )?INDEX sqlite_autoindex_conversation_participants_1 \(conversation_id=\?\)/,
    );
    expect(plan).toMatch(UNREAD_INDEX);
    expect(plan).not.toMatch(GROWING);
  });

  it('reads a reader’s state and the other side by the primary key', async () => {
    const plan = await planOf((db) => readState(db, learner.id, conversationId));
    expect(plan).toMatch(
      /SEARCH reader USING INDEX sqlite_autoindex_conversation_participants_1 \(conversation_id=\? AND user_id=\?\)/,
    );
    expect(plan).toMatch(
      /SEARCH other_side USING (COVERING )?INDEX sqlite_autoindex_conversation_participants_1 \(conversation_id=\?\)/,
    );
    expect(plan).toMatch(UNREAD_INDEX);
    expect(plan).not.toMatch(GROWING);
  });
});
