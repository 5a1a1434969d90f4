import { and, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  type ConversationParty,
  MESSAGE_TEXT,
  type MessageService,
  type ParticipantRole,
  type ThreadMessage,
} from '#shared/api/messages';
import { conversationParticipants, messages, profiles, services, trainers } from '#worker/db/schema';

// What the reads and writes of this feature select alike: one message, the other participant.

/** The viewer's participant row and the other one's (absent once their account is deleted). */
export const me = alias(conversationParticipants, 'me');
export const other = alias(conversationParticipants, 'other');
export const otherProfile = alias(profiles, 'other_profile');
export const messageService = alias(services, 'message_service');

/** The other participant of `me`'s conversation: a range of two rows of the primary key. */
export const otherOfMe = and(eq(other.conversationId, me.conversationId), ne(other.userId, me.userId));

/**
 * A message's columns, each named apart: a batch keys rows by column name, so two `id`s would
 * collapse (worker/db/README.md, pitfalls).
 */
export const messageColumns = {
  message_id: sql<number>`${messages.id}`.as('message_id'),
  message_conversation_id: sql<number>`${messages.conversationId}`.as('message_conversation_id'),
  sender_user_id: messages.senderUserId,
  client_id: messages.clientId,
  body: messages.body,
  removed_at: messages.removedAt,
  message_service_id: sql<number | null>`${messageService.id}`.as('message_service_id'),
  message_service_title: sql<string | null>`${messageService.title}`.as('message_service_title'),
  message_created_at: sql<string>`${messages.createdAt}`.as('message_created_at'),
};

export interface MessageRow {
  message_id: number;
  message_conversation_id: number;
  sender_user_id: string | null;
  client_id: string;
  body: string;
  removed_at: string | null;
  message_service_id: number | null;
  message_service_title: string | null;
  message_created_at: string;
}

/** A removed message never carries its text out of the worker. */
export function toThreadMessage(row: MessageRow): ThreadMessage {
  const removed = row.removed_at !== null;
  return {
    id: row.message_id,
    conversation_id: row.message_conversation_id,
    sender_user_id: row.sender_user_id,
    client_id: row.client_id,
    body: removed ? null : row.body,
    removed,
    service:
      row.message_service_id !== null && row.message_service_title !== null
        ? { id: row.message_service_id, title: row.message_service_title }
        : null,
    created_at: row.message_created_at,
  };
}

/** The other participant's columns, for the inbox and a conversation's header. */
export const partyColumns = {
  my_role: sql<ParticipantRole>`${me.role}`.as('my_role'),
  my_blocked_at: sql<string | null>`${me.blockedAt}`.as('my_blocked_at'),
  other_user_id: sql<string | null>`${other.userId}`.as('other_user_id'),
  other_name: sql<string | null>`${otherProfile.fullName}`.as('other_name'),
  other_image: sql<string | null>`${otherProfile.profileImage}`.as('other_image'),
  trainer_slug: trainers.slug,
  trainer_public: sql<number>`(${trainers.status} = 'approved' AND ${trainers.ownerBanned} = 0)`.as('trainer_public'),
  service_id: sql<number | null>`${services.id}`.as('service_id'),
  service_title: sql<string | null>`${services.title}`.as('service_title'),
};

export interface PartyRow {
  my_role: ParticipantRole;
  my_blocked_at: string | null;
  other_user_id: string | null;
  other_name: string | null;
  other_image: string | null;
  trainer_slug: string;
  trainer_public: number;
  service_id: number | null;
  service_title: string | null;
}

/** The other side as the viewer sees them; a deleted account has no participant row and no name. */
export function toParty(row: PartyRow): ConversationParty {
  const role: ParticipantRole = row.my_role === 'learner' ? 'trainer' : 'learner';
  if (row.other_user_id === null) {
    return { user_id: null, full_name: MESSAGE_TEXT.deletedUser, profile_image: null, role, trainer_slug: null };
  }
  return {
    user_id: row.other_user_id,
    full_name: row.other_name ?? MESSAGE_TEXT.deletedUser,
    profile_image: row.other_image,
    role,
    trainer_slug: role === 'trainer' && row.trainer_public === 1 ? row.trainer_slug : null,
  };
}

export function toService(row: Pick<PartyRow, 'service_id' | 'service_title'>): MessageService | null {
  return row.service_id !== null && row.service_title !== null
    ? { id: row.service_id, title: row.service_title }
    : null;
}
