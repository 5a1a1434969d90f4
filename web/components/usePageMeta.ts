import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, documentTitle } from '#shared/document-title';

export { SITE_NAME } from '#shared/document-title';

/**
 * Sets the document title and meta description for the current page (the worker sends the same
 * ones in the page's HTML for crawlers and link previews: #shared/page-copy).
 */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = documentTitle(title);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
