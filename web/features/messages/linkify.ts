/** A message's text cut into plain runs and links; rendered as text nodes and <a>, never as HTML. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address someone typed: http or https only, up to whitespace or a character no URL has raw.
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://a.example."). */
const TRAILING = /[.,;:!?]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without the punctuation after it, nor a closing bracket it does not open ("(see https://a.example)"). */
function trimAddress(raw: string): string {
  let address = raw;
  for (;;) {
    const trimmed = address.replace(TRAILING, '');
    const last = trimmed.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (opener && count(trimmed, last) > count(trimmed, opener)) {
      address = trimmed.slice(0, -1);
      continue;
    }
    return trimmed;
  }
}

/** The link target, or null when the text is no well-formed http(s) address. */
function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into runs, making only http:// and https:// addresses links; everything else stays text. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  const pushText = (end: number) => {
    if (end > rest) parts.push({ kind: 'text', text: text.slice(rest, end) });
  };
  for (const match of text.matchAll(ADDRESS)) {
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    pushText(match.index);
    parts.push({ kind: 'link', text: address, href });
    rest = match.index + address.length;
  }
  pushText(text.length);
  return parts;
}
