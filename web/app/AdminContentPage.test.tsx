import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminBlogPostsResponse } from '#shared/api/blog';
import type { AdminFaqsResponse } from '#shared/api/faqs';
import type { FlaggedReviewsResponse } from '#shared/api/review-moderation';
import type { AdminTestimonialsResponse } from '#shared/api/testimonials';
import { readContentTab, readEditing, readPage } from '#web/features/admin/content-params';
import { toast } from '#web/lib/toast';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { stubAdminFetch } from '#web/test/stub-admin-fetch';
import { AdminContentPage } from './AdminContentPage';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const blog: AdminBlogPostsResponse = {
  posts: [
    {
      id: 1,
      title: 'Getting started',
      slug: 'getting-started',
      excerpt: 'x',
      category: 'Guides',
      tags: [],
      featured_image: null,
      is_published: true,
      published_at: '2026-01-02T00:00:00.000Z',
      views_count: 42,
      read_time_minutes: 3,
      created_at: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 2,
      title: 'Work in progress',
      slug: 'work-in-progress',
      excerpt: 'y',
      category: null,
      tags: [],
      featured_image: null,
      is_published: false,
      published_at: null,
      views_count: 0,
      read_time_minutes: 1,
      created_at: '2026-01-03T00:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  page_size: 20,
};
const faq = (id: number, category: string, order: number) => ({
  id,
  question: `Question ${id}?`,
  answer: 'Answer',
  category,
  is_published: true,
  order_index: order,
  created_at: '2026-01-01T00:00:00.000Z',
});
const faqs: AdminFaqsResponse = { faqs: [faq(1, 'Booking', 0), faq(2, 'Booking', 1), faq(3, 'Pricing', 0)] };
const testimonials: AdminTestimonialsResponse = {
  testimonials: [
    {
      id: 5,
      client_name: 'Casey Client',
      client_photo: null,
      quote: 'Found a brilliant coach in a day.',
      rating: 4,
      is_featured: true,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  total: 41,
  page: 1,
  page_size: 20,
};
const flagged: FlaggedReviewsResponse = { reviews: [], total: 0, page: 1, page_size: 20 };

function Location() {
  return <output aria-label="location">{useLocation().search}</output>;
}

function renderAt(url: string, answers: Record<string, unknown> = {}) {
  const calls = stubAdminFetch({
    '/admin/blog-posts?page=1': blog,
    '/admin/faqs': faqs,
    '/admin/testimonials?page=1': testimonials,
    '/admin/flagged-reviews?page=1': flagged,
    '/admin/message-reports?page=1': { reports: [], total: 0, page: 1, page_size: 20 },
    ...answers,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/content',
        element: (
          <>
            <AdminContentPage />
            <Location />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, calls };
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('content screen URL state', () => {
  it('reads the tab, blog by default and for anything unknown', () => {
    expect(readContentTab(new URLSearchParams())).toBe('blog');
    expect(readContentTab(new URLSearchParams('tab=nope'))).toBe('blog');
    for (const tab of ['blog', 'faqs', 'testimonials', 'reviews', 'message-reports'] as const) {
      expect(readContentTab(new URLSearchParams({ tab }))).toBe(tab);
    }
  });

  it('reads the page and the post being edited, ignoring junk', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams('page=0'))).toBe(1);
    expect(readPage(new URLSearchParams('page=1e3'))).toBe(1);
    expect(readEditing(new URLSearchParams('edit=new'))).toBe('new');
    expect(readEditing(new URLSearchParams('edit=12'))).toBe(12);
    expect(readEditing(new URLSearchParams('edit=-1'))).toBeNull();
  });
});

describe('/admin/content', () => {
  it('opens on Blog Posts with the SPEC columns and statuses', async () => {
    renderAt('/admin/content');
    expect(selectedTab()).toBe('Blog Posts');
    await screen.findByText('Getting started');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Title', 'Status', 'Views', 'Created']);
    screen.getByText('Published');
    screen.getByText('Draft');
    screen.getByText('42');
  });

  it('puts the chosen tab in the URL and shows its panel; back returns to the previous tab', async () => {
    const { router } = renderAt('/admin/content?tab=blog&page=2');
    fireEvent.click(screen.getByRole('tab', { name: 'FAQs' }));
    expect(screen.getByLabelText('location').textContent).toBe('?tab=faqs');
    expect(selectedTab()).toBe('FAQs');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'FAQs' }).id);
    await within(panel).findByText('Question 1?');
    // Reordering stays within a category: the first of each cannot go up, the last cannot go down.
    const up = (n: number) => screen.getByRole('button', { name: `Move “Question ${n}?” up` }) as HTMLButtonElement;
    const down = (n: number) => screen.getByRole('button', { name: `Move “Question ${n}?” down` }) as HTMLButtonElement;
    expect([up(1).disabled, down(1).disabled, up(2).disabled, down(2).disabled]).toEqual([true, false, false, true]);
    expect([up(3).disabled, down(3).disabled]).toEqual([true, true]);

    fireEvent.keyDown(screen.getByRole('tab', { name: 'FAQs' }), { key: 'ArrowRight' });
    expect(screen.getByLabelText('location').textContent).toBe('?tab=testimonials');
    await router.navigate(-1);
    await screen.findByRole('tab', { name: 'FAQs', selected: true });
  });

  it('opens the tab named in the URL', async () => {
    renderAt('/admin/content?tab=reviews');
    expect(selectedTab()).toBe('Review Moderation');
    await screen.findByText('No flagged reviews to moderate');
  });

  it('has the message reports beside review moderation', async () => {
    renderAt('/admin/content?tab=reviews');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Review Moderation' }), { key: 'ArrowRight' });
    expect(screen.getByLabelText('location').textContent).toBe('?tab=message-reports');
    expect(selectedTab()).toBe('Message Reports');
    await screen.findByText('No reported messages. All clear!');
  });

  it('deletes through each tab’s confirmation and says so in the SPEC’s words', async () => {
    const { calls } = renderAt('/admin/content', {
      'DELETE /admin/blog-posts/1': { message: 'Blog post deleted' },
      'DELETE /admin/faqs/3': { message: 'FAQ deleted' },
      'DELETE /admin/testimonials/5': { message: 'Testimonial deleted' },
    });
    const cases = [
      ['Blog Posts', 'Delete Getting started', 'Delete blog post?', '/api/admin/blog-posts/1', 'Blog post deleted'],
      ['FAQs', 'Delete “Question 3?”', 'Delete FAQ?', '/api/admin/faqs/3', 'FAQ deleted'],
      [
        'Testimonials',
        'Delete testimonial by Casey Client',
        'Delete testimonial?',
        '/api/admin/testimonials/5',
        'Testimonial deleted',
      ],
    ] as const;
    for (const [tab, button, title, path, said] of cases) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      fireEvent.click(await screen.findByRole('button', { name: button }));
      const confirm = screen.getByRole('dialog', { name: title });
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(toast.success).toHaveBeenLastCalledWith(said));
      expect(calls.filter((call) => call.method === 'DELETE').at(-1)?.url).toBe(path);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('says when a delete fails and keeps the confirmation open', async () => {
    renderAt('/admin/content?tab=testimonials');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete testimonial by Casey Client' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to delete testimonial', {
        cause: expect.objectContaining({ status: 404 }),
      }),
    );
    screen.getByRole('dialog', { name: 'Delete testimonial?' });
  });

  it('shows the testimonials’ columns and pages', async () => {
    renderAt('/admin/content?tab=testimonials');
    await screen.findByText('Casey Client');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Client',
      'Quote',
      'Rating',
      'Status',
      'Actions',
    ]);
    screen.getByText('Featured');
    screen.getByText('Page 1 of 3');
  });

  it('creates a FAQ in its dialog and says so; a refused one asks for every field', async () => {
    const { calls } = renderAt('/admin/content?tab=faqs', {
      'POST /admin/faqs': { faq: faq(4, 'Booking', 2), message: 'FAQ created' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New FAQ' }));
    const dialog = screen.getByRole('dialog', { name: 'New FAQ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create FAQ' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Please fill in all fields'));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Question/), { target: { value: 'Can I pause?' } });
    fireEvent.change(within(dialog).getByLabelText(/^Answer/), { target: { value: 'Yes.' } });
    fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: 'Booking' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create FAQ' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('FAQ created'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      question: 'Can I pause?',
      answer: 'Yes.',
      category: 'Booking',
      is_published: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
