import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { signInByRefresh, startEachTestSignedOut } from '#web/test/stub-session-fetch';
import { RequireAdmin, RequireAuth } from './RouteGuards';

startEachTestSignedOut();

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/auth', element: <p>auth page</p> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <p>dashboard page</p>
          </RequireAuth>
        ),
      },
      {
        path: '/messages/:id',
        element: (
          <RequireAuth returnHere>
            <p>thread page</p>
          </RequireAuth>
        ),
      },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <p>admin page</p>
          </RequireAdmin>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('route guards', () => {
  it('sends signed-out visitors from guarded pages to /auth', async () => {
    renderRoutes('/dashboard');
    await screen.findByText('auth page');
    renderRoutes('/admin');
    expect((await screen.findAllByText('auth page')).length).toBe(2);
  });

  it('names the page to come back to when asked (returnHere), and only then', async () => {
    const router = renderRoutes('/messages/7?x=1');
    await screen.findByText('auth page');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/messages/7?x=1');
    const plain = renderRoutes('/dashboard');
    await vi.waitFor(() => expect(plain.state.location.pathname).toBe('/auth'));
    expect(plain.state.location.search).toBe('');
  });

  it('sends a signed-in non-admin from /admin to /, and lets an admin in', async () => {
    await signInByRefresh();
    renderRoutes('/admin');
    await screen.findByText('home page');

    await signInByRefresh({ is_admin: true });
    renderRoutes('/admin');
    await screen.findByText('admin page');
  });
});
