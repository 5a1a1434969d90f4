import { BLOG_HTML_ALLOW_LIST as ALLOW, type AllowedBlogTag } from '#shared/blog-html';

// Security: HTMLRewriter only reads the input; this module writes every byte of the output, so a parsing
// difference with a browser can change how a post looks, never make it run code (decision 023).
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Elements that never have an end tag (lol-html throws on `onEndTag` for them). */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[] | undefined> = ALLOW.tags;
const RENAMED: Record<string, string | undefined> = ALLOW.renamed;
const DROP_WITH_CONTENT = new Set<string>(ALLOW.dropWithContent);

/** References that can produce URL punctuation, whitespace or markup characters; any other `&name;` is refused, not guessed. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  num: '#',
  quest: '?',
  equals: '=',
  percnt: '%',
  period: '.',
  comma: ',',
  semi: ';',
  excl: '!',
  lpar: '(',
  rpar: ')',
  plus: '+',
  commat: '@',
  lowbar: '_',
  UnderBar: '_',
  dollar: '$',
  ast: '*',
  midast: '*',
  lsqb: '[',
  lbrack: '[',
  rsqb: ']',
  rbrack: ']',
  lcub: '{',
  lbrace: '{',
  rcub: '}',
  rbrace: '}',
  verbar: '|',
  vert: '|',
  VerticalLine: '|',
  grave: '`',
  DiacriticalGrave: '`',
  Hat: '^',
};
/** Decoded without a semicolon too (legacy), unless followed by a letter, digit or '=' (HTML's attribute rule). */
const LEGACY_WITHOUT_SEMICOLON = new Set(['amp', 'AMP', 'lt', 'LT', 'gt', 'GT', 'quot', 'QUOT']);

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** The value a browser reads from a raw attribute value; null when it holds a reference we do not know. */
export function decodeAttributeValue(raw: string): string | null {
  let unknown = false;
  const decoded = raw.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*))(;?)/g,
    (
      match,
      decimal: string | undefined,
      hex: string | undefined,
      name: string | undefined,
      semicolon: string,
      offset: number,
    ) => {
      if (decimal !== undefined) return fromCodePoint(decimal.length > 7 ? Number.NaN : Number(decimal));
      if (hex !== undefined) return fromCodePoint(hex.length > 6 ? Number.NaN : Number.parseInt(hex, 16));
      const known = name === undefined ? undefined : NAMED_REFERENCES[name];
      if (semicolon) {
        if (known === undefined) unknown = true;
        return known ?? match;
      }
      const next = raw.charAt(offset + match.length);
      if (name && LEGACY_WITHOUT_SEMICOLON.has(name) && !/[A-Za-z0-9=]/.test(next)) return known ?? match;
      return match;
    },
  );
  return unknown ? null : decoded;
}

function encodeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A raw attribute value kept as written (its references stay references), made safe inside double quotes. */
function requoteRaw(raw: string): string {
  return raw.replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** What a URL parser does first: leading/trailing C0 controls and spaces go, tabs and newlines anywhere go. */
function urlParserView(value: string): string {
  const withoutTabsAndNewlines = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  let end = withoutTabsAndNewlines.length;
  while (start < end && withoutTabsAndNewlines.charCodeAt(start) <= 0x20) start++;
  while (end > start && withoutTabsAndNewlines.charCodeAt(end - 1) <= 0x20) end--;
  return withoutTabsAndNewlines.slice(start, end);
}

/** The re-encoded, parser-normalised URL if its scheme is allowed (or it is relative), else null. */
export function safeUrl(raw: string, schemes: readonly string[]): string | null {
  const decoded = decodeAttributeValue(raw);
  if (decoded === null) return null;
  const url = urlParserView(decoded);
  if (!url || url.length > 2048) return null;
  for (let i = 0; i < url.length; i++) if (isControl(url.charCodeAt(i))) return null;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  if (scheme && !schemes.includes((scheme[1] ?? '').toLowerCase())) return null;
  return encodeAttribute(url);
}

function cleanAttribute(tag: AllowedBlogTag, name: string, raw: string): string | null {
  switch (name) {
    case 'href':
      return safeUrl(raw, ALLOW.urlSchemes.href);
    case 'src':
      return safeUrl(raw, ALLOW.urlSchemes.src);
    case 'target':
      return decodeAttributeValue(raw)?.trim().toLowerCase() === ALLOW.linkTarget ? ALLOW.linkTarget : null;
    case 'rel':
      return null; // always replaced by ALLOW.linkRel
    case 'width':
    case 'height':
      return /^\s*\d{1,4}\s*$/.test(raw) ? raw.trim() : null;
    case 'colspan':
    case 'rowspan':
      return /^\s*[1-9]\d{0,2}\s*$/.test(raw) ? raw.trim() : null;
    case 'start':
      return /^\s*-?\d{1,6}\s*$/.test(raw) ? raw.trim() : null;
    case 'class': {
      const value = decodeAttributeValue(raw)?.trim() ?? '';
      return tag === 'code' && ALLOW.codeClass.test(value) ? value : null;
    }
    case 'title':
    case 'alt':
      return requoteRaw(raw.length > 500 ? raw.slice(0, 500).replace(/&[#\w]*$/, '') : raw);
    default:
      return null;
  }
}

/** ` name="value"` pairs for an allowed element, or null when the element is pointless without a refused attribute. */
function attributesFor(tag: AllowedBlogTag, element: Element): string | null {
  const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
  const seen = new Set<string>();
  const kept = new Map<string, string>();
  for (const [rawName = '', value = ''] of element.attributes) {
    const name = rawName.toLowerCase();
    // Browsers keep the first of repeated attributes; so do we.
    if (seen.has(name)) continue;
    seen.add(name);
    if (!allowed.includes(name)) continue;
    const clean = cleanAttribute(tag, name, value);
    if (clean !== null) kept.set(name, clean);
  }
  if (tag === 'a') {
    if (!kept.has('href')) return null;
    kept.set('rel', ALLOW.linkRel);
  }
  if (tag === 'img') {
    if (!kept.has('src')) return null;
    for (const [name, value] of Object.entries(ALLOW.imageLoading)) kept.set(name, value);
  }
  return [...kept].map(([name, value]) => ` ${name}="${value}"`).join('');
}

function escapeText(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function onEnd(element: Element, handler: () => void): boolean {
  try {
    element.onEndTag(handler);
    return true;
  } catch {
    return false; // no end tag will come (a void or self-closed element)
  }
}

/** Markup lol-html refuses as ambiguous (e.g. `<style>` in `<select>`): the save is refused, nothing guessed. */
export class UnreadableHtmlError extends Error {}

/** Sanitises blog HTML against BLOG_HTML_ALLOW_LIST. */
export async function sanitizeBlogHtml(input: string): Promise<string> {
  const out: string[] = [];
  const open: { tag: string; closed: boolean }[] = [];
  let dropping = false;

  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        if (dropping) return;
        const name = element.tagName.toLowerCase();
        if (DROP_WITH_CONTENT.has(name) || element.namespaceURI !== HTML_NAMESPACE) {
          if (!VOID_ELEMENTS.has(name) && onEnd(element, () => (dropping = false))) dropping = true;
          return;
        }
        const tag = (RENAMED[name] ?? name) as AllowedBlogTag;
        if (!Object.hasOwn(ALLOW.tags, tag)) return; // unknown: unwrapped, its text stays
        const attributes = attributesFor(tag, element);
        if (attributes === null) return; // a link or image without a safe URL: unwrapped
        out.push(`<${tag}${attributes}>`);
        if (VOID_ELEMENTS.has(tag)) return;
        const entry = { tag, closed: false };
        open.push(entry);
        onEnd(element, () => {
          if (entry.closed) return;
          entry.closed = true;
          out.push(`</${tag}>`);
        });
      },
    })
    .onDocument({
      text(chunk) {
        if (!dropping && chunk.text) out.push(escapeText(chunk.text));
      },
    });
  try {
    await rewriter.transform(new Response(input)).arrayBuffer();
  } catch (error) {
    if (error instanceof Error && /parser error|ambiguous/i.test(error.message)) {
      throw new UnreadableHtmlError(error.message, { cause: error });
    }
    throw error;
  }
  for (const entry of [...open].reverse()) if (!entry.closed) out.push(`</${entry.tag}>`);
  return out.join('');
}

/** True when sanitised HTML shows something: text, an image or a rule (a post of only `<p></p>` is blank). */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|hr)\b/.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&(nbsp|#160|#xa0);/gi, ' ')
      .trim().length > 0
  );
}
