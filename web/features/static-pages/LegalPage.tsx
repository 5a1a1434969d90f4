import type { ReactNode } from 'react';
import { usePageMeta } from '#web/components/usePageMeta';

/** Shared frame for long-form static text (about, privacy, terms). */
export function LegalPage(props: { title: string; description: string; updated?: string; children: ReactNode }) {
  usePageMeta(props.title, props.description);
  return (
    <article className="prose mx-auto max-w-3xl px-4 py-12">
      <h1>{props.title}</h1>
      {props.updated && <p className="text-sm text-base-content/60">Last updated: {props.updated}</p>}
      {props.children}
    </article>
  );
}
