import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type InboxConversation, MESSAGE_TEXT } from '#shared/api/messages';
import { LoadFailedAlert } from '#web/components/LoadFailedAlert';
import { TrainerAvatar } from '#web/components/TrainerAvatar';
import { usePageMeta } from '#web/components/usePageMeta';
import { calendarDay, type DisplayTimeZone, formatDay, formatTime } from '#web/lib/dates';
import { useSession } from '#web/lib/session/use-session';
import { useDisplayTimeZone } from '#web/lib/use-display-time-zone';
import { inboxInfiniteQuery } from './api/inbox';
import { MESSAGES_TOASTS } from './messages-toasts';

/** Today's messages by their time, older ones by their day. */
function when(iso: string, timeZone: DisplayTimeZone, now = new Date()): string {
  return calendarDay(iso, timeZone) === calendarDay(now, timeZone)
    ? formatTime(iso, timeZone)
    : formatDay(iso, timeZone);
}

/** The last message in a line: who wrote it when it was the viewer, and what it said (or that it was removed). */
function lastLine(conversation: InboxConversation, myId: string): string {
  const last = conversation.last_message;
  if (!last) return '';
  const text = last.removed || last.body === null ? MESSAGE_TEXT.removed : last.body;
  return last.sender_user_id === myId ? `You: ${text}` : text;
}

/** /messages: every conversation of the signed-in user (learner or trainer), newest first. */
export function InboxPage() {
  usePageMeta('Messages');
  const session = useSession();
  const myId = session.status === 'signedIn' ? session.session.user.id : '';
  const timeZone = useDisplayTimeZone();
  const query = useInfiniteQuery(inboxInfiniteQuery());
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Messages</h1>
      {query.isPending && (
        <div className="flex justify-center py-16" role="status" aria-label="Loading messages">
          <span className="loading loading-spinner loading-lg" />
        </div>
      )}
      {query.isError && !query.data && (
        <LoadFailedAlert
          message={MESSAGES_TOASTS.inboxFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          className="mt-6"
        />
      )}
      {query.isSuccess && conversations.length === 0 && (
        <div className="mt-10 flex flex-col items-center gap-3 text-center text-base-content/80">
          <p className="text-lg">No messages yet.</p>
          <p>Ask a trainer a question with “Send a message” on their profile; their answers arrive here.</p>
          <Link to="/trainers" className="btn btn-primary btn-sm">
            Find Trainers
          </Link>
        </div>
      )}
      {conversations.length > 0 && (
        <ul
          className="mt-6 flex flex-col divide-y divide-base-200 rounded-box border border-base-200"
          aria-label="Conversations"
        >
          {conversations.map((conversation) => (
            <InboxRow key={conversation.id} conversation={conversation} myId={myId} timeZone={timeZone} />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'More conversations'}
          </button>
        </div>
      )}
    </section>
  );
}

function InboxRow({
  conversation,
  myId,
  timeZone,
}: {
  conversation: InboxConversation;
  myId: string;
  timeZone: DisplayTimeZone;
}) {
  const { other, service, unread_count: unread } = conversation;
  const name = other.user_id === null ? MESSAGE_TEXT.deletedUser : other.full_name;
  return (
    <li data-testid="conversation">
      <Link
        to={`/messages/${conversation.id}`}
        className={`flex items-start gap-3 p-4 hover:bg-base-200 ${unread > 0 ? 'bg-primary/5' : ''}`}
      >
        <TrainerAvatar name={name} image={other.profile_image} size={40} decorative />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={`truncate ${unread > 0 ? 'font-bold' : 'font-medium'}`}>{name}</span>
            <time dateTime={conversation.last_message_at} className="shrink-0 text-xs text-base-content/70">
              {when(conversation.last_message_at, timeZone)}
            </time>
          </span>
          {service && <span className="block truncate text-sm text-base-content/70">About: {service.title}</span>}
          <span className="mt-1 flex items-center gap-2">
            <span
              className={`line-clamp-1 flex-1 text-sm ${unread > 0 ? 'text-base-content' : 'text-base-content/70'}`}
            >
              {lastLine(conversation, myId)}
            </span>
            {unread > 0 && <span className="badge badge-primary badge-sm shrink-0">{unread} unread</span>}
            {conversation.blocked_by_me && <span className="badge badge-ghost badge-sm shrink-0">Blocked</span>}
          </span>
        </span>
      </Link>
    </li>
  );
}
