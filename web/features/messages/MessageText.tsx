import { linkify } from './linkify';

/**
 * A message's words as typed: text nodes (React escapes them) with http(s) addresses as links that
 * open apart, pass no referrer and tell search engines the link is the user's, not the site's.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p className="whitespace-pre-wrap break-words">
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in its order; never reordered.
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className="link">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
