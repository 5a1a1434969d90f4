import { useSearchParams } from 'react-router';

/** SPEC 2: /admin/content?tab=blog|faqs|testimonials|reviews, blog by default; reported messages beside the reviews (issue #41). */
export const CONTENT_TABS = [
  { key: 'blog', label: 'Blog Posts' },
  { key: 'faqs', label: 'FAQs' },
  { key: 'testimonials', label: 'Testimonials' },
  { key: 'reviews', label: 'Review Moderation' },
  { key: 'message-reports', label: 'Message Reports' },
] as const;
export type ContentTab = (typeof CONTENT_TABS)[number]['key'];

export function readContentTab(params: URLSearchParams): ContentTab {
  const tab = params.get('tab');
  return CONTENT_TABS.find((t) => t.key === tab)?.key ?? 'blog';
}

/** A page number from the URL: a whole number from 1, anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** Which post the blog editor shows: 'new', a post id, or none (the table). */
export function readEditing(params: URLSearchParams): number | 'new' | null {
  const raw = params.get('edit');
  if (raw === 'new') return 'new';
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

export interface ContentParams {
  tab: ContentTab;
  page: number;
  editing: number | 'new' | null;
  setTab: (next: ContentTab) => void;
  setPage: (next: number) => void;
  setEditing: (edit: number | 'new' | null) => void;
}

/**
 * The content screen's state in the URL (shareable, reloadable; back and forward work): the tab,
 * the page of its table and, on the blog tab, the post being edited. Changing tab starts afresh.
 */
export function useContentParams(): ContentParams {
  const [params, setParams] = useSearchParams();
  const tab = readContentTab(params);
  const page = readPage(params);
  const editing = tab === 'blog' ? readEditing(params) : null;

  const write = (next: { tab: ContentTab; page?: number; edit?: number | 'new' | null }, replace = false) => {
    const out = new URLSearchParams({ tab: next.tab });
    if (next.page && next.page > 1) out.set('page', String(next.page));
    if (next.edit != null) out.set('edit', String(next.edit));
    setParams(out, { replace, preventScrollReset: true });
  };

  return {
    tab,
    page,
    editing,
    setTab: (next: ContentTab) => write({ tab: next }),
    setPage: (next: number) => write({ tab, page: next }, true),
    setEditing: (edit: number | 'new' | null) => write({ tab, page, edit }),
  };
}
