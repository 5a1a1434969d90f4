/**
 * What blog HTML may contain. The worker's sanitiser (worker/features/blog/html-sanitizer.ts)
 * enforces it when a post is saved; the web app gives the same lists to DOMPurify before
 * rendering, so both sides agree on one definition. Anything not listed is removed: unknown tags
 * are unwrapped (their text stays), the `dropWithContent` tags go with everything inside them,
 * every attribute not listed for its tag is dropped (so no event handlers, no `style`, no `class`
 * beyond a code block's language), and comments are removed.
 */
export const BLOG_HTML_ALLOW_LIST = {
  /** Allowed tags and, for each, the attributes it may keep. */
  tags: {
    p: [],
    br: [],
    h2: [],
    h3: [],
    h4: [],
    strong: [],
    em: [],
    u: [],
    s: [],
    sub: [],
    sup: [],
    blockquote: [],
    ul: [],
    ol: ['start'],
    li: [],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    code: ['class'],
    pre: [],
    hr: [],
    figure: [],
    figcaption: [],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  /** Tags kept under another name (the page title is the only h1; editors emit b/i/strike). */
  renamed: { h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em', strike: 's', del: 's', ins: 'u' },
  /** Removed together with everything inside them (scripts, styles, embedded documents, forms, foreign markup). */
  dropWithContent: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'param',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'title',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'plaintext',
    'template',
    'svg',
    'math',
    'head',
    'base',
    'meta',
    'link',
    'audio',
    'video',
    'source',
    'track',
    'canvas',
    'dialog',
    'portal',
  ],
  /** URL schemes per URL attribute; relative URLs (`/path`, `#anchor`, `page`) are always allowed. */
  urlSchemes: { href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
  /** Set on every link, whatever the author wrote. */
  linkRel: 'noopener noreferrer nofollow',
  /**
   * Set on every image, whatever the author wrote: a post's images are below its title and
   * featured image, so they load as the reader nears them, decoded off the main thread.
   */
  imageLoading: { loading: 'lazy', decoding: 'async' },
  /** The only `target` kept. */
  linkTarget: '_blank',
  /** `class` on `code` only as a syntax-highlighting language. */
  codeClass: /^language-[a-z0-9+#-]{1,30}$/i,
} as const;

export type AllowedBlogTag = keyof typeof BLOG_HTML_ALLOW_LIST.tags;

/** Average adult silent reading speed used for 'N min read'. */
export const READING_WORDS_PER_MINUTE = 200;

/** The words a reader sees in a piece of blog HTML (tags removed, no-break spaces as spaces). */
export function countWords(html: string): number {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|#160|#xa0);/gi, ' ')
    .replace(/&[#\w]+;/g, '');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** 'N min read': whole minutes at READING_WORDS_PER_MINUTE, at least 1. */
export function readTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / READING_WORDS_PER_MINUTE));
}
