import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { NewsletterForm } from './NewsletterForm';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

beforeEach(async () => {
  vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }));
  await refreshSession();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const submitWith = (value: string) => {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: /Subscrib/ }));
};

describe('NewsletterForm', () => {
  it.each(['', '   ', 'no-at-sign'])('refuses %j with the invalid-email toast, without a request', async (value) => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueryClient(<NewsletterForm />);
    submitWith(value);
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Invalid email', {
        id: 'newsletter-form',
        description: 'Please enter a valid email address.',
      }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Subscribing...' while sending, then the success toast, and sends the trimmed email with the source page", async () => {
    let release: (r: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderWithQueryClient(<NewsletterForm />);
    submitWith('  me@example.com ');
    const button = await screen.findByRole('button', { name: 'Subscribing...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release(Response.json({ message: 'ok' }, { status: 201 }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Successfully subscribed!', {
        id: 'newsletter-form',
        description: 'Thank you for joining our newsletter.',
      }),
    );
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'me@example.com', source_page: 'homepage' });
  });

  it('shows the duplicate and the generic failure toasts, each in place of the one before', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: { code: 'already_subscribed', message: 'dup' } }, { status: 409 }),
    );
    renderWithQueryClient(<NewsletterForm />);
    submitWith('me@example.com');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Already subscribed', {
        id: 'newsletter-form',
        description: 'This email is already on our newsletter list!',
      }),
    );
    vi.stubGlobal('fetch', async () => new Response('boom', { status: 500 }));
    submitWith('me@example.com');
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        id: 'newsletter-form',
        description: 'Failed to subscribe. Please try again.',
      }),
    );
  });
});
