import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSearchFilter, SEARCH_DEBOUNCE_MS, useSearchFilterParams, writeSearchFilter } from './search-filter-params';

describe('search + category URL state', () => {
  it('reads nothing from an empty URL and writes nothing back', () => {
    expect(readSearchFilter(new URLSearchParams())).toEqual({ search: '', category: null });
    expect(writeSearchFilter({ search: '  ', category: null }).toString()).toBe('');
  });

  it('round-trips a search and a category, trimming the search', () => {
    const filter = readSearchFilter(new URLSearchParams('search=+yoga+&category=Career+Tips'));
    expect(filter).toEqual({ search: ' yoga ', category: 'Career Tips' });
    expect(writeSearchFilter(filter).toString()).toBe('search=yoga&category=Career+Tips');
  });

  it('treats category=All (any case) or blank as every category', () => {
    expect(readSearchFilter(new URLSearchParams('category=all')).category).toBeNull();
    expect(readSearchFilter(new URLSearchParams('category=ALL')).category).toBeNull();
    expect(readSearchFilter(new URLSearchParams('category=%20')).category).toBeNull();
  });
});

function Harness() {
  const { filter, searchText, setSearchText, setCategory } = useSearchFilterParams();
  const location = useLocation();
  return (
    <div>
      <input aria-label="Search" value={searchText} onChange={(event) => setSearchText(event.target.value)} />
      <button type="button" onClick={() => setCategory('Tips')}>
        Tips
      </button>
      <button type="button" onClick={() => setCategory(null)}>
        All
      </button>
      <output aria-label="url">{location.search}</output>
      <output aria-label="filter">{JSON.stringify(filter)}</output>
    </div>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/blog', element: <Harness /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const url = () => screen.getByLabelText('url').textContent;

describe('useSearchFilterParams', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the URL state, and moves a typed search into the URL once typing settles', () => {
    vi.useFakeTimers();
    const router = renderAt('/blog?category=Tips');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'yo' } });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'yoga' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(url()).toBe('?category=Tips');
    act(() => vi.advanceTimersByTime(100));
    expect(url()).toBe('?search=yoga&category=Tips');
    // The search replaced the entry: one history step, not one per keystroke.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a chip is a new history entry that keeps the search; All removes the category; back restores', async () => {
    const router = renderAt('/blog?search=yoga');
    fireEvent.click(screen.getByRole('button', { name: 'Tips' }));
    expect(url()).toBe('?search=yoga&category=Tips');
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(url()).toBe('?search=yoga');
    await act(() => router.navigate(-1));
    expect(url()).toBe('?search=yoga&category=Tips');
  });

  it('back/forward puts the URL’s search back in the box', async () => {
    const router = renderAt('/blog?search=first');
    await act(() => router.navigate('/blog?search=second'));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('second');
    await act(() => router.navigate(-1));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('first');
    expect(url()).toBe('?search=first');
  });
});
