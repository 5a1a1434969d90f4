import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../lib/session/refresh-scheduler';
import { renderWithQueryClient } from '../../test/render-with-query-client';
import { AuthPage } from './AuthPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

function renderAuth(path = '/auth') {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

beforeEach(async () => {
  vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }));
  await refreshSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('/auth', () => {
  it('shows Welcome Back by default and Create Account with ?mode=signup', () => {
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    renderAuth('/auth?mode=signup');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });

  it('validates sign-up fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAuth('/auth?mode=signup');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('after sign-up flips to sign-in with the account-created message and the email filled in', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'Account created! You can now sign in.' }, { status: 201 }),
    );
    const router = renderAuth('/auth?mode=signup');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Ann@Example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Account created! You can now sign in.');
    expect(screen.getByRole('status').textContent).toBe('Account created! You can now sign in.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
    expect(router.state.location.search).not.toContain('signup');
  });

  it('shows the server message when sign-up fails, else the fallback', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { code: 'email_taken', message: 'An account with this email already exists' } },
        { status: 409 },
      ),
    );
    renderAuth('/auth?mode=signup');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ann' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('An account with this email already exists'));
  });

  it('signs in, toasts and goes to /dashboard', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({
        access_token: 't',
        expires_at: Math.floor(Date.now() / 1000) + 900,
        expires_in: 900,
        user: { id: 'u', email: 'a@example.com', full_name: 'A', is_admin: false },
      }),
    );
    renderAuth();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(toast.success).toHaveBeenCalledWith('Signed in successfully!');
  });

  it('requires email and password to sign in', async () => {
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });
});
