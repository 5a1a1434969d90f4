import type { FirstScreen } from '#shared/first-screen';
import type { InitialData } from '#shared/initial-data';
import { renderFirstScreen } from '#web-server';
import { sanitizeBlogHtml } from '#worker/features/blog/index';
import { log } from '#worker/platform/log/logger';

/**
 * A post's body sanitised again (it was when saved), as the browser does before rendering it
 * (DOMPurify): the render has no DOM for DOMPurify and inserts it as it is. A copy: the page
 * embeds the data as the API answered it.
 */
async function withSanitisedPost(initialData: InitialData | null): Promise<InitialData | null> {
  if (initialData?.query !== 'blog-post' || !initialData.response.post) return initialData;
  const { post } = initialData.response;
  return { ...initialData, response: { post: { ...post, content: await sanitizeBlogHtml(post.content) } } };
}

/**
 * A public page's first screen for its `#root` (the web app's own render,
 * web/server/render-first-screen), so the page paints before its JavaScript runs; null when it
 * cannot be rendered, and the page is sent as before, for the browser to render. A pure function
 * of its input (page-validator.ts relies on it).
 */
export async function firstScreenHtml(input: {
  url: string;
  /** The data the page embeds. */
  initialData: InitialData | null;
  /** The `signed_in` hint cookie is set (the account area renders as loading, not signed out). */
  signedInHint: boolean;
  /** Stored photos come resized (features/images/image-resizing.ts). */
  imageResizing: boolean;
}): Promise<FirstScreen | null> {
  try {
    const screen = await renderFirstScreen({
      url: input.url,
      initialData: await withSanitisedPost(input.initialData),
      signedInHint: input.signedInHint,
      imageResizing: input.imageResizing,
    });
    for (const error of screen?.errors ?? []) log.error('First-screen render: a component failed', { error });
    return screen;
  } catch (err) {
    log.error('First-screen render failed; the page is sent for the browser to render', { error: err });
    return null;
  }
}
