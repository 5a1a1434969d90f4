import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import { listPageEntries, readListPage } from '#shared/list-page';
import { PAGE_COPY } from '#shared/page-copy';
import { CategoryChips } from '#web/components/CategoryChips';
import { ListPagingLinks } from '#web/components/ListPagingLinks';
import { usePageMeta } from '#web/components/usePageMeta';
import { useSearchFilterParams, writeSearchFilter } from '#web/lib/search-filter-params';
import { blogListQuery } from './api/blog-posts';
import { BlogCard, BlogCardSkeleton } from './BlogCard';

/** /blog (SPEC 2): search over title and excerpt and a category chip, both in the URL; load more. */
export function BlogListPage() {
  usePageMeta(PAGE_COPY.blog.title, PAGE_COPY.blog.description);
  const { filter, searchText, setSearchText, setCategory } = useSearchFilterParams();
  const [search] = useSearchParams();
  // The page the URL starts from (#shared/list-page): a new search or chip starts from page 1.
  const firstPage = readListPage((name) => search.get(name));
  const apiParams = useMemo(
    () => new URLSearchParams([...writeSearchFilter(filter), ...listPageEntries(firstPage)]),
    [filter, firstPage],
  );
  const query = useInfiniteQuery(blogListQuery(apiParams));
  const posts = query.data?.pages.flatMap((page) => page.posts) ?? [];
  const categories = query.data?.pages[0]?.categories ?? [];
  const loading = query.isPending || query.isFetchingNextPage;

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Blog &amp; Resources</h1>
      <p className="mt-2 text-base-content/70">Guides, tips and news from the TrainerHub community.</p>
      <div className="mt-6 flex flex-col gap-4">
        <label className="flex flex-col gap-1 md:max-w-md">
          <span className="text-sm font-medium">Search articles</span>
          <input
            type="search"
            className="input input-bordered w-full"
            placeholder="Title or excerpt…"
            value={searchText}
            maxLength={200}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </label>
        <CategoryChips categories={categories} selected={filter.category} onSelect={setCategory} />
      </div>
      {query.isError && posts.length === 0 && (
        <p className="py-16 text-center text-base-content/70">Articles could not be loaded. Please try again later.</p>
      )}
      {!loading && !query.isError && posts.length === 0 && (
        <p className="py-16 text-center text-base-content/70">{CONTENT_MESSAGES.noArticles}</p>
      )}
      <ul
        className={`mt-8 grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={loading || query.isPlaceholderData}
      >
        {posts.map((post, index) => (
          <li key={post.id}>
            {/* The first row is above the fold on every screen: its images load at once. */}
            <BlogCard post={post} priority={index < 3} />
          </li>
        ))}
        {loading &&
          Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={`skeleton-${i}`}>
              <BlogCardSkeleton />
            </li>
          ))}
      </ul>
      {query.hasNextPage && !loading && (
        <div className="mt-8 flex justify-center">
          <button type="button" className="btn btn-outline" onClick={() => void query.fetchNextPage()}>
            Load more
          </button>
        </div>
      )}
      {!query.isError && (
        <ListPagingLinks
          first={firstPage}
          next={query.hasNextPage && !loading ? (query.data?.pages.at(-1)?.page ?? firstPage) + 1 : null}
        />
      )}
    </section>
  );
}
