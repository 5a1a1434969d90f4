import { ContentTabs } from '#web/features/admin/ContentTabs';
import { BlogPostsTab } from '#web/features/blog/admin/BlogPostsTab';
import { FaqsTab } from '#web/features/faqs/admin/FaqsTab';
import { MessageReportsTab } from '#web/features/messages/admin/MessageReportsTab';
import { ReviewModerationTab } from '#web/features/review-moderation/ReviewModerationTab';
import { TestimonialsTab } from '#web/features/testimonials/admin/TestimonialsTab';

/**
 * /admin/content: the admin's content frame with each content feature's own tab, loaded as one lazy
 * page. Composed here, not in the admin feature: the tabs' data builds on the admin's cache keys.
 */
export function AdminContentPage() {
  return (
    <ContentTabs
      panels={{
        blog: (params) => (
          <BlogPostsTab
            page={params.page}
            editing={params.editing}
            onPage={params.setPage}
            onEdit={params.setEditing}
          />
        ),
        faqs: () => <FaqsTab />,
        testimonials: (params) => <TestimonialsTab page={params.page} onPage={params.setPage} />,
        reviews: (params) => <ReviewModerationTab page={params.page} onPage={params.setPage} />,
        'message-reports': (params) => <MessageReportsTab page={params.page} onPage={params.setPage} />,
      }}
    />
  );
}
