/** A page of a list as the API answers it: the number of rows in all, and how many a page holds. */
export interface PageOf {
  total: number;
  page_size: number;
}

/** How many pages a list of `total` rows fills, `pageSize` a page: at least one, even when empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Previous / Page n of m / Next, for paged tables: `of` is the list's latest answer (undefined
 * until there is one). Nothing while the list fits one page.
 */
export function Pager({ page, of, onPage }: { page: number; of: PageOf | undefined; onPage: (page: number) => void }) {
  const pages = of ? pageCount(of.total, of.page_size) : 1;
  if (pages <= 1) return null;
  return (
    <nav className="join mt-4 self-center" aria-label="Pages">
      <button type="button" className="btn join-item btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      {/* Not btn-disabled: its faded text fails WCAG AA contrast, and this is information, not a control. */}
      <span className="btn join-item btn-sm pointer-events-none" aria-current="page">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn join-item btn-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
