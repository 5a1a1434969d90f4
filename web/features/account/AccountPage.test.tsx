import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, type AccountSettingsResponse } from '#shared/api/account-settings';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { getSessionState } from '#web/lib/session/token-store';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { AccountPage } from './AccountPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

const THIS_DEVICE = '11111111-1111-4111-8111-111111111111';
const PHONE = '22222222-2222-4222-8222-222222222222';

function settings(overrides: Partial<AccountSettingsResponse['account']> = {}): AccountSettingsResponse {
  return {
    account: {
      id: 'user-1',
      full_name: 'Tess Trainer',
      email: 'tess@example.com',
      email_verified: true,
      pending_email: null,
      email_notifications: true,
      created_at: '2025-03-04T10:00:00.000Z',
      ...overrides,
    },
    sessions: [
      {
        id: THIS_DEVICE,
        device: 'Chrome on Windows',
        created_at: '2026-01-01T10:00:00.000Z',
        last_used_at: '2026-01-05T10:00:00.000Z',
        current: true,
      },
      {
        id: PHONE,
        device: 'Safari on iPhone',
        created_at: '2025-12-01T10:00:00.000Z',
        last_used_at: '2026-01-02T10:00:00.000Z',
        current: false,
      },
    ],
  };
}

async function renderPage(answers: Record<string, StubAnswer>) {
  const calls = stubSignedInApi({ 'GET /me/account': { json: settings() }, ...answers });
  await act(() => refreshSession());
  const router = createMemoryRouter(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: ['/account'] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Account Settings', level: 1 });
  return { calls, router };
}

const card = (name: string) => screen.getByRole('region', { name });
const writes = (calls: { method: string }[]) => calls.filter((c) => c.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('/account', () => {
  it('shows the settings the worker returns', async () => {
    await renderPage({
      'GET /me/account': {
        json: settings({ email_verified: false, pending_email: 'tess.new@example.com', email_notifications: false }),
      },
    });
    expect((within(card('Profile')).getByLabelText('Full name') as HTMLInputElement).value).toBe('Tess Trainer');
    const email = card('Email');
    within(email).getByText('tess@example.com');
    within(email).getByText('Not verified');
    expect(within(email).getByTestId('pending-email').textContent).toContain('tess.new@example.com');
    const toggle = within(card('Notifications')).getByRole('checkbox', {
      name: 'Email me about new reviews and messages',
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    const [current, other] = within(card('Active sessions')).getAllByRole('listitem');
    within(current as HTMLElement).getByText('This device');
    expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(other as HTMLElement).queryByText('This device')).toBeNull();
    within(other as HTMLElement).getByText(/^Last used /);
    expect(document.title).toContain('Account Settings');
  });

  it('saves a new name and toasts the worker message', async () => {
    let saved = 'Tess Trainer';
    const { calls } = await renderPage({
      'GET /me/account': () => ({ json: settings({ full_name: saved }) }),
      'PATCH /me/account/name': (body) => {
        saved = (body as { fullName: string }).fullName;
        return { json: { message: ACCOUNT_MESSAGES.nameChanged } };
      },
    });
    const profile = card('Profile');
    fireEvent.change(within(profile).getByLabelText('Full name'), { target: { value: 'Tessa Trainer' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Name' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.nameChanged));
    expect(writes(calls)).toEqual([{ method: 'PATCH', path: '/me/account/name', body: { fullName: 'Tessa Trainer' } }]);
    await waitFor(() =>
      expect((within(card('Profile')).getByLabelText('Full name') as HTMLInputElement).value).toBe('Tessa Trainer'),
    );
  });

  it('refuses an empty name with the field error, sending nothing', async () => {
    const { calls } = await renderPage({});
    const profile = card('Profile');
    fireEvent.change(within(profile).getByLabelText('Full name'), { target: { value: '   ' } });
    fireEvent.click(within(profile).getByRole('button', { name: 'Save Name' }));
    const error = await within(profile).findByText('Full name is required');
    expect(within(profile).getByRole('textbox').getAttribute('aria-describedby')).toBe(error.id);
    expect(writes(calls)).toEqual([]);
  });

  it("puts the worker's 'wrong current password' on the field", async () => {
    const { calls } = await renderPage({
      'POST /me/account/password': {
        status: 400,
        json: {
          error: {
            code: 'wrong_password',
            message: ACCOUNT_MESSAGES.wrongPassword,
            fields: { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
          },
        },
      },
    });
    const password = card('Password');
    fireEvent.change(within(password).getByLabelText('Current password'), { target: { value: 'not-it' } });
    fireEvent.change(within(password).getByLabelText('New password'), { target: { value: 'brand-new-secret' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change Password' }));
    await within(password).findByText(ACCOUNT_MESSAGES.wrongPassword);
    expect(
      within(password)
        .getByLabelText(/^Current password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(toast.error).toHaveBeenCalledWith(ACCOUNT_MESSAGES.wrongPassword);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/me/account/password',
        body: { currentPassword: 'not-it', newPassword: 'brand-new-secret' },
      },
    ]);
  });

  it('saves the notification toggle at once', async () => {
    const { calls } = await renderPage({
      'PUT /me/account/notifications': { json: { message: ACCOUNT_MESSAGES.notificationsOff } },
    });
    const toggle = within(card('Notifications')).getByRole('checkbox') as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.notificationsOff));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/me/account/notifications', body: { emailNotifications: false } },
    ]);
  });

  it('signs one other device out, and all other devices', async () => {
    const { calls } = await renderPage({
      [`DELETE /me/account/sessions/${PHONE}`]: { json: { message: ACCOUNT_MESSAGES.sessionEnded } },
      'POST /me/account/sessions/sign-out-others': { json: { message: ACCOUNT_MESSAGES.otherSessionsEnded } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.sessionEnded));
    expect(writes(calls)).toEqual([{ method: 'DELETE', path: `/me/account/sessions/${PHONE}`, body: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.otherSessionsEnded));
    expect(writes(calls).at(-1)).toEqual({ method: 'POST', path: '/me/account/sessions/sign-out-others', body: {} });
  });

  it('asks for the password before deleting, then signs this browser out and goes home', async () => {
    const { calls, router } = await renderPage({
      'POST /me/account/delete': { json: { message: ACCOUNT_MESSAGES.accountDeleted } },
    });
    fireEvent.click(within(card('Danger zone')).getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain('Anonymous');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await within(dialog).findByText('Enter your password to delete your account');
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'password123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/me/account/delete', body: { password: 'password123' } }]);
    expect(getSessionState().status).toBe('signedOut');
    expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MESSAGES.accountDeleted);
    // The route's element renders after the location changes: wait for it, as a visitor would.
    await screen.findByText('Home page');
  });

  it('keeps the dialog open with the error on the field when the password is wrong', async () => {
    await renderPage({
      'POST /me/account/delete': {
        status: 400,
        json: {
          error: {
            code: 'wrong_password',
            message: ACCOUNT_MESSAGES.wrongPassword,
            fields: { password: ACCOUNT_MESSAGES.wrongPassword },
          },
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Password/), { target: { value: 'nope' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await within(dialog).findByText(ACCOUNT_MESSAGES.wrongPassword);
    expect(getSessionState().status).toBe('signedIn');
  });
});
