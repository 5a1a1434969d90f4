import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

function renderAt(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/trainers', element: <p>trainers page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

describe('NavBar (signed out)', () => {
  it('links to the four main pages and to sign-in / sign-up', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
    );
    await refreshSession();
    vi.unstubAllGlobals();
    renderAt(<NavBar />);
    // The phone menu's list is hidden until opened: the one list shown is the desktop bar's.
    const desktop = screen.getByRole('list');
    for (const [label, href] of [
      ['Find Trainers', '/trainers'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]) {
      expect(within(desktop).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Become a Trainer' }).getAttribute('href')).toBe('/auth?mode=signup');
  });
});

describe('Footer', () => {
  it('has exactly the seven footer links', () => {
    renderAt(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Find Trainers', '/trainers'],
      ['Blog & Resources', '/blog'],
      ['FAQ', '/faq'],
      ['About Us', '/about'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ]);
  });
});
