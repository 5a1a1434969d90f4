import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogListResponse } from '#shared/api/blog';
import type { FaqListResponse } from '#shared/api/faqs';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '#shared/initial-data';
import { blogListQuery, blogPostQuery } from '#web/features/blog/api/blog-posts';
import { trainerListQuery } from '#web/features/browse/api/trainer-list';
import { readFilters, toSearchParams } from '#web/features/browse/browse-params';
import { categoryListParams } from '#web/features/browse/category-list-params';
import { faqListQuery } from '#web/features/faqs/api/faqs';
import { trainerProfileQuery } from '#web/features/trainer-profile/api/trainer-profile';
import { takeInitialData } from '#web/lib/initial-data';
import { createQueryClient } from '#web/lib/query-client';
import { readSearchFilter, writeSearchFilter } from '#web/lib/search-filter-params';
import { listing, post, profile } from '#web/test/initial-data-fixtures';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { seedInitialData } from './seed-initial-data';

/** The worker's markup: script-safe JSON (worker/lib/html-escape.ts escapes `<`, `>` and `&` as \u escapes). */
function embed(data: InitialData | string) {
  const json = typeof data === 'string' ? data : JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.textContent = json;
  document.head.append(script);
}

function Profile() {
  const { data, isFetching } = useQuery(trainerProfileQuery('ana-lopez'));
  return <p>{data ? `${data.full_name} ${isFetching ? 'fetching' : 'idle'}` : 'loading'}</p>;
}

function Category() {
  const { data } = useInfiniteQuery(trainerListQuery(categoryListParams('creative_arts', new URLSearchParams())));
  return <p>{data ? `${data.pages[0]?.total} trainer` : 'loading'}</p>;
}

const fetchSpy = vi.fn(async () => new Response('{}', { status: 500 }));
beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
});

describe('takeInitialData', () => {
  it('reads the embedded answer once and removes the element', () => {
    embed({ query: 'trainer-profile', slug: 'ana-lopez', response: profile });
    expect(takeInitialData()).toEqual({ query: 'trainer-profile', slug: 'ana-lopez', response: profile });
    expect(document.getElementById(INITIAL_DATA_ELEMENT_ID)).toBeNull();
    expect(takeInitialData()).toBeNull();
  });

  it('ignores unreadable or unknown data (the page then fetches as usual)', () => {
    embed('{not json');
    expect(takeInitialData()).toBeNull();
    embed('{"query":"something-else","response":{}}');
    expect(takeInitialData()).toBeNull();
  });
});

describe('seedInitialData', () => {
  it("a profile: the page's own query has it at first render, without a request", async () => {
    const client = createQueryClient();
    embed({ query: 'trainer-profile', slug: 'ana-lopez', response: profile });
    seedInitialData(client, takeInitialData());
    renderWithQueryClient(<Profile />, client);
    screen.getByText('Ana </script> Lopez idle');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a listing: the first page of the infinite query for the same normalised filters', () => {
    const client = createQueryClient();
    // What the worker embeds for /trainers?sort=rating&verified=false&category=health_wellness
    const params = toSearchParams(
      readFilters(new URLSearchParams('sort=rating&verified=false&category=health_wellness')),
    );
    seedInitialData(client, {
      query: 'trainer-list',
      params: 'category=health_wellness&sort=rating',
      response: listing,
    });
    expect(client.getQueryData(trainerListQuery(params).queryKey)).toEqual({ pages: [listing], pageParams: [null] });

    seedInitialData(client, { query: 'trainer-list', params: 'category=creative_arts', response: listing });
    renderWithQueryClient(<Category />, client);
    screen.getByText('1 trainer');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a blog post: the post itself, as the post query returns it', () => {
    const client = createQueryClient();
    seedInitialData(client, { query: 'blog-post', slug: 'first-post', response: post });
    expect(client.getQueryData(blogPostQuery('first-post').queryKey)).toEqual(post.post);
    expect(client.getQueryState(blogPostQuery('first-post').queryKey)?.isInvalidated).toBe(false);
  });

  it("the blog list and the FAQs: under the page's query key for the same normalised filter", () => {
    const client = createQueryClient();
    const { content: _content, ...card } = post.post;
    const posts: BlogListResponse = {
      posts: [card],
      categories: ['Tips'],
      total: 1,
      page: 1,
      page_size: 9,
      has_more: false,
    };
    const faqs: FaqListResponse = {
      faqs: [{ id: 1, question: 'How do I book?', answer: 'Use the links', category: 'General', order_index: 1 }],
      categories: ['General'],
    };
    // What the worker embeds for /blog?category=Tips&search=%20first and /faq?category=All
    seedInitialData(client, { query: 'blog-list', params: 'search=first&category=Tips', response: posts });
    seedInitialData(client, { query: 'faq-list', params: '', response: faqs });
    const blogParams = writeSearchFilter(readSearchFilter(new URLSearchParams('category=Tips&search=%20first')));
    const faqParams = writeSearchFilter(readSearchFilter(new URLSearchParams('category=All')));
    expect(client.getQueryData(blogListQuery(blogParams).queryKey)).toEqual({ pages: [posts], pageParams: [1] });
    expect(client.getQueryData(faqListQuery(faqParams).queryKey)).toEqual(faqs);
  });

  it('nothing embedded: nothing seeded', () => {
    const client = createQueryClient();
    seedInitialData(client, null);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
