import { escapeHtml } from './escape';
import { renderHeadTags } from './head-html';
import type { HeadTags } from './head-tags';

/** What a page adds to the app shell. */
export interface PageAdditions {
  head: HeadTags;
  /** `/assets/…` chunks the page's route will import. */
  modulepreloads: string[];
  /** Script-safe JSON (escape.ts) for the web app's query cache, or null. */
  initialDataJson: string | null;
  initialDataId: string;
}

/**
 * The shell's `<head>` with the page's own title and description in place of the generic ones,
 * plus its link-preview tags, JSON-LD, preload hints and embedded data (HTMLRewriter streams the
 * shell through once; nothing else in the document changes).
 */
export function rewriteShell(shellHtml: string, page: PageAdditions): Promise<string> {
  const extra = [renderHeadTags(page.head)];
  for (const href of page.modulepreloads)
    extra.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`);
  if (page.initialDataJson !== null) {
    extra.push(
      `<script type="application/json" id="${escapeHtml(page.initialDataId)}">${page.initialDataJson}</script>`,
    );
  }
  const rewriter = new HTMLRewriter()
    .on('head > title', {
      element: (element) => {
        element.remove();
      },
    })
    .on('head > meta[name="description"]', {
      element: (element) => {
        element.remove();
      },
    })
    .on('head', {
      element: (element) => {
        element.append(`\n${extra.join('\n')}\n`, { html: true });
      },
    });
  return rewriter.transform(new Response(shellHtml, { headers: { 'content-type': 'text/html' } })).text();
}
