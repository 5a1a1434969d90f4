import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type ConversationDetail, MESSAGE_TEXT } from '#shared/api/messages';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { LoadFailedAlert } from '#web/components/LoadFailedAlert';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { usePageMeta } from '#web/components/usePageMeta';
import { ApiRequestError } from '#web/lib/api-client';
import { useSession } from '#web/lib/session/use-session';
import { toast } from '#web/lib/toast';
import { useDisplayTimeZone } from '#web/lib/use-display-time-zone';
import { useBlock } from './api/block';
import { useMarkRead } from './api/mark-read';
import { usePendingSends } from './api/send-message';
import { threadConversation, threadInfiniteQuery, threadMessages } from './api/thread';
import { MessageBubble, PendingBubble, senderName } from './MessageBubble';
import { MESSAGES_TOASTS, messageErrorMessage } from './messages-toasts';
import { ReportMessageDialog } from './ReportMessageDialog';
import { ThreadComposer } from './ThreadComposer';
import { withDaySeparators } from './thread-items';

/** The conversation id in the path: plain digits only, as the worker takes it. */
function conversationIdFrom(param: string | undefined): number | null {
  return param && /^[1-9]\d{0,15}$/.test(param) && Number.isSafeInteger(Number(param)) ? Number(param) : null;
}

/** /messages/:conversationId: one conversation, oldest loaded message first, the reply box at the foot. */
export function ThreadPage() {
  const conversationId = conversationIdFrom(useParams().conversationId);
  if (conversationId === null) return <ThreadNotFound />;
  // A new key per conversation: nothing (scroll, reports, drafts) carries over from another thread.
  return <Thread key={conversationId} conversationId={conversationId} />;
}

function ThreadNotFound() {
  usePageMeta('Conversation not found');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{MESSAGE_TEXT.conversationNotFound}</h1>
      <Link to="/messages" className="link link-primary mt-4 inline-block">
        Back to your messages
      </Link>
    </section>
  );
}

function Thread({ conversationId }: { conversationId: number }) {
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.session.user.id : '';
  const timeZone = useDisplayTimeZone();
  const query = useInfiniteQuery(threadInfiniteQuery(conversationId));
  const conversation = threadConversation(query.data);
  const messages = threadMessages(query.data);
  const pending = usePendingSends(conversationId).filter(
    (outgoing) => !messages.some((message) => message.client_id === outgoing.clientId),
  );
  const [reporting, setReporting] = useState<number | null>(null);
  const [reportedHere, setReportedHere] = useState<ReadonlySet<number>>(() => new Set());
  usePageMeta(conversation ? `Messages with ${conversation.other.full_name}` : 'Messages');

  useMarkReadOnOpen(conversationId, messages, myId);
  const { onLoadOlder } = useThreadScroll(messages, pending.length);

  if (query.isError && !query.data) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <ThreadNotFound />;
    return (
      <section className="mx-auto max-w-3xl px-4 py-16 text-center">
        <LoadFailedAlert
          message={MESSAGES_TOASTS.threadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </section>
    );
  }
  if (!conversation) {
    return (
      <div className="flex justify-center py-24" role="status" aria-label="Loading conversation">
        <span className="loading loading-spinner loading-lg" />
      </div>
    );
  }

  const otherName = conversation.other.user_id === null ? MESSAGE_TEXT.deletedUser : conversation.other.full_name;
  return (
    <section className="mx-auto flex max-w-3xl flex-col px-4 pt-6">
      <ThreadHeader conversation={conversation} otherName={otherName} />
      {query.hasNextPage && (
        <div className="flex justify-center py-3">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={query.isFetchingNextPage}
            onClick={() => onLoadOlder(() => void query.fetchNextPage())}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
          </button>
        </div>
      )}
      <ol className="flex flex-col gap-1 py-4" aria-label="Messages">
        {messages.length === 0 && pending.length === 0 && (
          <li className="py-8 text-center text-base-content/70">No messages yet.</li>
        )}
        {withDaySeparators(messages, timeZone).map((item) =>
          item.kind === 'day' ? (
            <li key={`day-${item.day}`} className="divider my-2 text-xs text-base-content/70">
              <h2>{item.label}</h2>
            </li>
          ) : (
            <MessageBubble
              key={item.message.id}
              message={item.message}
              sender={senderName(item.message.sender_user_id, myId, otherName)}
              mine={item.message.sender_user_id === myId}
              timeZone={timeZone}
              reported={reportedHere.has(item.message.id)}
              onReport={item.message.sender_user_id === myId ? undefined : () => setReporting(item.message.id)}
            />
          ),
        )}
        {pending.map((outgoing) => (
          <PendingBubble key={outgoing.clientId} body={outgoing.body} />
        ))}
      </ol>
      <div className="sticky bottom-0 border-t border-base-200 bg-base-100 py-3">
        {conversation.can_send ? (
          <ThreadComposer conversationId={conversationId} userId={myId} />
        ) : (
          <CannotSend conversation={conversation} />
        )}
      </div>
      {reporting !== null && (
        <ReportMessageDialog
          messageId={reporting}
          onClose={() => setReporting(null)}
          onReported={(messageId) => setReportedHere((ids) => new Set(ids).add(messageId))}
        />
      )}
    </section>
  );
}

