import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReview, MyReviewStateResponse } from '#shared/api/reviews';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { MyReviewPanel } from './MyReviewPanel';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

const sessionAnswer = (userId: string) =>
  Response.json({
    access_token: 't',
    expires_at: Math.floor(Date.now() / 1000) + 900,
    expires_in: 900,
    user: { id: userId, email: 'a@example.com', full_name: 'A', is_admin: false },
  });

/** The worker as the panel sees it: the session, the user's review state, then `api` for the rest. */
function stubWorker(
  userId: string | null,
  state: MyReviewStateResponse | (() => Response | Promise<Response>),
  api?: (url: string, init: RequestInit) => Response,
) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url.endsWith('/auth/refresh')) {
      return userId
        ? sessionAnswer(userId)
        : Response.json({ error: { code: 'unauthorized', message: 'x' } }, { status: 401 });
    }
    if (url.endsWith('/reviews/mine')) return typeof state === 'function' ? state() : Response.json(state);
    return api ? api(url, init) : new Response('unexpected', { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function signIn() {
  await act(() => refreshSession());
}

function renderPanel() {
  return renderWithQueryClient(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', element: <MyReviewPanel slug="ana" trainerUserId="trainer-user" /> }])}
    />,
  );
}

const noReview: MyReviewStateResponse = { review: null, reported_review_ids: [] };
const written: MyReview = {
  id: 7,
  rating: 4,
  title: 'Great coach',
  comment: 'Clear.',
  created_at: '2026-11-20T10:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

describe('MyReviewPanel', () => {
  it('asks signed-out visitors to sign in', async () => {
    stubWorker(null, noReview);
    await signIn();
    renderPanel();
    screen.getByText(/Please sign in to leave a review/);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('is hidden on the trainer’s own profile, without asking for a review state', async () => {
    const fetchMock = stubWorker('trainer-user', noReview);
    await signIn();
    renderPanel();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText(/Please sign in/)).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/mine'))).toBe(false);
  });

  it('shows a loading state in place of the form until your review is known, never the form', async () => {
    let answer: (response: Response) => void = () => {};
    stubWorker('learner', () => new Promise<Response>((resolve) => (answer = resolve)));
    await signIn();
    renderPanel();
    expect((await screen.findByRole('status')).textContent).toBe('Loading your review…');
    expect(screen.queryByRole('form')).toBeNull();
    answer(Response.json(noReview));
    await screen.findByRole('form', { name: 'Write a review' });
    expect(screen.queryByText('Loading your review…')).toBeNull();
  });

  it('says when your review could not be loaded, and Retry asks again', async () => {
    let fail = true;
    const fetchMock = stubWorker('learner', () =>
      fail
        ? Response.json({ error: { code: 'bad_request', message: 'x' } }, { status: 400 })
        : Response.json({ review: written, reported_review_ids: [] }),
    );
    await signIn();
    renderPanel();
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Your review could not be loaded.');
    expect(screen.queryByRole('form')).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('region', { name: 'Your review' });
    expect(fetchMock.mock.calls.filter(([url]) => url.endsWith('/mine'))).toHaveLength(2);
  });

  it('validates rating and title, counts characters, then submits', async () => {
    const fetchMock = stubWorker('learner', noReview, () =>
      Response.json({ review: written, message: 'Review submitted successfully!' }, { status: 201 }),
    );
    await signIn();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    await screen.findByText('Please select a rating');
    screen.getByText('Please enter a title for your review');

    fireEvent.click(screen.getByLabelText('4 stars'));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Great' } });
    screen.getByText('5/100');
    fireEvent.change(screen.getByLabelText(/^Comment/), { target: { value: 'Helpful' } });
    screen.getByText('7/500');

    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review submitted successfully!'));
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/trainers/ana/reviews');
    expect(post?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ rating: 4, title: 'Great', comment: 'Helpful' });
  });

  it('shows the duplicate message from the server, and the generic one on server errors', async () => {
    let answer = () =>
      Response.json(
        { error: { code: 'duplicate_review', message: 'You have already reviewed this trainer' } },
        { status: 409 },
      );
    stubWorker('learner', noReview, () => answer());
    await signIn();
    renderPanel();
    fireEvent.click(await screen.findByLabelText('5 stars'));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('You have already reviewed this trainer'));
    answer = () => new Response('oops', { status: 500 });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to submit review'));
  });

  it('shows your review, marked as yours, with Edit and Delete instead of the form', async () => {
    stubWorker('learner', { review: written, reported_review_ids: [] });
    await signIn();
    renderPanel();
    const card = await screen.findByRole('region', { name: 'Your review' });
    within(card).getByText('Great coach');
    within(card).getByText('Clear.');
    within(card).getByRole('img', { name: 'Rated 4.0 out of 5' });
    within(card).getByRole('button', { name: 'Edit' });
    within(card).getByRole('button', { name: 'Delete' });
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it('edits your review in the form, prefilled, and sends the change', async () => {
    const fetchMock = stubWorker('learner', { review: written, reported_review_ids: [] }, () =>
      Response.json({ review: { ...written, rating: 2 }, message: 'Review updated' }),
    );
    await signIn();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByLabelText(/^Title/)).toHaveProperty('value', 'Great coach');
    expect(within(form).getByLabelText('4 stars')).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Edit your review' }));

    fireEvent.click(within(form).getByLabelText('2 stars'));
    fireEvent.click(within(form).getByRole('button', { name: 'Save Review' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review updated'));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/reviews/7');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ rating: 2, title: 'Great coach', comment: 'Clear.' });
    // Back on the card, focus on Edit.
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' })));
  });

  it('Cancel leaves the review as it was', async () => {
    const fetchMock = stubWorker('learner', { review: written, reported_review_ids: [] });
    await signIn();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Changed my mind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('region', { name: 'Your review' });
    screen.getByText('Great coach');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('deletes your review after confirming', async () => {
    const fetchMock = stubWorker('learner', { review: written, reported_review_ids: [] }, () =>
      Response.json({ message: 'Review deleted' }),
    );
    await signIn();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Review' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Review deleted'));
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(deleted?.[0]).toBe('/api/reviews/7');
  });
});
