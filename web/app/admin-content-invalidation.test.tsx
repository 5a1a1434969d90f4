import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlaggedReview } from '#shared/api/review-moderation';
import { adminContentKeys, adminKeys } from '#web/features/admin/api/query-keys';
import { useDeleteBlogPost, useSaveBlogPost } from '#web/features/blog/admin/api/admin-blog-posts';
import { blogKeys } from '#web/features/blog/api/query-keys';
import { trainerListKeys, trainerProfileKeys } from '#web/features/browse/api/query-keys';
import { useMoveFaq } from '#web/features/faqs/admin/api/admin-faqs';
import { faqKeys } from '#web/features/faqs/api/query-keys';
import { useResolveFlags } from '#web/features/review-moderation/api/flagged-reviews';
import { useSaveTestimonial } from '#web/features/testimonials/admin/api/admin-testimonials';
import { testimonialKeys } from '#web/features/testimonials/api/query-keys';
import { createQueryClient } from '#web/lib/query-client';
import { stubAdminFetch } from '#web/test/stub-admin-fetch';

afterEach(() => vi.unstubAllGlobals());

/** Every key a content change could touch, filled so invalidation can be observed. */
const KEYS = {
  adminBlog: adminContentKeys.blogPostList(1),
  adminFaqs: adminContentKeys.faqs(),
  adminTestimonials: adminContentKeys.testimonialList(1),
  adminFlagged: adminContentKeys.flaggedReviewList(1),
  stats: adminKeys.stats(),
  audit: [...adminKeys.audit(), 'recent'],
  adminUsers: adminKeys.userList(''),
  publicBlog: blogKeys.list(''),
  publicPost: blogKeys.post('hello'),
  publicFaqs: faqKeys.list(''),
  featured: testimonialKeys.featured(),
  profile: trainerProfileKeys.detail('ana'),
  reviews: trainerProfileKeys.reviews('ana'),
  otherProfile: trainerProfileKeys.detail('bo'),
  listing: trainerListKeys.list(''),
} as const;
type KeyName = keyof typeof KEYS;

function setup() {
  const client = createQueryClient();
  for (const key of Object.values(KEYS)) client.setQueryData(key, {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const invalidated = () =>
    (Object.keys(KEYS) as KeyName[]).filter((name) => client.getQueryState(KEYS[name])?.isInvalidated).sort();
  return { wrapper, invalidated };
}

const review: FlaggedReview = {
  review_id: 9,
  title: 'Spam',
  comment: null,
  rating: 1,
  reviewer_name: 'Unknown',
  review_created_at: '2026-01-01T00:00:00.000Z',
  trainer: { id: 1, slug: 'ana', full_name: 'Ana' },
  flags: [],
  flagged_at: '2026-01-02T00:00:00.000Z',
};

describe('admin content mutations invalidate exactly what they change', () => {
  it('creating a post: admin list, count, activity, public blog', async () => {
    stubAdminFetch({ 'POST /admin/blog-posts': { post: {}, message: 'Blog post created' } });
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useSaveBlogPost(), { wrapper });
    await act(() => result.current.mutateAsync({ id: null, input: { title: 't', excerpt: 'e', content: '<p>c</p>' } }));
    expect(invalidated()).toEqual(['adminBlog', 'audit', 'publicBlog', 'publicPost', 'stats']);
  });

  it('editing a post leaves the counts alone; deleting one changes them', async () => {
    stubAdminFetch({
      'PATCH /admin/blog-posts/4': { post: {}, message: 'Blog post updated' },
      'DELETE /admin/blog-posts/4': { message: 'Blog post deleted' },
    });
    const edit = setup();
    const save = renderHook(() => useSaveBlogPost(), { wrapper: edit.wrapper });
    await act(() => save.result.current.mutateAsync({ id: 4, input: { title: 't', excerpt: 'e', content: 'c' } }));
    expect(edit.invalidated()).toEqual(['adminBlog', 'audit', 'publicBlog', 'publicPost']);

    const del = setup();
    const remove = renderHook(() => useDeleteBlogPost(), { wrapper: del.wrapper });
    await act(() => remove.result.current.mutateAsync(4));
    expect(del.invalidated()).toEqual(['adminBlog', 'audit', 'publicBlog', 'publicPost', 'stats']);
  });

  it('moving a FAQ: the admin list, activity and public FAQs', async () => {
    stubAdminFetch({ 'POST /admin/faqs/3/move': { moved: true, faqs: [], message: 'FAQ moved' } });
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useMoveFaq(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 3, direction: 'up' }));
    expect(invalidated()).toEqual(['adminFaqs', 'audit', 'publicFaqs']);
  });

  it('saving a testimonial: the admin list, activity and the home carousel', async () => {
    stubAdminFetch({ 'POST /admin/testimonials': { testimonial: {}, message: 'Testimonial created' } });
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useSaveTestimonial(), { wrapper });
    await act(() => result.current.mutateAsync({ id: null, input: { client_name: 'C', quote: 'Q' } }));
    expect(invalidated()).toEqual(['adminTestimonials', 'audit', 'featured']);
  });

  it('approving a flagged review touches no public data', async () => {
    stubAdminFetch({ 'POST /admin/flagged-reviews/9/resolve': { message: 'Review approved' } });
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useResolveFlags(), { wrapper });
    await act(() => result.current.mutateAsync({ review, action: 'approve' }));
    expect(invalidated()).toEqual(['adminFlagged', 'audit', 'stats']);
  });

  it('removing one also refreshes that trainer’s reviews, profile rating and listing figures', async () => {
    stubAdminFetch({ 'POST /admin/flagged-reviews/9/resolve': { message: 'Review removed' } });
    const { wrapper, invalidated } = setup();
    const { result } = renderHook(() => useResolveFlags(), { wrapper });
    await act(() => result.current.mutateAsync({ review, action: 'remove' }));
    expect(invalidated()).toEqual(['adminFlagged', 'audit', 'listing', 'profile', 'reviews', 'stats']);
  });
});
