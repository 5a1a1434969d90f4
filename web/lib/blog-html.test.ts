// @vitest-environment jsdom
// DOMPurify does not support happy-dom (its maintainers: sanitising there is unreliable), so this
// file runs in jsdom, which DOMPurify is tested against; the e2e tests check the real browser.
import { describe, expect, it } from 'vitest';
import { BLOG_HTML_ALLOW_LIST } from '#shared/blog-html';
import { sanitizeBlogHtml, urlScheme } from './blog-html';

/** Parses sanitised output the way the page will, to assert on elements rather than strings. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeBlogHtml(html);
  return root;
}

const XSS_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<img src="javascript:alert(1)">',
  '<script>alert(1)</script>',
  '<p onclick="alert(1)">hi</p>',
  '<p style="position:fixed;inset:0">cover</p>',
  '<svg onload=alert(1)><circle /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<p id="cookie" name="cookie">clobber</p>',
  '<a href="https://ok.example" target="_top">x</a>',
  '<code class="language-js onload">x</code>',
  '<img src="https://ok.example/a.png" width="100%" height="1e9">',
  '<!--><img src=x onerror=alert(1)>-->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
];

const URL_ATTRIBUTES = ['href', 'src'] as const;

describe('sanitizeBlogHtml (DOMPurify from BLOG_HTML_ALLOW_LIST)', () => {
  it('keeps the markup the allow-list allows', () => {
    const html = [
      '<h2>Title</h2><h3>Sub</h3><h4>Small</h4>',
      '<p>Some <strong>bold</strong>, <em>italic</em>, <u>under</u>, <s>strike</s>, H<sub>2</sub>O, x<sup>2</sup>.</p>',
      '<blockquote><p>Quote</p></blockquote>',
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol>',
      '<p><a href="https://example.com/a" title="A" target="_blank">link</a> <a href="/trainers">local</a> ',
      '<a href="mailto:hi@example.com">mail</a> <a href="#top">anchor</a></p>',
      '<figure><img src="https://example.com/a.png" alt="An image" title="t" width="640" height="480"><figcaption>Cap</figcaption></figure>',
      '<pre><code class="language-ts">const a = 1;</code></pre><hr>',
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td rowspan="1">C</td></tr></tbody></table>',
    ].join('');
    const root = parse(html);
    for (const selector of ['h2', 'h3', 'h4', 'strong', 'em', 'u', 's', 'sub', 'sup', 'blockquote', 'ul', 'li']) {
      expect(root.querySelector(selector), selector).not.toBeNull();
    }
    expect(root.querySelector('ol')?.getAttribute('start')).toBe('3');
    const [external, local, mail, anchor] = Array.from(root.querySelectorAll('a'));
    expect(external?.getAttribute('href')).toBe('https://example.com/a');
    expect(external?.getAttribute('title')).toBe('A');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(local?.getAttribute('href')).toBe('/trainers');
    expect(mail?.getAttribute('href')).toBe('mailto:hi@example.com');
    expect(anchor?.getAttribute('href')).toBe('#top');
    for (const link of [external, local, mail, anchor])
      expect(link?.getAttribute('rel')).toBe(BLOG_HTML_ALLOW_LIST.linkRel);
    const img = root.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(img?.getAttribute('alt')).toBe('An image');
    expect(img?.getAttribute('width')).toBe('640');
    expect(root.querySelector('figcaption')?.textContent).toBe('Cap');
    expect(root.querySelector('code')?.getAttribute('class')).toBe('language-ts');
    expect(root.querySelector('hr')).not.toBeNull();
    expect(root.querySelector('th')?.getAttribute('colspan')).toBe('2');
    expect(root.querySelector('td')?.getAttribute('rowspan')).toBe('1');
  });

  it('always sets rel on links, whatever the author wrote', () => {
    const link = parse('<a href="https://example.com" rel="opener">x</a>').querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });

  it('makes every image load lazily and decode off the main thread, as the worker does', () => {
    const img = parse('<img loading="eager" decoding="sync" src="/a.png" width="4" height="3">').querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('width')).toBe('4');
  });

  it('unwraps unknown tags and keeps their text', () => {
    const root = parse('<div><span class="x">Hello</span> <font color="red">world</font></div>');
    expect(root.innerHTML).toBe('Hello world');
  });

  it('drops a link whose URL is refused but keeps its (sanitised) text', () => {
    const root = parse('<p><a href="javascript:alert(1)">click <img src=x onerror=alert(1)> <em>me</em></a></p>');
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe('click  me');
    expect(root.querySelector('em')).not.toBeNull();
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  });

  it.each(XSS_PAYLOADS)('strips %s', (payload) => {
    const root = parse(`<p>before</p>${payload}<p>after</p>`);
    const allowed = new Set(Object.keys(BLOG_HTML_ALLOW_LIST.tags));
    for (const element of Array.from(root.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      expect(allowed.has(tag), `<${tag}> is not allowed`).toBe(true);
      const attributes: readonly string[] = BLOG_HTML_ALLOW_LIST.tags[tag as keyof typeof BLOG_HTML_ALLOW_LIST.tags];
      const forced: Record<string, string> = tag === 'img' ? BLOG_HTML_ALLOW_LIST.imageLoading : {};
      for (const attribute of Array.from(element.attributes)) {
        if (forced[attribute.name] !== undefined) {
          expect(attribute.value).toBe(forced[attribute.name]);
          continue;
        }
        expect(attributes, `${tag}[${attribute.name}]`).toContain(attribute.name);
        expect(attribute.name.startsWith('on')).toBe(false);
      }
      for (const name of URL_ATTRIBUTES) {
        const value = element.getAttribute(name);
        // Relative (`x`, `/a`, `#b`) or one of the allowed schemes.
        const scheme = value === null ? null : urlScheme(value);
        if (scheme) expect(['http', 'https', 'mailto']).toContain(scheme);
      }
      if (tag === 'a' && element.hasAttribute('target')) expect(element.getAttribute('target')).toBe('_blank');
      if (tag === 'code') expect(element.hasAttribute('class')).toBe(false);
      if (tag === 'img') {
        expect(element.getAttribute('width') ?? '0').toMatch(/^\d+$/);
        expect(element.getAttribute('height') ?? '0').toMatch(/^\d+$/);
      }
    }
    expect(root.innerHTML).not.toMatch(/<(script|style|iframe|svg|math|object|embed|form|input|base|meta|link)\b/i);
    expect(root.innerHTML).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(root.innerHTML).not.toMatch(/\son\w+=/i);
    // Some payloads leave an unclosed raw-text element that swallows the rest; what came before stays.
    expect(root.textContent).toContain('before');
  });

  it('removes dropWithContent tags together with what they contain', () => {
    const root = parse('<p>ok</p><script>var secret = 1;</script><style>p{}</style><iframe>inner</iframe>');
    expect(root.textContent).toBe('ok');
  });
});
