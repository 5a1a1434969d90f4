import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { renderFirstScreen } from '#first-screen';
import type { InitialData } from '../../shared/initial-data';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../../shared/session-hint';
import { sanitizeBlogHtml } from '../content/html-sanitizer';

/**
 * The HTML of a public page's first screen for its `#root` (the web app's own render,
 * web/app/render-first-screen), so the page paints before its JavaScript runs; null when it
 * cannot be rendered, and the page is sent as before, for the browser to render.
 *
 * @param initialDataJson the data the page embeds (script-safe JSON: still valid JSON)
 */
export async function firstScreenHtml(
  c: Context<{ Bindings: Env }>,
  initialDataJson: string | null,
): Promise<string | null> {
  try {
    const initialData = initialDataJson === null ? null : (JSON.parse(initialDataJson) as InitialData);
    if (initialData?.query === 'blog-post' && initialData.response.post) {
      // Sanitised when saved; again here, as the browser does before rendering it (DOMPurify),
      // because the render below has no DOM for DOMPurify and inserts it as it is.
      const { post } = initialData.response;
      initialData.response = { post: { ...post, content: await sanitizeBlogHtml(post.content) } };
    }
    return await renderFirstScreen({
      url: c.req.url,
      initialData,
      signedInHint: getCookie(c, SIGNED_IN_HINT_COOKIE) === SIGNED_IN_HINT_VALUE,
    });
  } catch (err) {
    console.error('First-screen render failed; the page is sent for the browser to render', err);
    return null;
  }
}