function ThreadHeader({ conversation, otherName }: { conversation: ConversationDetail; otherName: string }) {
  const { other, service } = conversation;
  const block = useBlock(conversation.id);
  const [confirming, setConfirming] = useState(false);
  const setBlocked = (blocked: boolean) =>
    block.mutate(blocked, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setConfirming(false);
      },
      onError: (error) =>
        toast.error(messageErrorMessage(error, blocked ? MESSAGES_TOASTS.blockFailed : MESSAGES_TOASTS.unblockFailed), {
          cause: error,
        }),
    });
  return (
    <header className="flex flex-wrap items-center gap-3 border-b border-base-200 pb-4">
      <Link to="/messages" className="btn btn-ghost btn-sm">
        <span aria-hidden="true">←</span> All messages
      </Link>
      <TrainerAvatar name={otherName} image={other.profile_image} size={40} decorative />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-bold">
          {other.trainer_slug ? (
            <Link to={`/trainer/${other.trainer_slug}`} className="link link-hover">
              {otherName}
            </Link>
          ) : (
            otherName
          )}
        </h1>
        {service && <p className="truncate text-sm text-base-content/70">About: {service.title}</p>}
      </div>
      {other.user_id !== null &&
        (conversation.blocked_by_me ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={block.isPending}
            onClick={() => setBlocked(false)}
          >
            Unblock
          </button>
        ) : (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setConfirming(true)}>
            Block
          </button>
        ))}
      {confirming && (
        <ConfirmDialog
          title={`Block ${otherName}?`}
          confirmLabel="Block"
          pending={block.isPending}
          onConfirm={() => setBlocked(true)}
          onClose={() => setConfirming(false)}
        >
          They can no longer send you messages, and you cannot send them any until you unblock them.
        </ConfirmDialog>
      )}
    </header>
  );
}

/** In place of the reply box: why nobody can write here now. */
function CannotSend({ conversation }: { conversation: ConversationDetail }) {
  const text =
    conversation.other.user_id === null
      ? MESSAGE_TEXT.otherDeleted
      : conversation.blocked_by_me
        ? MESSAGE_TEXT.youBlocked
        : MESSAGE_TEXT.blockedYou;
  return (
    <p role="status" className="alert">
      {text}
    </p>
  );
}

/** Opening a thread reads it; so does a reply from the other side arriving while it is open. */
function useMarkReadOnOpen(
  conversationId: number,
  messages: readonly { id: number; sender_user_id: string | null }[],
  myId: string,
) {
  const markRead = useMarkRead(conversationId);
  const marked = useRef(0);
  const newest = messages.at(-1)?.id ?? 0;
  const newestFromOther = messages.findLast((message) => message.sender_user_id !== myId)?.id ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (newestFromOther <= marked.current) return;
    marked.current = newest;
    mutate(newest);
  }, [newest, newestFromOther, mutate]);
}

/**
 * Opens at the newest message and follows new ones (sent or received) to the bottom; "Load older"
 * keeps what the reader was looking at in place while the older messages arrive above it.
 */
function useThreadScroll(messages: readonly { id: number }[], pendingCount: number) {
  const oldest = messages[0]?.id ?? 0;
  const newest = messages.at(-1)?.id ?? 0;
  const fromBottom = useRef<number | null>(null);
  const seen = useRef({ oldest: 0, newest: 0, pending: 0 });
  useLayoutEffect(() => {
    const page = document.documentElement;
    const before = seen.current;
    seen.current = { oldest, newest, pending: pendingCount };
    if (fromBottom.current !== null && oldest !== before.oldest) {
      window.scrollTo?.(0, page.scrollHeight - fromBottom.current);
      fromBottom.current = null;
      return;
    }
    if (newest !== before.newest || pendingCount > before.pending) window.scrollTo?.(0, page.scrollHeight);
  }, [oldest, newest, pendingCount]);
  return {
    onLoadOlder: (load: () => void) => {
      fromBottom.current = document.documentElement.scrollHeight - window.scrollY;
      load();
    },
  };
}
