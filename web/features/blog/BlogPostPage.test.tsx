import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlogPostResponse } from '#shared/api/blog';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { BlogPostPage } from './BlogPostPage';

afterEach(() => vi.unstubAllGlobals());

const post: BlogPostResponse['post'] = {
  id: 7,
  slug: 'five-tips',
  title: 'Five tips for your first session',
  excerpt: 'Prepare well.',
  category: 'Tips',
  tags: [],
  featured_image: 'https://images.example.com/a.jpg',
  published_at: '2026-03-05T12:00:00.000Z',
  read_time_minutes: 4,
  content: '<p>Bring water.</p>',
  updated_at: null,
};

describe('/blog/{slug}', () => {
  it('names the cover image after the post, not with an empty alt', async () => {
    // The post, and the view the page reports (answered, ignored).
    vi.stubGlobal('fetch', async (input: string) =>
      input === '/api/blog/five-tips' ? Response.json({ post }) : new Response(null, { status: 202 }),
    );
    renderWithQueryClient(
      <RouterProvider
        router={createMemoryRouter([{ path: '/blog/:slug', element: <BlogPostPage /> }], {
          initialEntries: ['/blog/five-tips'],
        })}
      />,
    );
    await screen.findByRole('heading', { name: post.title });
    const cover = screen.getByRole('img', { name: post.title });
    expect(cover.getAttribute('src')).toBe(post.featured_image);
  });
});
