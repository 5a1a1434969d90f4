import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../lib/session/refresh-scheduler';
import { renderWithQueryClient } from '../../test/render-with-query-client';
import { ReviewForm } from './ReviewForm';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

async function signInAs(userId: string | null) {
  vi.stubGlobal('fetch', async () =>
    userId
      ? Response.json({
          access_token: 't',
          expires_at: Math.floor(Date.now() / 1000) + 900,
          expires_in: 900,
          user: { id: userId, email: 'a@example.com', full_name: 'A', is_admin: false },
        })
      : Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 }),
  );
  await act(() => refreshSession());
}

function renderForm() {
  return renderWithQueryClient(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <ReviewForm slug="ana" trainerUserId="trainer-user" /> }])}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('ReviewForm', () => {
  it('asks signed-out visitors to sign in', async () => {
    await signInAs(null);
    renderForm();
    screen.getByText(/Please sign in to leave a review/);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('is hidden on the trainer’s own profile', async () => {
    await signInAs('trainer-user');
    renderForm();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText(/Please sign in/)).toBeNull();
  });

  it('validates rating and title, counts characters, then submits', async () => {
    await signInAs('learner');
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await screen.findByText('Please select a rating');
    screen.getByText('Please enter a title for your review');

    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Great' } });
    screen.getByText('5/100');
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Helpful' } });
    screen.getByText('7/500');

    const fetchMock = vi.fn(async () => Response.json({ review: {}, message: 'ok' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted successfully!'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/trainers/ana/reviews');
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, title: 'Great', comment: 'Helpful' });
  });

  it('shows the duplicate message from the server, and the generic one on server errors', async () => {
    await signInAs('learner');
    renderForm();
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Again' } });
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { code: 'duplicate_review', message: 'You have already reviewed this trainer' } },
        { status: 409 },
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already reviewed this trainer'));
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to submit review'));
  });
});
