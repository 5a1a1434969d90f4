import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { routeFetch, sessionResponse, signInByRefresh, startEachTestSignedOut } from '#web/test/stub-session-fetch';
import { NavBar } from './NavBar';

startEachTestSignedOut();

/** Signed in (as the overrides say) with nothing unread. */
async function signIn(overrides: { is_admin?: boolean } = {}) {
  await signInByRefresh(overrides);
  routeFetch((url) =>
    url.endsWith('/messages/unread') ? Response.json({ conversations: 0 }) : Response.json(sessionResponse(overrides)),
  );
}

describe('NavBar when signed in', () => {
  const renderNav = () =>
    renderWithQueryClient(<RouterProvider router={createMemoryRouter([{ path: '/', element: <NavBar /> }])} />);

  it('shows Dashboard and Sign Out, and Admin only for admins', async () => {
    await signIn();
    renderNav();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    screen.getByRole('button', { name: 'Sign Out' });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows the Admin link for an admin', async () => {
    await signIn({ is_admin: true });
    renderNav();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('links to Messages with the unread count, in the bar and the phone menu, and asks again when the tab regains focus', async () => {
    let unread = 2;
    let asked = 0;
    routeFetch((url) => {
      if (url.endsWith('/auth/refresh')) return Response.json(sessionResponse());
      if (url.endsWith('/messages/unread')) {
        asked += 1;
        return Response.json({ conversations: unread });
      }
      return new Response('unexpected', { status: 500 });
    });
    await act(() => refreshSession());
    renderNav();
    const links = await screen.findAllByRole('link', { name: 'Messages, 2 unread', hidden: true });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute('href')).toBe('/messages');
      within(link).getByText('2');
    }
    expect(asked).toBe(1);

    unread = 0;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findAllByRole('link', { name: 'Messages', hidden: true });
    expect(asked).toBe(2);
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('has no Messages link for a signed-out visitor, and asks for no count', async () => {
    const calls = routeFetch(() => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }));
    await act(() => refreshSession());
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.queryByRole('link', { name: /^Messages/ })).toBeNull();
    expect(calls.mock.calls.some(([url]) => String(url).includes('/messages'))).toBe(false);
  });
});
