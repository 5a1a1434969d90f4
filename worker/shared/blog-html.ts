/** What blog HTML may contain: one list for the worker's sanitiser and the web's DOMPurify (decision 023). */
export const BLOG_HTML_ALLOW_LIST = {
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
  /** A post's images are below its title, so they load lazily, decoded off the main thread. */
  imageLoading: { loading: 'lazy', decoding: 'async' },
  /** The only `target` kept. */
  linkTarget: '_blank',
  /** `class` on `code` only as a syntax-highlighting language. */
  codeClass: /^language-[a-z0-9+#-]{1,30}$/i,
} as const;

export type AllowedBlogTag = keyof typeof BLOG_HTML_ALLOW_LIST.tags;

/** Average adult silent reading speed used for 'N min read'. */
export const READING_WORDS_PER_MINUTE = 200;

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
