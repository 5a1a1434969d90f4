import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_MESSAGES as MESSAGES } from '#shared/api/account-links';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { AuthPage } from './AuthPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

function renderAuth(path = '/auth') {
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/trainer/:slug', element: <p>profile page</p> },
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
    screen.getByRole('heading', { name: 'Welcome Back' });
    renderAuth('/auth?mode=signup');
    screen.getByRole('heading', { name: 'Create Account' });
  });

  it('validates sign-up fields before calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderAuth('/auth?mode=signup');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Full name is required');
    screen.getByText('Please enter a valid email address');
    screen.getByText('Password must be at least 6 characters');
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
    await screen.findByRole('heading', { name: 'Welcome Back' });
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
    await screen.findByText('dashboard page');
    expect(toast.success).toHaveBeenCalledWith('Signed in successfully!');
  });

  it('signs in back to the page named by ?next (a page of this site only), kept through sign-up', async () => {
    const session = () =>
      Response.json({
        access_token: 't',
        expires_at: Math.floor(Date.now() / 1000) + 900,
        expires_in: 900,
        user: { id: 'u', email: 'a@example.com', full_name: 'A', is_admin: false },
      });
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('/sign-up')
        ? Response.json({ message: 'Account created! You can now sign in.' }, { status: 201 })
        : session(),
    );
    const router = renderAuth('/auth?mode=signup&next=%2Ftrainer%2Fana%3Fmessage%3D1');
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('profile page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/trainer/ana?message=1');
  });

  it('ignores a ?next that leaves the site', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({
        access_token: 't',
        expires_at: Math.floor(Date.now() / 1000) + 900,
        expires_in: 900,
        user: { id: 'u', email: 'a@example.com', full_name: 'A', is_admin: false },
      }),
    );
    renderAuth('/auth?next=%2F%2Fevil.example');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('dashboard page');
  });

  it('Sign In is busy (disabled, spinner, Signing in...) from the submit until the answer, then says why', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderAuth();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-one' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(busy.querySelector('.loading')).not.toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    answer(
      Response.json({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } }, { status: 401 }),
    );
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid email or password'));
    const idle = await screen.findByRole('button', { name: 'Sign In' });
    expect((idle as HTMLButtonElement).disabled).toBe(false);
    expect(idle.getAttribute('aria-busy')).toBe('false');
  });

  it('requires email and password to sign in', async () => {
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Email is required');
    screen.getByText('Password is required');
  });
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers by 'METHOD /path' (under /api); the refresh answers 401 (signed out) unless given. */
function stubApi(answers: Record<string, { status?: number; json: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    calls.push({ method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = answers[`${method} ${path}`] ?? {
      status: 401,
      json: { error: { code: 'unauthorized', message: 'x' } },
    };
    return Response.json(answer.json, { status: answer.status ?? 200 });
  });
  return calls;
}

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz_0123456789';

describe('/auth?mode=forgot', () => {
  it('"Forgot password?" carries the typed email to the reset request', async () => {
    const router = renderAuth();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('mode')).toBe('forgot');
    expect(search.get('email')).toBe('ann@example.com');
  });

  it('answers every email with the same message, in place of the form', async () => {
    const calls = stubApi({ 'POST /auth/forgot-password': { json: { message: MESSAGES.resetRequested } } });
    renderAuth('/auth?mode=forgot');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Nobody@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.resetRequested);
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(calls.filter((c) => c.path === '/auth/forgot-password').map((c) => c.body)).toEqual([
      { email: 'Nobody@Example.com' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
  });

  it('validates the email before asking the server, and toasts a refusal', async () => {
    const calls = stubApi({
      'POST /auth/forgot-password': {
        status: 429,
        json: { error: { code: 'rate_limited', message: MESSAGES.tooManyEmails } },
      },
    });
    renderAuth('/auth?mode=forgot');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await screen.findByText('Email is required');
    expect(calls.some((c) => c.path === '/auth/forgot-password')).toBe(false);
    // The label now reads the message too.
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.tooManyEmails));
    screen.getByRole('button', { name: 'Send reset link' });
  });
});

