import type { ThreadMessage } from '#shared/api/messages';
import { MESSAGE_TEXT } from '#shared/api/messages';
import { type DisplayTimeZone, formatDateTime, formatTime } from '#web/lib/dates';
import { MessageText } from './MessageText';

/** Who wrote it, as the viewer reads it: "You", the other person, or "Deleted user". */
export function senderName(senderUserId: string | null, myId: string, otherName: string): string {
  if (senderUserId === null) return MESSAGE_TEXT.deletedUser;
  return senderUserId === myId ? 'You' : otherName;
}

/** One message in a thread: mine on the right, theirs on the left; a removed one says so instead of its text. */
export function MessageBubble({
  message,
  sender,
  mine,
  timeZone,
  onReport,
  reported,
}: {
  message: ThreadMessage;
  sender: string;
  mine: boolean;
  timeZone: DisplayTimeZone;
  /** Offered on the other side's messages that are still shown. */
  onReport?: () => void;
  reported: boolean;
}) {
  return (
    <li className={`chat ${mine ? 'chat-end' : 'chat-start'}`} data-testid="message">
      <div className="chat-header flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-medium">{sender}</span>
        <time dateTime={message.created_at} title={formatDateTime(message.created_at, timeZone)} className="opacity-70">
          {formatTime(message.created_at, timeZone)}
        </time>
      </div>
      <div className={`chat-bubble ${mine ? 'chat-bubble-primary' : ''} max-w-[85%]`}>
        {message.service && <p className="mb-1 text-xs font-semibold opacity-80">About: {message.service.title}</p>}
        {message.removed || message.body === null ? (
          <p className="italic opacity-80">{MESSAGE_TEXT.removed}</p>
        ) : (
          <MessageText text={message.body} />
        )}
      </div>
      {onReport && !message.removed && (
        <div className="chat-footer">
          {reported ? (
            <span className="text-xs opacity-70">Reported</span>
          ) : (
            <button
              type="button"
              className="btn btn-ghost btn-xs"
              aria-label={`Report message from ${sender} at ${formatTime(message.created_at, timeZone)}`}
              onClick={onReport}
            >
              Report
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/** A reply on its way: shown at once, in place until the worker's stored copy replaces it. */
export function PendingBubble({ body }: { body: string }) {
  return (
    <li className="chat chat-end" data-testid="pending-message">
      <div className="chat-header text-xs">
        <span className="font-medium">You</span>
      </div>
      <div className="chat-bubble chat-bubble-primary max-w-[85%] opacity-70">
        <MessageText text={body} />
      </div>
      <div className="chat-footer text-xs opacity-70" role="status">
        Sending…
      </div>
    </li>
  );
}
