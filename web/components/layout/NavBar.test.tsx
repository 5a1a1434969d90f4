import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { signInByRefresh, startEachTestSignedOut } from '#web/test/stub-session-fetch';
import { NavBar } from './NavBar';

startEachTestSignedOut();

describe('NavBar when signed in', () => {
  const renderNav = () => render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <NavBar /> }])} />);

  it('shows Dashboard and Sign Out, and Admin only for admins', async () => {
    await signInByRefresh();
    renderNav();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    screen.getByRole('button', { name: 'Sign Out' });
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows the Admin link for an admin', async () => {
    await signInByRefresh({ is_admin: true });
    renderNav();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });
});
