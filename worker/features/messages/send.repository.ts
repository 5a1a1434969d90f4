import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ThreadMessage } from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { insertSelection } from '#worker/db/insert-select';
import { conversationParticipants, conversations, messages, services, trainers } from '#worker/db/schema';
import { isPublicTrainer } from '#worker/db/trainer-visibility';
import { enquiryEmailStatement } from './message-emails.repository';
import { me, messageColumns, messageService, other, otherOfMe, toThreadMessage } from './message-rows.repository';

// Storing a message: one db.batch that inserts it and brings the conversation and both participant
// rows up to it, each statement guarded so that a retry, a block or a stranger changes nothing.

export interface MessageInput {
  body: string;
  clientId: string;
  serviceId: number | null;
}

/** Whether the sender may write here: their own row and the other side's (absent when that account was deleted). */
export interface SendState {
  myBlocked: boolean;
  otherBlocked: boolean;
  otherDeleted: boolean;
}

/** The message this sender stored under this client id, if any (a retry finds it). */
function storedMessageQuery(db: Database, senderId: string, clientId: string) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(messageService, eq(messageService.id, messages.serviceId))
    .where(and(eq(messages.senderUserId, senderId), eq(messages.clientId, clientId)));
}

function sendStateQuery(db: Database, actorId: string, conversation: SQL | number) {
  return db
    .select({
      my_blocked_at: me.blockedAt,
      other_user_id: sql<string | null>`${other.userId}`.as('other_user_id'),
      other_blocked_at: sql<string | null>`${other.blockedAt}`.as('other_blocked_at'),
      conversation_id: me.conversationId,
    })
    .from(me)
    .leftJoin(other, otherOfMe)
    .where(and(eq(me.conversationId, conversation), eq(me.userId, actorId)));
}

function toSendState(row: {
  my_blocked_at: string | null;
  other_user_id: string | null;
  other_blocked_at: string | null;
}) {
  return {
    myBlocked: row.my_blocked_at !== null,
    otherBlocked: row.other_blocked_at !== null,
    otherDeleted: row.other_user_id === null,
  };
}

/** Before a send: the actor's standing in the conversation (null: not a participant) and a message stored under the client id. */
export async function sendState(
  db: Database,
  actorId: string,
  conversationId: number,
  clientId: string,
): Promise<{ state: SendState | null; stored: ThreadMessage | null }> {
  const [[row], [stored]] = await db.batch([
    sendStateQuery(db, actorId, conversationId),
    storedMessageQuery(db, actorId, clientId),
  ]);
  return { state: row ? toSendState(row) : null, stored: stored ? toThreadMessage(stored) : null };
}

/**
 * The statements that add a message to the conversation `conversation` names (an id, or a subquery for
 * one just made in the same batch). The insert happens only where the sender is a participant and
 * neither side has blocked the other, and does nothing for a client id already used; the rest only
 * follows a message newer than the conversation's last, so a retry changes nothing.
 */
function sendStatements(db: Database, senderId: string, conversation: SQL | number, input: MessageInput) {
  const sender = alias(conversationParticipants, 'sender');
  const recipient = alias(conversationParticipants, 'recipient');
  const insert = db
    .insert(messages)
    .select((qb) =>
      qb
        .select(
          insertSelection(messages, {
            conversationId: sender.conversationId,
            senderUserId: senderId,
            clientId: input.clientId,
            body: input.body,
            serviceId: input.serviceId,
          }),
        )
        .from(sender)
        .innerJoin(
          recipient,
          and(eq(recipient.conversationId, sender.conversationId), ne(recipient.userId, sender.userId)),
        )
        .where(
          and(
            eq(sender.conversationId, conversation),
            eq(sender.userId, senderId),
            isNull(sender.blockedAt),
            isNull(recipient.blockedAt),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: messages.id });

  const stored = (column: typeof messages.id | typeof messages.createdAt) =>
    db
      .select({ value: column })
      .from(messages)
      .where(and(eq(messages.senderUserId, senderId), eq(messages.clientId, input.clientId)));
  const newId = sql<number>`(${stored(messages.id)})`;
  const newAt = sql<string>`(${stored(messages.createdAt)})`;
  const lastId = db
    .select({ id: sql<number>`coalesce(${conversations.lastMessageId}, 0)` })
    .from(conversations)
    .where(eq(conversations.id, conversation));
  const isNewest = sql`${newId} > (${lastId})`;
  const senderRole = db
    .select({ role: conversationParticipants.role })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversation), eq(conversationParticipants.userId, senderId)),
    );
  const isSender = sql`${conversationParticipants.userId} = ${senderId}`;

  const participants = db
    .update(conversationParticipants)
    .set({
      // The sender has read everything up to their own message; the other side has one more unread.
      unreadCount: sql`CASE WHEN ${isSender} THEN 0 ELSE ${conversationParticipants.unreadCount} + 1 END`,
      lastReadMessageId: sql`CASE WHEN ${isSender} THEN ${newId} ELSE ${conversationParticipants.lastReadMessageId} END`,
      lastMessageAt: newAt,
      unreadSince: sql`CASE WHEN ${isSender} THEN NULL ELSE coalesce(${conversationParticipants.unreadSince}, ${newAt}) END`,
      notifiedAt: sql`CASE WHEN ${isSender} THEN NULL ELSE ${conversationParticipants.notifiedAt} END`,
    })
    .where(and(eq(conversationParticipants.conversationId, conversation), isNewest));
  const conversationRow = db
    .update(conversations)
    .set({
      lastMessageId: newId,
      lastMessageAt: newAt,
      ...(input.serviceId === null ? {} : { serviceId: input.serviceId }),
      firstReplyAt: sql`CASE WHEN ${conversations.firstReplyAt} IS NULL AND (${senderRole}) = 'trainer' THEN ${newAt} ELSE ${conversations.firstReplyAt} END`,
    })
    .where(and(eq(conversations.id, conversation), isNewest));
  return { insert, participants, conversationRow, read: storedMessageQuery(db, senderId, input.clientId) } as const;
}

