import * as z from 'zod';
import { pageCursorParam, queryObject, wholeNumberParam } from '#shared/query-params';
import { optionalUserText, userText } from '#shared/text';
import type { AdminContentPage } from './admin-content';

// The enquiries API contract (issue #41, MSG-DESIGN.md): learners and trainers message each other.
// Request bodies are camelCase (as the events API), responses snake_case (as the rest of the API).
// Deviations from the design note: the start-enquiry answer is `{conversation_id, message, created}`
// (snake_case, plus whether the conversation is new); block/unblock answer 200 with the block state;
// a report is resolved 'removed' or 'dismissed' only (banning goes through the user-ban endpoint and
// leaves the report for the admin to resolve).

/** A message's text limit, in code points (as every user text). */
export const MESSAGE_BODY_MAX = 2000;
export const MESSAGE_REPORT_DETAILS_MAX = 500;
/** Conversations per inbox page; messages per thread page. */
export const INBOX_PAGE_SIZE = 20;
export const THREAD_PAGE_SIZE = 30;
/** The abuse limits (the worker's rate rules use these; the web may show them). */
export const NEW_CONVERSATIONS_PER_DAY = 20;
export const MESSAGES_PER_MINUTE = 20;

/** Every text the worker answers with and the web shows for messages. */
export const MESSAGE_TEXT = {
  bodyRequired: 'Please write a message',
  bodyTooLong: `Message must be at most ${MESSAGE_BODY_MAX} characters`,
  clientIdRequired: 'clientId is required: a UUID the browser makes once per message and repeats on retries',
  clientIdInvalid: 'clientId must be a UUID',
  /** The client id names a message of another conversation: the browser must make a new one per message. */
  clientIdReused: 'This clientId was already used for another message',
  trainerIdRequired: 'trainerId is required',
  serviceIdInvalid: 'serviceId must be a positive whole number',
  upToRequired: 'upTo is required: the id of the newest message read',
  trainerNotFound: 'Trainer not found',
  serviceNotOffered: 'This service is not offered by this trainer',
  ownProfile: 'You cannot send a message to your own trainer profile',
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  /** The sender blocked the other side. */
  youBlocked: 'You have blocked this person. Unblock them to send a message.',
  /** The other side blocked the sender. */
  blockedYou: 'This person is not accepting messages from you.',
  /** The other side deleted their account: the thread stays readable, nobody can write to it. */
  otherDeleted: 'This person has deleted their account. You can no longer send messages here.',
  tooManyConversations: 'Too many new conversations. Please try again later.',
  tooManyMessages: 'Too many messages. Please try again later.',
  tooManyReports: 'Too many reports. Please try again later.',
  blocked: 'Blocked. They can no longer send you messages.',
  unblocked: 'Unblocked. You can message each other again.',
  sent: 'Message sent',
  /** Shown in place of a removed message's text. */
  removed: 'This message was removed',
  /** Shown as the sender of a message whose account was deleted. */
  deletedUser: 'Deleted user',
  reportOwnMessage: 'You cannot report your own message',
  reportDuplicate: 'You have already reported this message',
  reportSent: 'Thank you. Our moderators will review this report.',
  reportDetailsRequired: 'Please describe the problem',
  reportReasonRequired: 'Please choose a reason',
  reportNotFound: 'Report not found',
  reportAlreadyResolved: 'This report has already been resolved',
  reportRemoved: 'Message removed',
  reportDismissed: 'Report dismissed',
} as const;

/** The browser's idempotency key for a send: a retry carries the same id and gets the same message. */
const clientId = z.string({ error: MESSAGE_TEXT.clientIdRequired }).uuid(MESSAGE_TEXT.clientIdInvalid);

const messageBody = userText({
  label: 'Message',
  max: MESSAGE_BODY_MAX,
  required: true,
  multiline: true,
  messages: { required: MESSAGE_TEXT.bodyRequired, tooLong: MESSAGE_TEXT.bodyTooLong },
});

const positiveId = (error: string) =>
  z.number({ error }).int(error).positive(error).max(Number.MAX_SAFE_INTEGER, error);

/** POST /api/messages/conversations: start an enquiry, or continue the one with this trainer. */
export const startConversationSchema = z.object({
  trainerId: positiveId(MESSAGE_TEXT.trainerIdRequired),
  serviceId: positiveId(MESSAGE_TEXT.serviceIdInvalid).nullish(),
  body: messageBody,
  clientId,
});
export type StartConversationInput = z.input<typeof startConversationSchema>;

