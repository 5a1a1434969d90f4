import { Hono } from 'hono';
import type { MessageResponse } from '#shared/api/auth';
import {
  type BlockStateResponse,
  type ConversationResponse,
  conversationParam,
  type InboxResponse,
  inboxQuerySchema,
  MESSAGE_TEXT,
  markReadSchema,
  messageParam,
  reportMessageSchema,
  type SendMessageResponse,
  type StartConversationResponse,
  sendMessageSchema,
  startConversationSchema,
  type ThreadPage,
  threadPageQuerySchema,
  type UnreadCountResponse,
} from '#shared/api/messages';
import type { AuthedEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { cursorOfQuery } from '#worker/lib/keyset-cursor-query';
import { validate } from '#worker/lib/validate';
import { requireUserRead } from '#worker/platform/auth/auth.middleware';
import { consumeRateLimit } from '#worker/platform/rate-limit';
import { markRead, setBlocked } from './conversation-state.repository';
import {
  conversationWithNewestPage,
  countUnreadConversations,
  listInbox,
  threadPageBefore,
} from './conversations.repository';
import { liveRoutes } from './live.routes';
import { publishRead } from './live-events';
import { reportMessage } from './message-reports.repository';
import { MESSAGE_REPORTS_PER_USER } from './rate-rules';
import { sendEnquiry, sendToConversation } from './send-message';

const notFound = () => new ApiError(404, 'not_found', MESSAGE_TEXT.conversationNotFound);

function blockAnswer(
  conversationId: number,
  state: { blockedByMe: boolean; blockedByOther: boolean },
  message: string,
): BlockStateResponse {
  return {
    conversation_id: conversationId,
    blocked_by_me: state.blockedByMe,
    blocked_by_other: state.blockedByOther,
    message,
  };
}

/**
 * /api/messages: the signed-in user's own conversations only. Every read and write is keyed by the
 * actor's participant row, so anyone else's conversation is a 404 (its existence is not revealed).
 * GETs check the actor in their first round trip (requireUserRead); banned users are refused (403).
 */
export const messageRoutes = new Hono<AuthedEnv>()
  // The live channel's socket authenticates by its ticket: before the check, which wants a token.
  .route('/', liveRoutes)
  .use(requireUserRead)
  .post('/conversations', validate('json', startConversationSchema), async (c) => {
    const { trainerId, serviceId, body, clientId } = c.req.valid('json');
    const sent = await sendEnquiry(c.env, c.get('db'), c.get('actor').id, trainerId, {
      body,
      clientId,
      serviceId: serviceId ?? null,
    });
    return c.json<StartConversationResponse>(
      { conversation_id: sent.conversationId, message: sent.message, created: sent.conversationCreated },
      sent.status,
    );
  })
  .get('/conversations', validate('query', inboxQuerySchema), async (c) => {
    const cursor = cursorOfQuery(c.req.valid('query').cursor);
    return c.json<InboxResponse>(await listInbox(c.get('db'), c.get('actor').id, cursor));
  })
  .get('/unread', async (c) =>
    c.json<UnreadCountResponse>({ conversations: await countUnreadConversations(c.get('db'), c.get('actor').id) }),
  )
  .get('/conversations/:conversationId', validate('param', conversationParam), async (c) => {
    const found = await conversationWithNewestPage(c.get('db'), c.get('actor').id, c.req.valid('param').conversationId);
    if (!found) throw notFound();
    return c.json<ConversationResponse>(found);
  })
  .get(
    '/conversations/:conversationId/messages',
    validate('param', conversationParam),
    validate('query', threadPageQuerySchema),
    async (c) => {
      const page = await threadPageBefore(
        c.get('db'),
        c.get('actor').id,
        c.req.valid('param').conversationId,
        c.req.valid('query').before,
      );
      if (!page) throw notFound();
      return c.json<ThreadPage>(page);
    },
  )
  .post(
    '/conversations/:conversationId/messages',
    validate('param', conversationParam),
    validate('json', sendMessageSchema),
    async (c) => {
      const { body, clientId } = c.req.valid('json');
      const sent = await sendToConversation(
        c.env,
        c.get('db'),
        c.get('actor').id,
        c.req.valid('param').conversationId,
        {
          body,
          clientId,
          serviceId: null,
        },
      );
      return c.json<SendMessageResponse>({ message: sent.message }, sent.status);
    },
  )
  .post(
    '/conversations/:conversationId/read',
    validate('param', conversationParam),
    validate('json', markReadSchema),
    async (c) => {
      const { conversationId } = c.req.valid('param');
      const actorId = c.get('actor').id;
      if (!(await markRead(c.get('db'), actorId, conversationId, c.req.valid('json').upTo))) throw notFound();
      publishRead(c.env, c.get('db'), actorId, conversationId);
      return c.body(null, 204);
    },
  )
  .put('/conversations/:conversationId/block', validate('param', conversationParam), async (c) => {
    const { conversationId } = c.req.valid('param');
    const state = await setBlocked(c.get('db'), c.get('actor').id, conversationId, true);
    if (!state) throw notFound();
    return c.json(blockAnswer(conversationId, state, MESSAGE_TEXT.blocked));
  })
  .delete('/conversations/:conversationId/block', validate('param', conversationParam), async (c) => {
    const { conversationId } = c.req.valid('param');
    const state = await setBlocked(c.get('db'), c.get('actor').id, conversationId, false);
    if (!state) throw notFound();
    return c.json(blockAnswer(conversationId, state, MESSAGE_TEXT.unblocked));
  })
  .post('/:messageId/report', validate('param', messageParam), validate('json', reportMessageSchema), async (c) => {
    const actorId = c.get('actor').id;
    await consumeRateLimit(
      c.get('db'),
      [{ rule: MESSAGE_REPORTS_PER_USER, subject: actorId }],
      MESSAGE_TEXT.tooManyReports,
    );
    const result = await reportMessage(c.get('db'), actorId, c.req.valid('param').messageId, c.req.valid('json'));
    switch (result.kind) {
      case 'reported':
        return c.json<MessageResponse>({ message: MESSAGE_TEXT.reportSent }, 201);
      case 'not_found':
        throw new ApiError(404, 'not_found', MESSAGE_TEXT.messageNotFound);
      case 'own_message':
        throw new ApiError(403, 'own_message', MESSAGE_TEXT.reportOwnMessage);
      case 'duplicate':
        throw new ApiError(409, 'duplicate_report', MESSAGE_TEXT.reportDuplicate);
    }
  });
