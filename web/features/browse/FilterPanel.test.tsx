import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILTERS } from './browse-params';
import { FilterPanel } from './FilterPanel';

describe('FilterPanel price slider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits a drag once it settles, even if the page re-renders mid-drag', () => {
    const committed: { minPrice: number; maxPrice: number }[] = [];
    const panel = () => (
      <FilterPanel
        filters={DEFAULT_FILTERS}
        onChange={() => {}}
        // A new function on every parent render, as an unmemoised handler would be.
        onPriceChange={(next) => committed.push(next)}
      />
    );
    const { rerender } = render(panel());
    fireEvent.change(screen.getByLabelText('Maximum price'), { target: { value: '100' } });
    act(() => vi.advanceTimersByTime(100));
    // A slow, earlier listing response lands and re-renders the page before the drag settles.
    rerender(panel());
    act(() => vi.advanceTimersByTime(400));
    expect(committed).toEqual([{ minPrice: 0, maxPrice: 100 }]);
  });
});
