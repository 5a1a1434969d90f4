import { useEffect } from 'react';

export const SITE_NAME = 'TrainerHub';
const DEFAULT_DESCRIPTION = 'Find and connect with professional trainers, coaches and consultants.';

/** Sets the document title and meta description for the current page. */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