/** POST /api/messages/conversations/:id/messages */
export const sendMessageSchema = z.object({ body: messageBody, clientId });
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** POST /api/messages/conversations/:id/read: everything up to this message id is read. */
export const markReadSchema = z.object({ upTo: positiveId(MESSAGE_TEXT.upToRequired) });
export type MarkReadInput = z.input<typeof markReadSchema>;

/** Reporting a message: a reason from a short list (as reporting a review), plus optional details. */
export const MESSAGE_REPORT_REASONS = [
  'Spam or advertising',
  'Offensive or abusive language',
  'Harassment or threats',
  'Scam or fraud',
  'Personal information',
  'Other',
] as const;
export type MessageReportReason = (typeof MESSAGE_REPORT_REASONS)[number];

export const reportMessageSchema = z
  .object({
    reason: z.enum(MESSAGE_REPORT_REASONS, { error: MESSAGE_TEXT.reportReasonRequired }),
    details: optionalUserText({ label: 'Details', max: MESSAGE_REPORT_DETAILS_MAX, multiline: true }),
  })
  .refine((value) => value.reason !== 'Other' || Boolean(value.details), {
    message: MESSAGE_TEXT.reportDetailsRequired,
    path: ['details'],
  });
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

/** Path params: plain decimal digits only (as every id param). */
export const conversationParam = z.object({
  conversationId: wholeNumberParam('Conversation id', 1, Number.MAX_SAFE_INTEGER),
});
export const messageParam = z.object({ messageId: wholeNumberParam('Message id', 1, Number.MAX_SAFE_INTEGER) });
export const messageReportParam = z.object({ reportId: wholeNumberParam('Report id', 1, Number.MAX_SAFE_INTEGER) });

