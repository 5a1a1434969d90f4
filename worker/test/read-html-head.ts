/** What a page's `<head>` says, read with the same HTML parser the edge uses (HTMLRewriter). */
export interface HtmlHead {
  title: string;
  /** meta name=… / property=… → content, attribute values decoded. */
  meta: Record<string, string>;
  links: { rel: string; href: string }[];
  /** Raw text of every `<script>` with a type attribute, by type. */
  scripts: { type: string; id: string | null; text: string }[];
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
export const decodeEntities = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

export async function readHtmlHead(html: string): Promise<HtmlHead> {
  const head: HtmlHead = { title: '', meta: {}, links: [], scripts: [] };
  let script: HtmlHead['scripts'][number] | null = null;
  await new HTMLRewriter()
    .on('head > title', {
      text: (chunk) => {
        head.title += chunk.text;
      },
    })
    .on('head > meta', {
      element: (el) => {
        const key = el.getAttribute('name') ?? el.getAttribute('property');
        const content = el.getAttribute('content');
        if (key && content !== null) head.meta[key] = decodeEntities(content);
      },
    })
    .on('head > link', {
      element: (el) => {
        head.links.push({ rel: el.getAttribute('rel') ?? '', href: decodeEntities(el.getAttribute('href') ?? '') });
      },
    })
    .on('script[type]', {
      element: (el) => {
        script = { type: el.getAttribute('type') ?? '', id: el.getAttribute('id'), text: '' };
        head.scripts.push(script);
      },
      text: (chunk) => {
        if (script) script.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  head.title = decodeEntities(head.title);
  return head;
}

/** Every JSON-LD object in the page, parsed. */
export function jsonLdOf(head: HtmlHead): Record<string, unknown>[] {
  return head.scripts.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.text));
}
