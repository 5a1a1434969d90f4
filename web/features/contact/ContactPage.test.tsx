import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import {
  routeFetch,
  sessionResponse,
  startEachTestSignedOut,
  unauthorizedResponse,
} from '#web/test/stub-session-fetch';
import { ContactPage } from './ContactPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** The worker: Lee signed in (or nobody), and the contact endpoint answering `contact()`. */
async function renderContact(signedIn: boolean, contact: () => Response = () => Response.json({ message: 'ok' })) {
  const fetchMock = routeFetch((url) => {
    if (url.endsWith('/auth/refresh')) return signedIn ? Response.json(sessionResponse()) : unauthorizedResponse();
    if (url.endsWith('/contact')) return contact();
    return new Response('unexpected', { status: 500 });
  });
  renderWithQueryClient(<ContactPage />);
  await act(() => refreshSession());
  return fetchMock;
}

startEachTestSignedOut();
beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('/contact', () => {
  it('fills in a signed-in sender’s name and email once the session is known, editable', async () => {
    await renderContact(true);
    await vi.waitFor(() => expect(field('Name').value).toBe('Lee'));
    expect(field('Email').value).toBe('lee@example.com');
    fireEvent.change(field('Name'), { target: { value: 'Lee Writer' } });
    expect(field('Name').value).toBe('Lee Writer');
  });

  it('leaves the fields empty for an anonymous visitor', async () => {
    await renderContact(false);
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
  });

  it('never overwrites what was typed before the session was known', async () => {
    routeFetch(() => Response.json(sessionResponse()));
    renderWithQueryClient(<ContactPage />);
    fireEvent.change(field('Name'), { target: { value: 'Typed first' } });
    await act(() => refreshSession());
    await vi.waitFor(() => expect(field('Email').value).toBe('lee@example.com'));
    expect(field('Name').value).toBe('Typed first');
  });

  it('answers each send with one toast that replaces the one before', async () => {
    let ok = false;
    const fetchMock = await renderContact(true, () =>
      ok ? Response.json({ message: 'ok' }) : new Response('boom', { status: 500 }),
    );
    await vi.waitFor(() => expect(field('Name').value).toBe('Lee'));
    fireEvent.change(field(/^Message/), { target: { value: 'Hello there' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to send message. Please try again.', { id: 'contact-form' }),
    );
    ok = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Message sent!', {
        id: 'contact-form',
        description: "We'll get back to you as soon as possible.",
      }),
    );
    const sent = fetchMock.mock.calls.filter(([url]) => url.endsWith('/contact'));
    expect(JSON.parse(String(sent.at(-1)?.[1]?.body))).toEqual({
      name: 'Lee',
      email: 'lee@example.com',
      subject: '',
      message: 'Hello there',
    });
    // Ready for the next message, from the same sender.
    await vi.waitFor(() => expect(field(/^Message/).value).toBe(''));
    expect(field('Name').value).toBe('Lee');
  });
});
