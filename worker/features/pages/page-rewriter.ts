import { IMAGE_RESIZING_META } from '#shared/responsive-image';
import type { HeadTags } from '#worker/features/seo/index';
import { renderHeadTags } from '#worker/features/seo/index';
import { escapeHtml } from '#worker/lib/html-escape';

export interface PageAdditions {
  head: HeadTags;
  /** `/assets/…` chunks the page's route will import. */
  modulepreloads: string[];
  /** Script-safe JSON (lib/html-escape.ts) for the web app's query cache, or null. */
  initialDataJson: string | null;
  initialDataId: string;
  /** The first screen's HTML for `#root` (first-screen.ts), or null to leave it empty. */
  rootHtml: string | null;
  /** `/assets/…` path of web/app/boot.ts (route-chunks.ts), or null when the build has none. */
  appLoader: string | null;
  /** Stored photos come resized (features/images/image-resizing.ts): said to the browser's app too. */
  imageResizing: boolean;
}

/** The shell with the page's head tags, embedded data and first screen, streamed through HTMLRewriter once. */
export function rewriteShell(shellHtml: string, page: PageAdditions): Promise<string> {
  const extra = [renderHeadTags(page.head, page.imageResizing)];
  // Every page says it, as signed-in screens are rendered by the browser alone.
  if (page.imageResizing) extra.push(`<meta name="${IMAGE_RESIZING_META}" content="on">`);
  // With the first screen in the HTML, the stylesheet and the page's photo go before the scripts.
  const scriptPriority = page.rootHtml === null ? '' : ' fetchpriority="low"';
  for (const href of page.modulepreloads)
    extra.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(href)}"${scriptPriority}>`);
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
    .on('head > script[type="module"]', {
      element: (element) => {
        if (page.rootHtml === null) return;
        // The app loads after first paint: the loader takes the entry script's place (decision 033).
        const entry = element.getAttribute('src');
        if (page.appLoader !== null && entry?.startsWith('/assets/')) {
          element.setAttribute('data-app-entry', entry);
          element.setAttribute('src', page.appLoader);
          // Run on arrival: it also holds what the visitor clicks before the app responds.
          element.setAttribute('async', '');
        } else {
          element.setAttribute('fetchpriority', 'low');
        }
      },
    })
    .on('#root', {
      element: (element) => {
        if (page.rootHtml !== null) element.setInnerContent(page.rootHtml, { html: true });
      },
    })
    .on('head', {
      element: (element) => {
        element.append(`\n${extra.join('\n')}\n`, { html: true });
      },
    });
  return rewriter.transform(new Response(shellHtml, { headers: { 'content-type': 'text/html' } })).text();
}
