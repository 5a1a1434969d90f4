import { MESSAGE_TEXT, type ThreadMessage } from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { ApiError } from '#worker/lib/errors';
import { consumeRateLimit } from '#worker/platform/rate-limit';
import { afterMessageStored } from './message-delivery';
import { CONVERSATIONS_PER_USER, MESSAGES_PER_USER } from './rate-rules';
import {
  enquiryState,
  type MessageInput,
  type SendState,
  sendState,
  storeEnquiry,
  storeMessage,
} from './send.repository';

// The order of a send: a retry is answered first (with the message it stored, 200), then who may
// write, then the limits, then one batch; so a refused send stores nothing and counts nothing.

export interface Sent {
  status: 200 | 201;
  conversationId: number;
  conversationCreated: boolean;
  message: ThreadMessage;
  /** Emails the batch wrote, for the queue once it has committed. */
  emailKeys: string[];
}

/** The 403 for a conversation nobody can write to now; undefined when the actor may write. */
function refusal(state: SendState): ApiError | undefined {
  if (state.myBlocked) return new ApiError(403, 'blocked', MESSAGE_TEXT.youBlocked);
  if (state.otherBlocked) return new ApiError(403, 'blocked', MESSAGE_TEXT.blockedYou);
  if (state.otherDeleted) return new ApiError(403, 'recipient_deleted', MESSAGE_TEXT.otherDeleted);
  return undefined;
}

const clientIdReused = () =>
  new ApiError(409, 'client_id_reused', MESSAGE_TEXT.clientIdReused, { clientId: MESSAGE_TEXT.clientIdReused });

/** What the batch stored, or why nothing was (the state it read in the same transaction). */
function outcome(
  conversationId: number,
  stored: { created: boolean; message: ThreadMessage | null; state: SendState | null },
  conversationCreated: boolean,
  emailKeys: string[] = [],
): Sent {
  if (stored.message) {
    if (stored.message.conversation_id !== conversationId) throw clientIdReused();
    return {
      status: stored.created ? 201 : 200,
      conversationId,
      conversationCreated,
      message: stored.message,
      emailKeys,
    };
  }
  if (!stored.state) throw new ApiError(404, 'not_found', MESSAGE_TEXT.conversationNotFound);
  throw refusal(stored.state) ?? new Error('A send stored nothing and nothing refused it');
}

async function delivered(env: Env, db: Database, sent: Sent): Promise<Sent> {
  if (sent.status === 201) {
    await afterMessageStored(env, db, {
      message: sent.message,
      conversationCreated: sent.conversationCreated,
      emailKeys: sent.emailKeys,
    });
  }
  return sent;
}

/** POST /api/messages/conversations/:id/messages */
export async function sendToConversation(
  env: Env,
  db: Database,
  actorId: string,
  conversationId: number,
  input: MessageInput,
): Promise<Sent> {
  const { state, stored } = await sendState(db, actorId, conversationId, input.clientId);
  if (!state) throw new ApiError(404, 'not_found', MESSAGE_TEXT.conversationNotFound);
  if (stored) {
    if (stored.conversation_id !== conversationId) throw clientIdReused();
    return { status: 200, conversationId, conversationCreated: false, message: stored, emailKeys: [] };
  }
  const refused = refusal(state);
  if (refused) throw refused;
  await consumeRateLimit(db, [{ rule: MESSAGES_PER_USER, subject: actorId }], MESSAGE_TEXT.tooManyMessages);
  const result = await storeMessage(db, actorId, conversationId, input);
  return delivered(env, db, outcome(conversationId, result, false));
}

/**
 * POST /api/messages/conversations: a learner's enquiry to a trainer, starting their conversation or
 * continuing it. A session request's note comes here too, with `emailTrainer` false: the request's
 * own email already carries the note, so the trainer gets one email, not two.
 */
export async function sendEnquiry(
  env: Env,
  db: Database,
  actorId: string,
  trainerId: number,
  input: MessageInput,
  { emailTrainer = true }: { emailTrainer?: boolean } = {},
): Promise<Sent> {
  const found = await enquiryState(db, actorId, trainerId, input.serviceId, input.clientId);
  if (!found.trainer) throw new ApiError(404, 'not_found', MESSAGE_TEXT.trainerNotFound);
  if (found.trainer.userId === actorId) throw new ApiError(403, 'own_profile', MESSAGE_TEXT.ownProfile);
  if (!found.serviceOffered) {
    throw new ApiError(400, 'validation_error', MESSAGE_TEXT.serviceNotOffered, {
      serviceId: MESSAGE_TEXT.serviceNotOffered,
    });
  }
  if (found.stored) {
    if (found.stored.conversation_id !== found.conversation?.id) throw clientIdReused();
    return {
      status: 200,
      conversationId: found.conversation.id,
      conversationCreated: false,
      message: found.stored,
      emailKeys: [],
    };
  }
  if (found.conversation) {
    const refused = refusal(found.conversation);
    if (refused) throw refused;
  } else {
    await consumeRateLimit(db, [{ rule: CONVERSATIONS_PER_USER, subject: actorId }], MESSAGE_TEXT.tooManyConversations);
  }
  await consumeRateLimit(db, [{ rule: MESSAGES_PER_USER, subject: actorId }], MESSAGE_TEXT.tooManyMessages);
  const result = await storeEnquiry(db, actorId, found.trainer, input, emailTrainer);
  const conversationId = result.message?.conversation_id ?? found.conversation?.id;
  if (conversationId === undefined) throw new Error('An enquiry stored no message and found no conversation');
  return delivered(env, db, outcome(conversationId, result, result.conversationCreated, result.emailKeys));
}
