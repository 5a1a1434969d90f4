/** Previous / Page n of m / Next, for paged tables. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
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
