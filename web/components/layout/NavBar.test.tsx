import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '#shared/api/auth';
import { refreshSession } from '../../lib/session/refresh-scheduler';
import { NavBar } from './NavBar';

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

describe('NavBar when signed in', () => {
  const renderNav = () => render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <NavBar /> }])} />);

  it('shows Dashboard and Sign Out, and Admin only for admins', async () => {
    routeFetch(() => Response.json(session()));
    await act(() => refreshSession());
    renderNav();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows the Admin link for an admin', async () => {
    routeFetch(() => Response.json(session({ is_admin: true })));
    await act(() => refreshSession());
    renderNav();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });
});