export interface StoredMessage {
  /** This request stored it (false: a retry found it, or nothing was stored). */
  created: boolean;
  message: ThreadMessage | null;
  /** The sender's standing after the batch, for the answer when nothing was stored. */
  state: SendState | null;
}

/** Adds a message to an existing conversation, in one batch. */
export async function storeMessage(
  db: Database,
  actorId: string,
  conversationId: number,
  input: MessageInput,
): Promise<StoredMessage> {
  const statements = sendStatements(db, actorId, conversationId, input);
  const [inserted, , , [row], [state]] = await db.batch([
    statements.insert,
    statements.participants,
    statements.conversationRow,
    statements.read,
    sendStateQuery(db, actorId, conversationId),
  ]);
  return {
    created: inserted.length > 0,
    message: row ? toThreadMessage(row) : null,
    state: state ? toSendState(state) : null,
  };
}

/** Before an enquiry: the trainer (public only), whether the service is theirs, the pair's conversation, a stored message. */
export async function enquiryState(
  db: Database,
  actorId: string,
  trainerId: number,
  serviceId: number | null,
  clientId: string,
) {
  const [[trainer], service, [conversation], [stored]] = await db.batch([
    db
      .select({ id: trainers.id, userId: trainers.userId })
      .from(trainers)
      .where(and(eq(trainers.id, trainerId), isPublicTrainer)),
    db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, serviceId ?? 0), eq(services.trainerId, trainerId))),
    sendStateQuery(db, actorId, pairConversation(db, actorId, trainerId)),
    storedMessageQuery(db, actorId, clientId),
  ]);
  return {
    trainer: trainer ?? null,
    serviceOffered: serviceId === null || service.length > 0,
    conversation: conversation ? { id: conversation.conversation_id, ...toSendState(conversation) } : null,
    stored: stored ? toThreadMessage(stored) : null,
  };
}

const EXCERPT_MAX = 300;

/** The start of a message for an email: whole code points, marked when cut. */
function excerptOf(body: string): string {
  const points = [...body];
  return points.length > EXCERPT_MAX ? `${points.slice(0, EXCERPT_MAX).join('')}…` : body;
}

/** The one conversation of a learner and a trainer, as a subquery (the unique index finds it). */
function pairConversation(db: Database, learnerId: string, trainerId: number): SQL {
  return sql`(${db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.learnerUserId, learnerId), eq(conversations.trainerId, trainerId)))})`;
}

/**
 * Starts the pair's conversation or continues it, in one batch: the conversation and its two
 * participants are made only if they do not exist yet (two first enquiries at once make one), then
 * the message goes in as any other. `emailTrainer` false leaves out the new-enquiry email (the
 * trainer was told by another one).
 */
export async function storeEnquiry(
  db: Database,
  actorId: string,
  trainer: { id: number; userId: string },
  input: MessageInput,
  emailTrainer = true,
): Promise<StoredMessage & { conversationCreated: boolean; emailKeys: string[] }> {
  const conversation = pairConversation(db, actorId, trainer.id);
  const fresh = and(
    eq(conversations.learnerUserId, actorId),
    eq(conversations.trainerId, trainer.id),
    // Only while it has no message: a participant whose account was deleted stays gone.
    isNull(conversations.lastMessageId),
  );
  const participant = (userId: string, role: 'learner' | 'trainer') =>
    db
      .insert(conversationParticipants)
      .select((qb) =>
        qb
          .select(
            insertSelection(conversationParticipants, {
              conversationId: conversations.id,
              userId,
              role,
              // The trainer is told of a new enquiry by its own email; the unread pass leaves this stretch alone.
              notifiedAt: role === 'trainer' ? dbNow : undefined,
            }),
          )
          .from(conversations)
          .where(fresh),
      )
      .onConflictDoNothing();
  const statements = sendStatements(db, actorId, conversation, input);
  const [created, , , inserted, , , [row], [state], emails] = await db.batch([
    db
      .insert(conversations)
      .values({ learnerUserId: actorId, trainerId: trainer.id, serviceId: input.serviceId })
      .onConflictDoNothing()
      .returning({ id: conversations.id }),
    participant(actorId, 'learner'),
    participant(trainer.userId, 'trainer'),
    statements.insert,
    statements.participants,
    statements.conversationRow,
    statements.read,
    sendStateQuery(db, actorId, conversation),
    enquiryEmailStatement(
      db,
      conversation,
      { userId: actorId, clientId: input.clientId },
      excerptOf(input.body),
      emailTrainer,
    ),
  ]);
  return {
    emailKeys: emails.map((email) => email.key),
    conversationCreated: created.length > 0,
    created: inserted.length > 0,
    message: row ? toThreadMessage(row) : null,
    state: state ? toSendState(state) : null,
  };
}
