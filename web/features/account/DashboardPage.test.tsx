import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LINK_MESSAGES as MESSAGES } from '#shared/api/account-links';
import type { MeResponse, MyTrainerSummary } from '#shared/api/me';
import type { TrainerStatus } from '#shared/enums';
import { profileCompleteness } from '#shared/profile-completeness';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { DashboardPage } from './DashboardPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

function me(emailVerified: boolean): MeResponse {
  return {
    user: {
      id: 'user-1',
      email: 'tess@example.com',
      full_name: 'Tess Trainer',
      is_admin: false,
      created_at: '2026-01-01T00:00:00.000Z',
      email_verified: emailVerified,
    },
    trainer: null,
  };
}

async function renderDashboard(answers: Record<string, StubAnswer>) {
  const calls = stubSignedInApi({ 'GET /saved-trainers/ids': { json: { trainer_ids: [] } }, ...answers });
  await act(() => refreshSession());
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardPage /> }], {
    initialEntries: ['/dashboard'],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Welcome, Tess Trainer' });
  return calls;
}

const REMINDER = /Please verify your email address/;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('DashboardPage: email verification', () => {
  it('a verified address shows the Verified badge and no reminder', async () => {
    await renderDashboard({ 'GET /me': { json: me(true) } });
    expect(screen.queryByText(REMINDER)).toBeNull();
    screen.getByText('Verified');
    expect(screen.getByRole('link', { name: 'Account settings' }).getAttribute('href')).toBe('/account');
  });

  it('an unverified address shows where the link went, and "Resend link" asks for another', async () => {
    let sent = 0;
    const calls = await renderDashboard({
      'GET /me': { json: me(false) },
      'POST /me/verify-email': () => {
        sent += 1;
        return { json: { message: MESSAGES.verificationSent } };
      },
    });
    const reminder = screen.getByText(REMINDER).closest('[role="status"]') as HTMLElement;
    expect(reminder.textContent).toContain('We sent a link to tess@example.com.');
    expect(screen.queryByText('Verified')).toBeNull();
    // The request waits until released, to see the button while it is pending.
    let release = () => {};
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url === '/api/me/verify-email') await new Promise<void>((resolve) => (release = resolve));
      return answered(url, init);
    });
    const resend = within(reminder).getByRole('button', { name: 'Resend link' }) as HTMLButtonElement;
    fireEvent.click(resend);
    await waitFor(() => expect(resend.disabled).toBe(true));
    act(() => release());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGES.verificationSent));
    expect(sent).toBe(1);
    expect(calls.filter((c) => c.path === '/me/verify-email').map((c) => c.method)).toEqual(['POST']);
    await waitFor(() => expect(resend.disabled).toBe(false));
  });

  it("toasts the worker's refusal (too many emails)", async () => {
    await renderDashboard({
      'GET /me': { json: me(false) },
      'POST /me/verify-email': {
        status: 429,
        json: { error: { code: 'rate_limited', message: MESSAGES.tooManyEmails } },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MESSAGES.tooManyEmails));
  });

  it('an address verified meanwhile (409 already_verified) reloads the account and drops the reminder', async () => {
    let verified = false;
    await renderDashboard({
      'GET /me': () => ({ json: me(verified) }),
      'POST /me/verify-email': () => {
        verified = true;
        return { status: 409, json: { error: { code: 'already_verified', message: MESSAGES.alreadyVerified } } };
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(screen.queryByText(REMINDER)).toBeNull());
    screen.getByText('Verified');
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.alreadyVerified);
  });
});

describe('DashboardPage: sessions', () => {
  const trainer = (status: TrainerStatus): MyTrainerSummary => ({
    id: 7,
    slug: 'tess-trainer',
    status,
    headline: 'Professional Trainer',
    status_message: null,
    status_changed_at: null,
    completeness: profileCompleteness({
      profile_image: null,
      bio: 'Hi',
      description: null,
      headline: 'Professional Trainer',
      service_count: 1,
      website_url: null,
      instagram_url: null,
      tiktok_url: null,
      snapchat_url: null,
      whatsapp_number: null,
    }),
  });
  const noBookings = { json: { bookings: [] } };

  it('an approved trainer sees session requests and upcoming sessions, and their own sessions', async () => {
    await renderDashboard({
      'GET /me': { json: { ...me(true), trainer: trainer('approved') } },
      'GET /bookings?as=trainer&when=pending': noBookings,
      'GET /bookings?as=trainer&when=upcoming': noBookings,
      'GET /bookings?as=learner&when=upcoming': noBookings,
    });
    screen.getByRole('heading', { name: 'Session requests' });
    screen.getByRole('heading', { name: 'Upcoming sessions' });
    screen.getByRole('heading', { name: 'My sessions' });
    await screen.findByText('No requests waiting for an answer.');
  });

  it('a learner, or a trainer not yet approved, sees only their own sessions', async () => {
    const calls = await renderDashboard({
      'GET /me': { json: { ...me(true), trainer: trainer('pending') } },
      'GET /bookings?as=learner&when=upcoming': noBookings,
    });
    screen.getByRole('heading', { name: 'My sessions' });
    expect(screen.queryByRole('heading', { name: 'Session requests' })).toBeNull();
    await screen.findByText(/No upcoming sessions/);
    expect(calls.some((call) => call.path.includes('as=trainer'))).toBe(false);
  });
});
