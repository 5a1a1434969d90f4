import { Link, useLocation } from 'react-router';

/**
 * Real links to the list's previous and next pages (`?page=N`, the other parameters kept), below a
 * list that also has "Load more": crawlers follow them from page to page (the worker renders each
 * page with its own canonical), people can too. `next` is the page after what is shown (after
 * every "Load more"), null at the end.
 */
export function ListPagingLinks({ first, next }: { first: number; next: number | null }) {
  const location = useLocation();
  if (first <= 1 && next === null) return null;
  const href = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  return (
    <nav aria-label="Pages of results" className="mt-4 flex justify-center gap-6 text-sm">
      {first > 1 && (
        <Link to={href(first - 1)} rel="prev" className="link">
          ← Previous page
        </Link>
      )}
      {next !== null && (
        <Link to={href(next)} rel="next" className="link">
          Next page →
        </Link>
      )}
    </nav>
  );
}
