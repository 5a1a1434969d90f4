import type { KeyboardEvent } from 'react';
import { usePageMeta } from '#web/components/usePageMeta';
import { BlogPostsTab } from './BlogPostsTab';
import { CONTENT_TABS, type ContentTab, useContentParams } from './content-params';
import { FaqsTab } from './FaqsTab';
import { ReviewModerationTab } from './ReviewModerationTab';
import { TestimonialsTab } from './TestimonialsTab';

const tabId = (tab: ContentTab) => `content-tab-${tab}`;

/** /admin/content (SPEC 2): Blog Posts, FAQs, Testimonials and Review Moderation, the tab in the URL. */
export function AdminContentPage() {
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
        {params.tab === 'blog' && (
          <BlogPostsTab
            page={params.page}
            editing={params.editing}
            onPage={params.setPage}
            onEdit={params.setEditing}
          />
        )}
        {params.tab === 'faqs' && <FaqsTab />}
        {params.tab === 'testimonials' && <TestimonialsTab page={params.page} onPage={params.setPage} />}
        {params.tab === 'reviews' && <ReviewModerationTab page={params.page} onPage={params.setPage} />}
      </div>
    </div>
  );
}
