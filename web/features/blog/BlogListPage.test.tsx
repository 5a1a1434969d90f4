import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogListResponse, BlogPostCard } from '#shared/api/blog';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { BlogListPage } from './BlogListPage';

afterEach(() => vi.unstubAllGlobals());

const post: BlogPostCard = {
  id: 7,
  slug: 'five-tips',
  title: 'Five tips for your first session',
  excerpt: 'Prepare well.',
  category: 'Tips',
  tags: [],
  featured_image: 'https://images.example.com/a.jpg',
  published_at: '2026-03-05T12:00:00.000Z',
  read_time_minutes: 4,
};

function respond(posts: BlogPostCard[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    calls.push(input);
    const body: BlogListResponse = {
      posts,
      categories: ['News', 'Tips'],
      total: posts.length,
      page: 1,
      page_size: 9,
      has_more: false,
    };
    return Response.json(body);
  });
  return calls;
}

function renderAt(url: string) {
  renderWithQueryClient(
    <RouterProvider
      router={createMemoryRouter([{ path: '/blog', element: <BlogListPage /> }], { initialEntries: [url] })}
    />,
  );
}

describe('/blog', () => {
  it('asks the API for the URL’s search and category and shows the chip pressed', async () => {
    const calls = respond([]);
    renderAt('/blog?search=first+session&category=Tips');
    await screen.findByText('No articles found.');
    expect(calls).toEqual(['/api/blog?search=first+session&category=Tips&page=1']);
    expect((screen.getByLabelText('Search articles') as HTMLInputElement).value).toBe('first session');
    expect(screen.getByRole('button', { name: 'Tips' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('lists cards linking to the post with the category, dates as MMM d, yyyy and the read time', async () => {
    respond([post]);
    renderAt('/blog');
    const title = await screen.findByText(post.title);
    expect(title.closest('a')?.getAttribute('href')).toBe('/blog/five-tips');
    screen.getByText('Mar 5, 2026');
    screen.getByText('4 min read');
    const image = screen.getByTestId('blog-card').querySelector('img');
    // Decorative in the card: the title in the same link names it (the post page names its cover).
    expect(image?.getAttribute('alt')).toBe('');
    // The first row is above the fold: loaded at once, in a box of known size (no layout shift).
    expect(image?.getAttribute('loading')).toBe('eager');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['640', '360']);
    // Another site's picture: its own URL, nothing to choose from.
    expect(image?.getAttribute('src')).toBe('https://images.example.com/a.jpg');
    expect(image?.hasAttribute('srcset')).toBe(false);
    expect(image?.getAttribute('fetchpriority')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
