import { and, asc, eq, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { MESSAGE_TEXT } from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { insertSelection } from '#worker/db/insert-select';
import {
  conversationParticipants,
  conversations,
  emailOutbox,
  messages,
  profiles,
  services,
  trainers,
  users,
} from '#worker/db/schema';

// The emails of this feature, written to the outbox by SQL in the batch that causes them, keyed so
// that each is written once: the trainer's new-enquiry email, and the batched unread-messages email.

const learner = alias(profiles, 'learner');
const owner = alias(profiles, 'owner');

/**
 * For the batch that stores an enquiry: the trainer's email, only when the message just stored is
 * the conversation's first, and once per conversation ever (its key). A deleted account gets none;
 * nor does a trainer already told by another email (`wanted` false: a session request's note).
 */
export function enquiryEmailStatement(
  db: Database,
  conversation: SQL,
  sender: { userId: string; clientId: string },
  excerpt: string,
  wanted = true,
) {
  const firstMessage = db
    .select({ id: sql<number>`min(${messages.id})` })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id));
  const thisMessage = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderUserId, sender.userId), eq(messages.clientId, sender.clientId)));
  return db
    .insert(emailOutbox)
    .select((qb) =>
      qb
        .select(
          insertSelection(emailOutbox, {
            idempotencyKey: sql`'new_enquiry:' || ${conversations.id}`,
            toEmail: users.email,
            template: 'new_enquiry',
            // A payload built per row (worker/db/README.md: raw SQL where the builder has no words).
            payload: sql`json_object('name', ${owner.fullName}, 'userId', ${trainers.userId}, 'from', ${learner.fullName},
              'excerpt', ${excerpt}, 'service', ${services.title}, 'conversationId', ${conversations.id})`,
            enqueuedAt: new Date().toISOString(),
          }),
        )
        .from(conversations)
        .innerJoin(trainers, eq(trainers.id, conversations.trainerId))
        .innerJoin(users, eq(users.id, trainers.userId))
        .innerJoin(owner, eq(owner.id, trainers.userId))
        .innerJoin(learner, eq(learner.id, conversations.learnerUserId))
        .leftJoin(services, eq(services.id, conversations.serviceId))
        .where(
          and(
            wanted ? undefined : sql`0`,
            eq(conversations.id, conversation),
            isNull(users.deletedAt),
            sql`(${firstMessage}) = (${thisMessage})`,
          ),
        ),
    )
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ key: emailOutbox.idempotencyKey });
}

const recipient = alias(conversationParticipants, 'recipient');
const recipientAccount = alias(users, 'recipient_account');
const recipientProfile = alias(profiles, 'recipient_profile');
const sender = alias(conversationParticipants, 'sender');
const senderProfile = alias(profiles, 'sender_profile');

/**
 * One batch of the unread-messages pass: the participants whose oldest unread message is older than
 * `cutoff` and who were not emailed about this stretch get one email per conversation (whatever the
 * number of messages), and the stretch is marked emailed in the same transaction; a read clears
 * both, so the next stretch gets its own email. A range of the partial index of stretches not yet
 * emailed, oldest first. Returns the email keys written and how many stretches were marked.
 */
export async function emailUnreadBatch(
  db: Database,
  cutoff: string,
  notifiedAt: string,
  limit: number,
): Promise<{ keys: string[]; marked: number }> {
  const cp = conversationParticipants;
  const due = db
    .select({ conversationId: cp.conversationId, userId: cp.userId })
    .from(cp)
    .where(
      and(isNotNull(cp.unreadSince), isNull(cp.notifiedAt), lte(cp.unreadSince, cutoff), sql`${cp.unreadCount} > 0`),
    )
    // Index order only (ties in the index's own order): no sort of a backlog; both statements read the same rows.
    .orderBy(asc(cp.unreadSince))
    .limit(limit);
  const [written, marked] = await db.batch([
    db
      .insert(emailOutbox)
      .select((qb) =>
        qb
          .select(
            insertSelection(emailOutbox, {
              idempotencyKey: sql`'unread_messages:' || ${recipient.conversationId} || ':' || ${recipient.userId} || ':' || ${recipient.unreadSince}`,
              toEmail: recipientAccount.email,
              template: 'unread_messages',
              payload: sql`json_object('name', ${recipientProfile.fullName}, 'userId', ${recipient.userId},
                'from', coalesce(${senderProfile.fullName}, ${MESSAGE_TEXT.deletedUser}),
                'count', ${recipient.unreadCount}, 'conversationId', ${recipient.conversationId})`,
              enqueuedAt: notifiedAt,
            }),
          )
          .from(recipient)
          .innerJoin(recipientAccount, eq(recipientAccount.id, recipient.userId))
          .innerJoin(recipientProfile, eq(recipientProfile.id, recipient.userId))
          .leftJoin(
            sender,
            and(eq(sender.conversationId, recipient.conversationId), sql`${sender.userId} <> ${recipient.userId}`),
          )
          .leftJoin(senderProfile, eq(senderProfile.id, sender.userId))
          .where(
            and(
              sql`(${recipient.conversationId}, ${recipient.userId}) IN (${due})`,
              isNull(recipientAccount.deletedAt),
            ),
          ),
      )
      .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
      .returning({ key: emailOutbox.idempotencyKey }),
    db
      .update(cp)
      .set({ notifiedAt })
      .where(sql`(${cp.conversationId}, ${cp.userId}) IN (${due})`)
      .returning({ conversationId: cp.conversationId }),
  ]);
  return { keys: written.map((row) => row.key), marked: marked.length };
}
