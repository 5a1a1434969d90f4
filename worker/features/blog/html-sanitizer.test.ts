import { describe, expect, it } from 'vitest';
import { BLOG_HTML_ALLOW_LIST } from '#shared/blog-html';
import { BLOG_POSTS } from '#worker/db/seed/seed-content';
import { decodeAttributeValue, hasVisibleContent, safeUrl, sanitizeBlogHtml } from './html-sanitizer';

/**
 * Well-known XSS payloads (OWASP XSS Filter Evasion Cheat Sheet, PortSwigger's cheat sheet and
 * known DOMPurify mutation-XSS bypasses), each fed through the sanitiser. The output is then
 * parsed again and must contain nothing executable: only allowed tags and attributes, no event
 * handler, no script-capable URL however it is encoded, no comment, no raw '<' outside our tags.
 */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<script>alert("<p>x</p>")',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(1)>',
  '<img src="https://example.com/a.png" alt=\'" onerror="alert(1)\'>',
  '<img src="https://example.com/a.png" srcset="javascript:alert(1) 1x">',
  '<img srcset="x 1x" onerror=alert(1)>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="x" onerror="alert(1)"',
  '<p>text<img src=x onerror=alert(1)//',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav\nascript:alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="java&NewLine;script&colon;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="javascript&#x3A;alert(1)">x</a>',
  '<a href="jav&#97;script:alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29">x</a>',
  '<a href=" &#14;  javascript:alert(1)">x</a>',
  '<a href="&#x20;javascript:alert(1)">x</a>',
  '<a href="&#x0001;javascript:alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="java&#0;script:alert(1)">x</a>',
  '<a href="&#x26;#x6A;avascript:alert(1)">x</a>',
  '<a href="%6A%61%76%61script:alert(1)">x</a>',
  '<a href="javascript&unknownentity;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="javascript:alert(1)" href="https://example.com">first wins</a>',
  '<a href="https://example.com" onclick="alert(1)">ok</a>',
  '<a href="https://example.com" title="x" onmouseover=alert(1)//>y</a>',
  '<a href="https://example.com" rel="opener" target="_self">t</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src=http://xss.rocks/scriptlet.html <',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><input type=submit><button formaction=javascript:alert(1)>b</button></form>',
  '<body onload=alert(1)>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<details open ontoggle=alert(1)>',
  '<marquee onstart=alert(1)>m</marquee>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<style>@import "http://evil.example/xss.css";</style>',
  '<div style="background-image: url(javascript:alert(1))">x</div>',
  '<p style="x:expression(alert(1))">x</p>',
  '<p onclick=alert(1)>hi</p>',
  '<h1 onmouseover=alert(1)>T</h1>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<template><img src=x onerror=alert(1)></template>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<noembed><img src=x onerror=alert(1)></noembed>',
  '<BASE HREF="javascript:alert(1);//">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<LINK REL="stylesheet" HREF="javascript:alert(1);">',
  '<TABLE BACKGROUND="javascript:alert(1)"><TD BACKGROUND="javascript:alert(1)">x</TD></TABLE>',
  '<code class="language-js onerror=alert(1)">x</code>',
  '<code class="x" onclick="alert(1)">x</code>',
  '<p>unclosed <strong>bold <em>both',
  '<UL><LI><A HREF="https://example.com">UPPER</A></UL>',
  '<a href="https://example.com"><img src="https://example.com/i.png" onload=alert(1)></a>',
  '<img src="https://example.com/i.png" width="100%" height="1e3" onerror=alert(1)>',
  '<ol start="1;alert(1)"><li>x</li></ol>',
  '<td colspan="0" rowspan="2 onclick=alert(1)">x</td>',
  '\u003cscript\u003ealert(1)\u003c/script\u003e',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<p>a < b > c</p>',
  '<a href="https://example.com/?q=1&amp;x=<script>">q</a>',
];

const ALLOWED = BLOG_HTML_ALLOW_LIST.tags as Record<string, readonly string[]>;
/** Set by the sanitiser itself on every image, never taken from the input. */
const IMAGE_LOADING: Record<string, string> = BLOG_HTML_ALLOW_LIST.imageLoading;
const LAZY = ' loading="lazy" decoding="async"';
const DANGEROUS_SCHEME = /^(javascript|vbscript|data|file|blob|about):/;