describe('/auth?mode=reset', () => {
  const VALID_LINK = { json: { valid: true } };

  it('sends the token with the new password, then shows sign-in with the message', async () => {
    const calls = stubApi({
      'POST /auth/reset-password/check': VALID_LINK,
      'POST /auth/reset-password': { json: { message: MESSAGES.passwordReset } },
    });
    const router = renderAuth(`/auth?mode=reset&token=${TOKEN}`);
    screen.getByRole('heading', { name: 'Choose a new password' });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(calls.filter((c) => c.path === '/auth/reset-password').map((c) => c.body)).toEqual([
      { token: TOKEN, password: 'new-secret' },
    ]);
    expect(toast.success).toHaveBeenCalledWith(MESSAGES.passwordReset);
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.passwordReset);
    expect(router.state.location.search).toBe('');
  });

  it('checks the new password against the shared rules first', async () => {
    const calls = stubApi({ 'POST /auth/reset-password/check': VALID_LINK });
    renderAuth(`/auth?mode=reset&token=${TOKEN}`);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Password must be at least 6 characters');
    expect(calls.some((c) => c.path === '/auth/reset-password')).toBe(false);
  });

  it('a link that expires while the form is open shows why on submit, and leads to asking for a new one', async () => {
    stubApi({
      'POST /auth/reset-password/check': VALID_LINK,
      'POST /auth/reset-password': {
        status: 410,
        json: { error: { code: 'link_expired', message: MESSAGES.linkExpired } },
      },
    });
    const router = renderAuth(`/auth?mode=reset&token=${TOKEN}`);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.linkExpired);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(router.state.location.search).toBe('?mode=forgot');
  });

  it('a used link says so as soon as the page opens, instead of the form, and leads to a new one', async () => {
    const calls = stubApi({
      'POST /auth/reset-password/check': {
        status: 410,
        json: { error: { code: 'link_used', message: MESSAGES.linkUsed } },
      },
    });
    const router = renderAuth(`/auth?mode=reset&token=${TOKEN}`);
    screen.getByRole('status', { name: 'Checking your link' });
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.linkUsed);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.path.startsWith('/auth/reset-password'))).toEqual([
      { method: 'POST', path: '/auth/reset-password/check', body: { token: TOKEN } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(router.state.location.search).toBe('?mode=forgot');
  });

  it('shows the form when the check cannot answer (too many tries), leaving the answer to the submit', async () => {
    stubApi({
      'POST /auth/reset-password/check': {
        status: 429,
        json: { error: { code: 'rate_limited', message: MESSAGES.tooManyAttempts } },
      },
    });
    renderAuth(`/auth?mode=reset&token=${TOKEN}`);
    await screen.findByLabelText('New password');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a link without a usable token says so without asking the server', () => {
    const calls = stubApi({});
    renderAuth('/auth?mode=reset');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.linkInvalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(calls.some((c) => c.path === '/auth/reset-password')).toBe(false);
  });

  it('is shown to a signed-in user too, who is signed out here once the password changed', async () => {
    const calls = stubApi({
      'POST /auth/refresh': {
        json: {
          access_token: 't',
          expires_at: Math.floor(Date.now() / 1000) + 900,
          expires_in: 900,
          user: { id: 'u', email: 'a@example.com', full_name: 'A', is_admin: false },
        },
      },
      'POST /auth/reset-password/check': VALID_LINK,
      'POST /auth/reset-password': { json: { message: MESSAGES.passwordReset } },
      'POST /auth/sign-out': { json: {} },
    });
    await act(() => refreshSession());
    renderAuth('/auth?mode=signin');
    await screen.findByText('dashboard page');
    cleanup();
    renderAuth(`/auth?mode=reset&token=${TOKEN}`);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'new-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(calls.map((c) => c.path)).toContain('/auth/sign-out');
  });
});
