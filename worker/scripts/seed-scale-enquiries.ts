/**
 * The enquiries of a scale database (`seed-scale.ts`), from the trainers, services and learners
 * already in it: one conversation per public trainer with a scale learner, of which the demo
 * learner has up to SCALE_ENQUIRIES.learnerConversations; the demo trainer has up to
 * SCALE_ENQUIRIES.trainerConversations more; the demo pair has one thread of
 * SCALE_ENQUIRIES.longThread messages. 1 to 6 messages per other conversation.
 *
 * Every derived field is what the send batch (`send.repository.ts`) would have left: the
 * conversation's last message and first reply, each participant's copy of `last_message_at`, the
 * sender of the last message having read it, and the other side either having read everything or
 * not the trailing messages (their count in `unread_count`, the stretch already emailed so the
 * unread-email cron finds nothing to send for the past).
 */
import type { DatabaseSync } from 'node:sqlite';
import { seedRandom } from '#worker/db/seed/seed-random';

export const SCALE_ENQUIRIES = {
  learnerConversations: 3_000,
  trainerConversations: 2_000,
  longThread: 3_000,
  /** The demo accounts the benchmark signs in as. */
  learnerEmail: 'learner@example.com',
  trainerEmail: 'trainer@example.com',
} as const;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A recipient who has not read the last messages (about a third of conversations). */
const UNREAD_SHARE = 0.35;

const LEARNER_LINES = [
  'Hi! Are you taking new clients this month?',
  'Could we do weekday evenings, around 7pm?',
  'What would you suggest for a complete beginner?',
  'Thanks, that sounds good. Is the first session online?',
  'Do you offer a package of sessions at a lower price?',
  'Great, see you then!',
];
const TRAINER_LINES = [
  'Hello, thanks for reaching out! Yes, I have a few spots open.',
  'Evenings work. Tuesdays and Thursdays are best for me.',
  'We would start with the basics and a short plan for the first month.',
  'The first session can be online or in person, whichever you prefer.',
  'Yes: five sessions are booked together at a discount.',
  'Looking forward to it.',
];

interface Message {
  id: number;
  fromLearner: boolean;
  at: number;
}