/** GET /api/messages/conversations?cursor=: the inbox; `cursor` is the `next_cursor` of the page before (opaque). */
export const inboxQuerySchema = queryObject({
  cursor: pageCursorParam(100).optional(),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

/** GET /api/messages/conversations/:id/messages?before=: the page of messages older than `before` (a message id). */
export const threadPageQuerySchema = queryObject({
  before: wholeNumberParam('before', 1, Number.MAX_SAFE_INTEGER),
});
export type ThreadPageQuery = z.input<typeof threadPageQuerySchema>;

export const PARTICIPANT_ROLES = ['learner', 'trainer'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];

/** A service named by an enquiry. */
export const messageServiceSchema = z.object({ id: z.number(), title: z.string() });
export type MessageService = z.infer<typeof messageServiceSchema>;

/**
 * One message, the same for both participants (the live channel sends it to both).
 * Who sent it: `sender_user_id` equal to the signed-in user's id is "You"; null is
 * MESSAGE_TEXT.deletedUser (their account was deleted); otherwise the conversation's `other`.
 */
export const threadMessageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  sender_user_id: z.string().nullable(),
  /** The sender's idempotency key (the browser matches its pending sends by it). */
  client_id: z.string(),
  /** Null when an admin removed it (show MESSAGE_TEXT.removed). */
  body: z.string().nullable(),
  removed: z.boolean(),
  /** The service an enquiry was about (set on messages sent through "Send a message" on a profile). */
  service: messageServiceSchema.nullable(),
  created_at: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The other participant as the viewer sees them; a deleted account is `user_id` null and MESSAGE_TEXT.deletedUser. */
export interface ConversationParty {
  user_id: string | null;
  full_name: string;
  profile_image: string | null;
  role: ParticipantRole;
  /** Their public profile's slug when they are the trainer of this conversation and it is public. */
  trainer_slug: string | null;
}

/** One inbox row. */
export interface InboxConversation {
  id: number;
  other: ConversationParty;
  /** The service the latest enquiry was about. */
  service: MessageService | null;
  last_message: {
    id: number;
    /** Null when removed. */
    body: string | null;
    removed: boolean;
    sender_user_id: string | null;
    created_at: string;
  } | null;
  last_message_at: string;
  /** The viewer's unread messages here (0 = read). */
  unread_count: number;
  blocked_by_me: boolean;
}

export interface InboxResponse {
  conversations: InboxConversation[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: string | null;
}

/** A conversation's header: who, about what, whether anyone can write. */
export interface ConversationDetail {
  id: number;
  my_role: ParticipantRole;
  other: ConversationParty;
  service: MessageService | null;
  created_at: string;
  last_message_at: string;
  /** The viewer blocked the other side (the viewer may unblock). */
  blocked_by_me: boolean;
  /** The other side blocked the viewer (the thread says MESSAGE_TEXT.blockedYou; sending is refused). */
  blocked_by_other: boolean;
  /** Nobody blocked and the other account exists. */
  can_send: boolean;
  /** The newest message id the other side has read (for "Seen"), or null. */
  other_last_read_message_id: number | null;
}

/** A page of a thread, oldest first; `before` is what to pass for the page before it (null when there is none). */
export interface ThreadPage {
  messages: ThreadMessage[];
  before: number | null;
}

/** GET /api/messages/conversations/:id: the conversation and its newest page. */
export interface ConversationResponse extends ThreadPage {
  conversation: ConversationDetail;
}

/** POST /api/messages/conversations: 201 (new message) or 200 (a retry with the same clientId). */
export interface StartConversationResponse {
  conversation_id: number;
  message: ThreadMessage;
  /** The conversation was made by this request (false: an enquiry continued an existing one). */
  created: boolean;
}

/** POST /api/messages/conversations/:id/messages: 201 (new) or 200 (a retry with the same clientId). */
export interface SendMessageResponse {
  message: ThreadMessage;
}

/** GET /api/messages/unread: how many conversations have unread messages (the header's badge). */
export interface UnreadCountResponse {
  conversations: number;
}

/** PUT / DELETE /api/messages/conversations/:id/block */
export interface BlockStateResponse {
  conversation_id: number;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
  message: string;
}

// Admin: the message report queue (beside review moderation).
export const MESSAGE_REPORT_RESOLUTIONS = ['removed', 'dismissed'] as const;
export type MessageReportResolution = (typeof MESSAGE_REPORT_RESOLUTIONS)[number];

/** One open report, with the message and who sent it (the admin bans the sender through POST /api/admin/users/:id/ban). */
export interface MessageReportRow {
  id: number;
  reason: MessageReportReason;
  details: string | null;
  created_at: string;
  reporter: { user_id: string | null; full_name: string };
  message: {
    id: number;
    conversation_id: number;
    body: string | null;
    removed: boolean;
    created_at: string;
    sender: { user_id: string | null; full_name: string; email: string | null; banned: boolean };
  };
}

/** GET /api/admin/message-reports?page: open reports, newest first, CONTENT_ADMIN_PAGE_SIZE a page. */
export interface MessageReportsResponse extends AdminContentPage {
  reports: MessageReportRow[];
}

/**
 * POST /api/admin/message-reports/:id/remove | /dismiss: either resolves every open report on that message
 * (listed in `resolved_report_ids`); remove also hides its text for good. 404 unknown, 409 already resolved.
 */
export interface ResolveMessageReportResponse {
  report_id: number;
  message_id: number;
  resolution: MessageReportResolution;
  resolved_report_ids: number[];
  message: string;
}

/**
 * What the live channel pushes to each of a user's tabs, one event per text frame (JSON). Field names
 * as MSG-DESIGN.md. `message`: a new message of one of the user's conversations (also to the sender's
 * other tabs); `read`: the other side has read up to `upTo`; `unread`: the user's count of
 * conversations with unread messages changed (GET /api/messages/unread's `conversations`).
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: z.number(), message: threadMessageSchema }),
  z.object({ type: z.literal('read'), conversationId: z.number(), upTo: z.number() }),
  z.object({ type: z.literal('unread'), conversations: z.number() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** The live channel: a WebSocket the browser opens with a ticket (a browser cannot set Authorization on one). */
export const LIVE_PATH = '/api/messages/live';

export const LIVE_TEXT = {
  upgradeRequired: 'This address opens a WebSocket: connect with Upgrade: websocket',
  ticketRequired: 'ticket is required: POST /api/messages/live-ticket gives one',
  ticketInvalid: 'This live ticket is invalid, expired or already used. Ask for a new one.',
} as const;

/** GET /api/messages/live?ticket=: the ticket as POST /api/messages/live-ticket gave it (checked by its signature). */
export const liveQuerySchema = queryObject({
  ticket: z
    .string({ error: LIVE_TEXT.ticketRequired })
    .min(1, LIVE_TEXT.ticketRequired)
    .max(1000, LIVE_TEXT.ticketInvalid),
});
export type LiveQuery = z.input<typeof liveQuerySchema>;

/** POST /api/messages/live-ticket: opens one live socket for the signed-in user, within a minute. */
export interface LiveTicketResponse {
  ticket: string;
  expires_at: string;
}
