import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, readFilters, toSearchParams } from './browse-params';

describe('browse URL state', () => {
  it('reads defaults from an empty URL and writes nothing back', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(toSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const params = new URLSearchParams(
      'search=yoga&category=creative_arts&sort=price-low&minPrice=20&maxPrice=300&minRating=4.5&verified=true',
    );
    expect(toSearchParams(readFilters(params)).toString()).toBe(params.toString());
  });

  it('ignores invalid values instead of failing', () => {
    const filters = readFilters(
      new URLSearchParams('category=cooking&sort=cheap&minRating=2&minPrice=abc&maxPrice=9999&verified=1'),
    );
    expect(filters).toEqual({ ...DEFAULT_FILTERS });
  });

  it('snaps prices to the slider step and keeps min ≤ max', () => {
    const filters = readFilters(new URLSearchParams('minPrice=203&maxPrice=100'));
    expect(filters.minPrice).toBe(200);
    expect(filters.maxPrice).toBe(200);
  });

  it('treats the full price range as no price filter', () => {
    expect(toSearchParams({ ...DEFAULT_FILTERS, minPrice: 0, maxPrice: 500 }).has('maxPrice')).toBe(false);
    expect(toSearchParams({ ...DEFAULT_FILTERS, maxPrice: 490 }).toString()).toBe('maxPrice=490');
    // The top of the slider is "500+": raising only the minimum never hides trainers above 500.
    expect(toSearchParams({ ...DEFAULT_FILTERS, minPrice: 100 }).toString()).toBe('minPrice=100');
  });
});
