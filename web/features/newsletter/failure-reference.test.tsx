import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { NewsletterForm } from './NewsletterForm';

beforeEach(async () => {
  vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }));
  await refreshSession();
});
afterEach(() => vi.unstubAllGlobals());

describe('a toast about a failure the server could not explain', () => {
  it('shows the SPEC text and, under it, the reference the user can quote', async () => {
    render(<Toaster />);
    renderWithQueryClient(<NewsletterForm />);
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          error: {
            code: 'service_unavailable',
            message: 'TrainerHub is temporarily unavailable. Please try again in a minute. Reference: ref-toast-7',
            reference: 'ref-toast-7',
          },
        },
        { status: 503, headers: { 'x-request-id': 'ref-toast-7' } },
      ),
    );
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'me@example.com' } });
      fireEvent.click(screen.getByRole('button', { name: /Subscrib/ }));
    });
    expect(await screen.findByText('Failed to subscribe. Please try again. Reference: ref-toast-7')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
