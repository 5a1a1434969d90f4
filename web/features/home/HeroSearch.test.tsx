import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeroSearch } from './HeroSearch';

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter([
    { path: '/', element },
    { path: '/trainers', element: <p>trainers page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('HeroSearch', () => {
  it('navigates to /trainers?search={text} with the trimmed text', async () => {
    const router = renderAt(<HeroSearch />);
    fireEvent.change(screen.getByLabelText('Search trainers'), { target: { value: '  yoga & pilates ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('trainers page');
    expect(router.state.location.pathname).toBe('/trainers');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('yoga & pilates');
  });

  it('goes to /trainers without a query when the box is blank', async () => {
    const router = renderAt(<HeroSearch />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('trainers page');
    expect(router.state.location.search).toBe('');
  });
});
