import { within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_KEYS, CATEGORY_TITLES } from '#shared/categories';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { HomePage } from './HomePage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HomePage category grid', () => {
  it('shows each category with an SVG icon hidden from screen readers (its title names it), never an emoji', () => {
    // The testimonials the page prefetches: none.
    vi.stubGlobal('fetch', async () => Response.json({ testimonials: [] }));
    renderWithQueryClient(<RouterProvider router={createMemoryRouter([{ path: '/', element: <HomePage /> }])} />);
    const grid = document.querySelector<HTMLElement>('[data-testid="category-grid"]');
    if (!grid) throw new Error('no category grid');
    const cards = within(grid).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(CATEGORY_KEYS.map((key) => `/category/${key}`));
    for (const [i, card] of cards.entries()) {
      const key = CATEGORY_KEYS[i];
      if (!key) throw new Error('more cards than categories');
      const icons = card.querySelectorAll('svg');
      expect(icons, key).toHaveLength(1);
      expect(icons[0]?.getAttribute('aria-hidden'), key).toBe('true');
      expect(icons[0]?.querySelector('path, circle, rect, line, polyline'), key).not.toBeNull();
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(CATEGORY_TITLES[key]);
      // An emoji needs an emoji font, which many systems lack (Debian's Chromium drew empty boxes).
      expect(card.textContent, key).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