/** An independent reading of a URL attribute as a browser sees it (decode, drop whitespace and controls). */
function browserUrl(raw: string): string {
  const decoded = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) || 0xfffd))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec) || 0xfffd))
    .replace(/&colon;/g, ':')
    .replace(/&Tab;|&NewLine;/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: controls are what browsers strip.
  return decoded.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

async function problemsIn(html: string): Promise<string[]> {
  const problems: string[] = [];
  await new HTMLRewriter()
    .on('*', {
      element(element) {
        const tag = element.tagName;
        const allowed = ALLOWED[tag];
        if (!allowed) problems.push(`tag <${tag}>`);
        for (const [name = '', value = ''] of element.attributes) {
          if (name.startsWith('on')) problems.push(`event handler ${name}`);
          const forced = tag === 'img' ? IMAGE_LOADING[name] : undefined;
          if (forced !== undefined) {
            if (value !== forced) problems.push(`${name}=${value} on <img>`);
          } else if (!allowed?.includes(name)) problems.push(`attribute ${name} on <${tag}>`);
          if ((name === 'href' || name === 'src') && DANGEROUS_SCHEME.test(browserUrl(value)))
            problems.push(`${name}=${value}`);
        }
      },
      comments() {
        problems.push('comment');
      },
    })
    .onDocument({
      doctype() {
        problems.push('doctype');
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  // Every '<' must open or close one of our tags: text never carries markup.
  const tags = Object.keys(ALLOWED).join('|');
  const stray = html.match(new RegExp(`<(?!/?(?:${tags})[\\s>])`, 'g'));
  if (stray) problems.push(`raw '<' in text (${stray.length})`);
  if (/<[^>]*\bstyle\s*=/i.test(html)) problems.push('style attribute');
  return problems;
}

describe('blog HTML sanitiser: XSS payloads', () => {
  it.each(PAYLOADS)('%s', async (payload) => {
    const once = await sanitizeBlogHtml(payload);
    expect(await problemsIn(once), once).toEqual([]);
    // Sanitising is stable: the output is already what it would become.
    expect(await sanitizeBlogHtml(once)).toBe(once);
    // And the same payload inside normal content does not break out of it either.
    const embedded = await sanitizeBlogHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(await problemsIn(embedded), embedded).toEqual([]);
  });

  it('gives readable, harmless results for the classics', async () => {
    expect(await sanitizeBlogHtml('<script>alert(1)</script><p>kept</p>')).toBe('<p>kept</p>');
    expect(await sanitizeBlogHtml('<img src=x onerror=alert(1)>')).toBe(`<img src="x"${LAZY}>`);
    expect(await sanitizeBlogHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('x');
    expect(await sanitizeBlogHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(await sanitizeBlogHtml('<p onclick=alert(1) style="color:red">hi</p>')).toBe('<p>hi</p>');
    expect(await sanitizeBlogHtml('<p>text<img src=x onerror=alert(1)//')).toBe('<p>text</p>');
    expect(await sanitizeBlogHtml('<!-- secret --><p>a</p>')).toBe('<p>a</p>');
    expect(await sanitizeBlogHtml('<svg onload=alert(1)><p>in svg</p></svg><p>after</p>')).toBe('<p>after</p>');
    expect(await sanitizeBlogHtml('<textarea><img src=x onerror=alert(1)></textarea>ok')).toBe('ok');
    expect(await sanitizeBlogHtml('<p>a < b > c</p>')).toBe('<p>a &lt; b &gt; c</p>');
    expect(await sanitizeBlogHtml('<a href="javascript:alert(1)" href="https://example.com">x</a>')).toBe('x');
    expect(await sanitizeBlogHtml('<a href="https://example.com" href="javascript:alert(1)">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});

describe('blog HTML sanitiser: what authors write', () => {
  it('keeps the formatting the editor produces, with safe links', async () => {
    const html = [
      '<h2>Title</h2>',
      '<p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s> and ',
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank">a link</a>.</p>',
      '<ul><li>One</li><li>Two</li></ul>',
      '<ol start="3"><li>Three</li></ol>',
      '<blockquote><p>Quote</p></blockquote>',
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>',
      '<hr>',
      '<img src="/api/images/blog/a.png" alt="A &amp; B" width="640" height="360">',
      '<p><a href="mailto:hi@example.com">mail</a> <a href="/blog/other#top">relative</a> <a href="//example.com/x">proto</a></p>',
    ].join('');
    expect(await sanitizeBlogHtml(html)).toBe(
      html
        .replace(
          '<a href="https://example.com/a?b=1&amp;c=2" target="_blank">',
          '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer nofollow">',
        )
        .replace(
          '<a href="mailto:hi@example.com">',
          '<a href="mailto:hi@example.com" rel="noopener noreferrer nofollow">',
        )
        .replace('<a href="/blog/other#top">', '<a href="/blog/other#top" rel="noopener noreferrer nofollow">')
        .replace('<a href="//example.com/x">', '<a href="//example.com/x" rel="noopener noreferrer nofollow">')
        .replace('height="360">', `height="360"${LAZY}>`),
    );
  });

  it('renames what editors emit, unwraps unknown tags and closes what was left open', async () => {
    expect(await sanitizeBlogHtml('<h1>Big</h1><h5>small</h5><b>b</b><i>i</i><strike>x</strike>')).toBe(
      '<h2>Big</h2><h4>small</h4><strong>b</strong><em>i</em><s>x</s>',
    );
    expect(await sanitizeBlogHtml('<div class="x"><span style="color:red">text</span></div>')).toBe('text');
    expect(await sanitizeBlogHtml('<p>unclosed <strong>bold')).toBe('<p>unclosed <strong>bold</strong></p>');
    expect(await sanitizeBlogHtml('<IMG SRC="https://example.com/A.png" ALT=Logo>')).toBe(
      `<img src="https://example.com/A.png" alt="Logo"${LAZY}>`,
    );
  });

  it('makes every image load lazily and decode off the main thread, whatever the author wrote', async () => {
    expect(await sanitizeBlogHtml('<img loading="eager" src="/a.png" decoding="sync" width="4" height="3">')).toBe(
      `<img src="/a.png" width="4" height="3"${LAZY}>`,
    );
  });

  it('drops images and links without a usable URL, and mailto for images', async () => {
    expect(await sanitizeBlogHtml('<img alt="no src">')).toBe('');
    expect(await sanitizeBlogHtml('<img src="mailto:a@b.c">')).toBe('');
    expect(await sanitizeBlogHtml('<a name="x">anchor</a>')).toBe('anchor');
  });

  it('knows when nothing visible is left', () => {
    expect(hasVisibleContent('<p></p><p> &nbsp; </p>')).toBe(false);
    expect(hasVisibleContent('<p>x</p>')).toBe(true);
    expect(hasVisibleContent('<img src="https://example.com/a.png">')).toBe(true);
  });
});

describe('URL attributes', () => {
  it('decodes character references as a browser does', () => {
    expect(decodeAttributeValue('a&amp;b&#38;c&#x26;d&colon;')).toBe('a&b&c&d:');
    expect(decodeAttributeValue('?a=1&copy=2')).toBe('?a=1&copy=2');
    expect(decodeAttributeValue('&amp=x&amp ')).toBe('&amp=x& ');
    expect(decodeAttributeValue('x&eacute')).toBe('x&eacute');
    // A named reference we do not know might decode to anything: the URL is refused.
    expect(decodeAttributeValue('x&eacute;')).toBeNull();
    expect(decodeAttributeValue('x&bogus;')).toBeNull();
  });

  it('allows http(s), mailto and relative URLs and re-encodes them', () => {
    expect(safeUrl('https://example.com/?a=1&amp;b=2', ['https'])).toBe('https://example.com/?a=1&amp;b=2');
    expect(safeUrl(' /path?q="x" ', ['https'])).toBe('/path?q=&quot;x&quot;');
    expect(safeUrl('mailto:a@example.com', ['mailto'])).toBe('mailto:a@example.com');
    expect(safeUrl('ftp://example.com', ['http', 'https'])).toBeNull();
  });
});

describe('seeded blog posts', () => {
  it('are stored exactly as the sanitiser would store them', async () => {
    for (const post of BLOG_POSTS) expect(await sanitizeBlogHtml(post.html), post.title).toBe(post.html);
  });
});
