import type { KeyboardEvent, ReactNode } from 'react';
import { usePageMeta } from '#web/components/usePageMeta';
import { CONTENT_TABS, type ContentParams, type ContentTab, useContentParams } from './content-params';

const tabId = (tab: ContentTab) => `content-tab-${tab}`;

/** What each tab shows, given the screen's URL state: the features' own admin tabs (web/app/AdminContentPage.tsx). */
export type ContentPanels = Record<ContentTab, (params: ContentParams) => ReactNode>;

/**
 * /admin/content (SPEC 2): Blog Posts, FAQs, Testimonials, Review Moderation and Message Reports, the tab
 * in the URL. The frame (tabs, URL state); the panels come from the blog, FAQ, testimonial,
 * review-moderation and messages features, composed by the app, as those features build on the admin's cache keys.
 */
export function ContentTabs({ panels }: { panels: ContentPanels }) {
  usePageMeta('Content management');
  const params = useContentParams();

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); activation follows focus.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = CONTENT_TABS.findIndex((t) => t.key === params.tab);
    const next = CONTENT_TABS[(index + step + CONTENT_TABS.length) % CONTENT_TABS.length];
    if (!next) return;
    params.setTab(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      {/* Inactive tabs darker than daisyUI's half opacity, which fails WCAG AA contrast. */}
      <div role="tablist" aria-label="Content sections" className="tabs tabs-border" onKeyDown={onKeyDown}>
        {CONTENT_TABS.map((tab) => {
          const selected = tab.key === params.tab;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={selected}
              aria-controls="content-panel"
              tabIndex={selected ? 0 : -1}
              className={`tab ${selected ? 'tab-active' : 'text-base-content/80'}`}
              onClick={() => params.setTab(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="content-panel" aria-labelledby={tabId(params.tab)}>
        {panels[params.tab](params)}
      </div>
    </div>
  );
}
