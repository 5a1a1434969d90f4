import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '#shared/api/auth';
import { refreshSession } from '../../lib/session/refresh-scheduler';
import { RequireAdmin, RequireAuth } from './RouteGuards';

const session = (overrides: Partial<SessionResponse['user']> = {}, token = 'token-1'): SessionResponse => ({
  access_token: token,
  expires_at: Math.floor(Date.now() / 1000) + 900,
  expires_in: 900,
  user: { id: 'u1', email: 'lee@example.com', full_name: 'Lee', is_admin: false, ...overrides },
});
const unauthorized = () =>
  Response.json({ error: { code: 'unauthorized', message: 'Please sign in' } }, { status: 401 });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
function routeFetch(handler: Handler) {
  const fn = vi.fn(async (url: string, init: RequestInit) => handler(url, init));
  vi.stubGlobal('fetch', fn);
  return fn;
}

beforeEach(async () => {
  routeFetch(() => unauthorized());
  await refreshSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

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
    expect(await screen.findByText('auth page')).toBeTruthy();
    renderRoutes('/admin');
    expect((await screen.findAllByText('auth page')).length).toBe(2);
  });

  it('sends a signed-in non-admin from /admin to /, and lets an admin in', async () => {
    routeFetch(() => Response.json(session()));
    await act(() => refreshSession());
    renderRoutes('/admin');
    expect(await screen.findByText('home page')).toBeTruthy();

    routeFetch(() => Response.json(session({ is_admin: true })));
    await act(() => refreshSession());
    renderRoutes('/admin');
    expect(await screen.findByText('admin page')).toBeTruthy();
  });
});
