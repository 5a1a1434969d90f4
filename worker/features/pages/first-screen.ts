import { renderFirstScreen } from '#first-screen';
import type { FirstScreen } from '../../shared/first-screen';
import type { InitialData } from '../../shared/initial-data';
import { sanitizeBlogHtml } from '../content/html-sanitizer';

/**
 * A public page's first screen for its `#root` (the web app's own render,
 * web/app/render-first-screen), so the page paints before its JavaScript runs; null when it
 * cannot be rendered, and the page is sent as before, for the browser to render. A pure function
 * of its input (page-validator.ts relies on it).
 */
export async function firstScreenHtml(input: {
  url: string;
  /** The data the page embeds (script-safe JSON: still valid JSON). */
  initialDataJson: string | null;
  /** The `signed_in` hint cookie is set (the account area renders as loading, not signed out). */
  signedInHint: boolean;
}): Promise<FirstScreen | null> {
  try {
    const initialData = input.initialDataJson === null ? null : (JSON.parse(input.initialDataJson) as InitialData);
    if (initialData?.query === 'blog-post' && initialData.response.post) {
      // Sanitised when saved; again here, as the browser does before rendering it (DOMPurify),
      // because the render below has no DOM for DOMPurify and inserts it as it is.
      const { post } = initialData.response;
      initialData.response = { post: { ...post, content: await sanitizeBlogHtml(post.content) } };
    }
    return await renderFirstScreen({ url: input.url, initialData, signedInHint: input.signedInHint });
  } catch (err) {
    console.error('First-screen render failed; the page is sent for the browser to render', err);
    return null;
  }
}
