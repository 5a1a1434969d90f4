import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
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

  it('sends a signed-in non-admin from /admin to /, and lets an admin in', async () => {
    await signInByRefresh();
    renderRoutes('/admin');
    await screen.findByText('home page');

    await signInByRefresh({ is_admin: true });
    renderRoutes('/admin');
    await screen.findByText('admin page');
  });
});