/** Clears the enquiry tables and fills them; returns the row counts. Runs inside its own transactions. */
export function seedEnquiries(db: DatabaseSync, trainers: number, today: Date): Record<string, number> {
  const r = seedRandom(trainers * 31 + 23);
  const one = <T>(sql: string, ...params: (string | number)[]) => db.prepare(sql).get(...params) as T | undefined;
  const learnerId = one<{ id: string }>('SELECT id FROM users WHERE email = ?', SCALE_ENQUIRIES.learnerEmail)?.id;
  const demoTrainer = one<{ id: number; user_id: string }>(
    'SELECT t.id, t.user_id FROM trainers t JOIN users u ON u.id = t.user_id WHERE u.email = ?',
    SCALE_ENQUIRIES.trainerEmail,
  );
  if (!learnerId || !demoTrainer) throw new Error('the demo learner or trainer is missing');
  const publicTrainers = db
    .prepare(
      `SELECT t.id, t.user_id, (SELECT min(s.id) FROM services s WHERE s.trainer_id = t.id) AS service_id
        FROM trainers t WHERE t.status = 'approved' AND t.owner_banned = 0 AND t.id <> ? ORDER BY t.id`,
    )
    .all(demoTrainer.id) as { id: number; user_id: string; service_id: number | null }[];
  // The scale learners (seed-scale.ts gives them ids from 20000000-…): a primary-key range.
  const learners = (
    db.prepare("SELECT id FROM users WHERE id > '20000000-' AND id < '20000001' ORDER BY id").all() as { id: string }[]
  ).map((u) => u.id);
  if (learners.length === 0) throw new Error('no scale learners');
  const demoServiceId =
    one<{ id: number }>('SELECT min(id) AS id FROM services WHERE trainer_id = ?', demoTrainer.id)?.id ?? null;

  db.exec('BEGIN');
  for (const table of ['message_reports', 'messages', 'conversation_participants', 'conversations']) {
    db.exec(`DELETE FROM ${table}`);
  }
  db.exec("DELETE FROM sqlite_sequence WHERE name IN ('message_reports', 'messages', 'conversations')");
  db.exec('COMMIT');

  const insertConversation = db.prepare(
    `INSERT INTO conversations (id, learner_user_id, trainer_id, service_id, created_at, last_message_at,
      last_message_id, first_reply_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertParticipant = db.prepare(
    `INSERT INTO conversation_participants (conversation_id, user_id, role, last_read_message_id, unread_count,
      last_message_at, unread_since, notified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertMessage = db.prepare(
    `INSERT INTO messages (id, conversation_id, sender_user_id, client_id, body, service_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const iso = (ms: number) => new Date(ms).toISOString();
  let conversationId = 0;
  let messageId = 0;

  /** One conversation, its messages (from `startMs`, `gapMinutes` apart at most) and both participant rows. */
  const addConversation = (
    learner: string,
    trainer: { id: number; user_id: string; service_id: number | null },
    total: number,
    startMs: number,
    gapMinutes: number,
  ) => {
    const id = ++conversationId;
    const serviceId = trainer.service_id !== null && r.chance(0.7) ? trainer.service_id : null;
    const thread: Message[] = [];
    let at = startMs;
    let fromLearner = true; // an enquiry starts with the learner
    for (let k = 0; k < total; k++) {
      if (k > 0) {
        at += r.int(1, gapMinutes) * MINUTE_MS;
        if (r.chance(0.7)) fromLearner = !fromLearner;
      }
      thread.push({ id: ++messageId, fromLearner, at });
    }
    const first = thread[0] as Message;
    const last = thread[thread.length - 1] as Message;
    const firstReply = thread.find((m) => !m.fromLearner);
    insertConversation.run(
      id,
      learner,
      trainer.id,
      serviceId,
      iso(first.at),
      iso(last.at),
      last.id,
      firstReply ? iso(firstReply.at) : null,
    );
    // The recipient of the last message: everything read, or not the trailing messages of the other side.
    let trailing = 0;
    while (trailing < thread.length && thread[thread.length - 1 - trailing]?.fromLearner === last.fromLearner) {
      trailing++;
    }
    const unread = r.chance(UNREAD_SHARE);
    const firstUnread = thread[thread.length - trailing] as Message;
    const recipientRead = unread ? (thread[thread.length - trailing - 1]?.id ?? 0) : last.id;
    const sides = [
      { user: learner, role: 'learner', isSender: last.fromLearner },
      { user: trainer.user_id, role: 'trainer', isSender: !last.fromLearner },
    ];
    for (const side of sides) {
      const behind = !side.isSender && unread;
      insertParticipant.run(
        id,
        side.user,
        side.role,
        side.isSender ? last.id : recipientRead,
        behind ? trailing : 0,
        iso(last.at),
        behind ? iso(firstUnread.at) : null,
        behind ? iso(firstUnread.at + 15 * MINUTE_MS) : null,
      );
    }
    for (const [k, m] of thread.entries()) {
      const lines = m.fromLearner ? LEARNER_LINES : TRAINER_LINES;
      insertMessage.run(
        m.id,
        id,
        m.fromLearner ? learner : trainer.user_id,
        `scale-m${m.id}`,
        lines[k % lines.length] as string,
        k === 0 ? serviceId : null,
        iso(m.at),
      );
    }
  };

  /** A start in the last year, early enough that a short thread ends before today. */
  const recentStart = () => today.getTime() - (3 + r.next() * 362) * DAY_MS;
  const demoLearnerShare = Math.min(SCALE_ENQUIRIES.learnerConversations, Math.floor(publicTrainers.length / 2));
  const stride = Math.max(1, Math.floor(publicTrainers.length / Math.max(1, demoLearnerShare)));
  let demoLearnerCount = 0;
  const chunk = 10_000;
  for (let from = 0; from < publicTrainers.length; from += chunk) {
    db.exec('BEGIN');
    for (let i = from; i < Math.min(publicTrainers.length, from + chunk); i++) {
      const trainer = publicTrainers[i] as (typeof publicTrainers)[number];
      const demo = i % stride === 0 && demoLearnerCount < demoLearnerShare;
      if (demo) demoLearnerCount++;
      addConversation(demo ? learnerId : r.pick(learners), trainer, r.int(1, 6), recentStart(), 600);
    }
    db.exec('COMMIT');
  }
  const demoTrainerRow = { ...demoTrainer, service_id: demoServiceId };
  db.exec('BEGIN');
  const trainerShare = Math.min(SCALE_ENQUIRIES.trainerConversations, learners.length);
  for (let i = 0; i < trainerShare; i++) {
    addConversation(learners[i] as string, demoTrainerRow, r.int(1, 6), recentStart(), 600);
  }
  // The long thread: messages about 20 minutes apart, ending a day or two ago.
  const longStart = today.getTime() - SCALE_ENQUIRIES.longThread * 21 * MINUTE_MS - 2 * DAY_MS;
  addConversation(learnerId, demoTrainerRow, SCALE_ENQUIRIES.longThread, longStart, 40);
  db.exec('COMMIT');

  const count = (table: string) => Number((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n);
  return {
    conversations: count('conversations'),
    conversation_participants: count('conversation_participants'),
    messages: count('messages'),
  };
}
