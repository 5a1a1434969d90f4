import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainerProfileData, TrainerReviewsResponse, TrainerService } from '#shared/api/trainers';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { profile as initialDataProfile } from '#web/test/initial-data-fixtures';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { routeFetch, sessionResponse, unauthorizedResponse } from '#web/test/stub-session-fetch';
import { TrainerProfileView } from './TrainerProfileView';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

const trainer: TrainerProfileData = {
  ...initialDataProfile.trainer,
  instagram_url: 'https://instagram.com/ana',
  services: [
    {
      id: 1,
      title: 'Morning yoga',
      description: null,
      category: 'health_wellness',
      price: 40,
      currency: 'USD',
      duration_minutes: 60,
      bookable: false,
    },
  ],
};

const reviews: TrainerReviewsResponse = {
  reviews: [
    {
      id: 11,
      rating: 5,
      title: 'Calm and clear',
      comment: null,
      created_at: '2026-11-20T10:00:00.000Z',
      reviewer_id: 'walker',
      reviewer: { full_name: 'Walker Alpha', profile_image: null },
      verified_session: false,
    },
    {
      id: 12,
      rating: 4,
      title: 'Good pace',
      comment: null,
      created_at: '2026-11-19T10:00:00.000Z',
      reviewer_id: 'someone-else',
      reviewer: { full_name: 'Sam Other', profile_image: null },
      verified_session: true,
    },
  ],
  total: 2,
  page: 1,
  has_more: false,
};

/** Walker signed in (or nobody, or `as` someone else); the user's own review state answers only when `mine` resolves. */
async function renderProfile({
  signedIn,
  mine,
  as = 'walker',
  shown = trainer,
  at = '/',
}: {
  signedIn: boolean;
  mine: () => Promise<Response>;
  as?: string;
  shown?: TrainerProfileData;
  at?: string;
}) {
  routeFetch((url) => {
    if (url.endsWith('/auth/refresh'))
      return signedIn ? Response.json(sessionResponse({ id: as })) : unauthorizedResponse();
    if (url.endsWith('/reviews/mine')) return mine();
    if (url.includes('/reviews?page=1')) return Response.json(reviews);
    if (url.endsWith('/saved-trainers/ids')) return Response.json({ trainer_ids: [] });
    return new Response('unexpected', { status: 500 });
  });
  await act(() => refreshSession());
  const router = createMemoryRouter([{ path: '/', element: <TrainerProfileView trainer={shown} /> }], {
    initialEntries: [at],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('TrainerProfileView', () => {
  it('shows the reviews at once while the signed-in visitor’s own review still loads, which waits in its own place', async () => {
    await renderProfile({ signedIn: true, mine: () => new Promise<Response>(() => {}) });
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const list = await screen.findByRole('list', { name: 'Reviews' });
    await within(list).findByText('Calm and clear');
    within(list).getByText('Good pace');
    expect((await screen.findByRole('status')).textContent).toBe('Loading your review…');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('opens on the Reviews tab for a #reviews link (the "Leave a review" links), on About otherwise', async () => {
    await renderProfile({ signedIn: false, mine: async () => new Response(null, { status: 500 }), at: '/#reviews' });
    await vi.waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true'),
    );
    await screen.findByRole('list', { name: 'Reviews' });
    cleanup();
    await renderProfile({ signedIn: false, mine: async () => new Response(null, { status: 500 }) });
    expect(screen.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sets the visitor’s own review apart from their name: a badge, and "Name, Your review" as text', async () => {
    await renderProfile({
      signedIn: true,
      mine: async () => Response.json({ review: null, reported_review_ids: [] }),
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const own = (await screen.findAllByTestId('review'))[0];
    const name = within(own as HTMLElement).getByText('Walker Alpha').parentElement;
    expect(name?.textContent).toBe('Walker Alpha, Your review');
    const other = (await screen.findAllByTestId('review'))[1] as HTMLElement;
    expect(within(other).queryByText('Your review')).toBeNull();
  });

  it('marks a review by someone with a completed session as "Verified session", and only that one', async () => {
    await renderProfile({ signedIn: false, mine: async () => new Response(null, { status: 500 }) });
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    const [first, second] = (await screen.findAllByTestId('review')) as HTMLElement[];
    expect(within(first as HTMLElement).queryByText('Verified session')).toBeNull();
    const name = within(second as HTMLElement).getByText('Sam Other').parentElement;
    expect(name?.textContent).toBe('Sam Other, Verified session');
  });

  it('shows missing contact channels and Book Now as unavailable, and says why when activated', async () => {
    await renderProfile({ signedIn: false, mine: async () => new Response(null, { status: 500 }) });
    const contacts = screen.getByRole('list', { name: 'Contact links' });
    within(contacts).getByRole('link', { name: 'Instagram' });
    for (const label of ['Website', 'TikTok', 'Snapchat', 'WhatsApp']) {
      const channel = within(contacts).getByRole('button', { name: label });
      expect(channel.getAttribute('aria-disabled')).toBe('true');
      fireEvent.click(channel);
      await vi.waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(`No ${label} available`));
    }
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    const book = screen.getByRole('button', { name: 'Book Now' });
    expect(book.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(book);
    await vi.waitFor(() => expect(toast.error).toHaveBeenLastCalledWith('Contact information not available'));
  });

  it('offers "Send a message" to visitors, signed in or not, but not to the trainer on their own profile', async () => {
    const never = () => new Promise<Response>(() => {});
    await renderProfile({ signedIn: false, mine: never });
    screen.getByRole('button', { name: 'Send a message' });
    cleanup();
    await renderProfile({ signedIn: true, mine: never });
    screen.getByRole('button', { name: 'Send a message' });
    cleanup();
    await renderProfile({ signedIn: true, mine: never, as: trainer.user_id });
    expect(screen.queryByRole('button', { name: 'Send a message' })).toBeNull();
  });

  it('offers "Request a session" beside "Send a message" and each bookable service’s Book Now, never on one’s own profile', async () => {
    const never = () => new Promise<Response>(() => {});
    const bookable: TrainerProfileData = {
      ...trainer,
      services: [
        ...trainer.services,
        { ...(trainer.services[0] as TrainerService), id: 2, title: 'Evening yoga', bookable: true },
      ],
    };
    await renderProfile({ signedIn: true, mine: never, shown: bookable });
    const header = screen.getByRole('button', { name: 'Send a message' }).parentElement as HTMLElement;
    within(header).getByRole('button', { name: 'Request a session' });
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    const [morning, evening] = screen.getAllByTestId('service') as HTMLElement[];
    expect(within(morning as HTMLElement).queryByRole('button', { name: 'Request a session' })).toBeNull();
    within(evening as HTMLElement).getByRole('button', { name: 'Book Now' });
    within(evening as HTMLElement).getByRole('button', { name: 'Request a session' });
    cleanup();

    // The trainer's own profile: neither in the header nor on the service.
    await renderProfile({ signedIn: true, mine: never, as: trainer.user_id, shown: bookable });
    expect(screen.queryByRole('button', { name: 'Request a session' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    expect(screen.queryByRole('button', { name: 'Request a session' })).toBeNull();
    cleanup();

    // No service can be booked online: nowhere.
    await renderProfile({ signedIn: false, mine: never });
    expect(screen.queryByRole('button', { name: 'Request a session' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Services' }));
    screen.getByRole('button', { name: 'Book Now' });
    expect(screen.queryByRole('button', { name: 'Request a session' })).toBeNull();
  });

  it('says how soon the trainer usually replies, under "Send a message", only when the profile has a figure', async () => {
    const never = () => new Promise<Response>(() => {});
    await renderProfile({ signedIn: false, mine: never, shown: { ...trainer, reply_hours: 3 } });
    const line = screen.getByText('Usually replies within 3 hours');
    // Beside the button: the paragraph right after the row that holds it.
    expect(
      within(line.previousElementSibling as HTMLElement).getByRole('button', { name: 'Send a message' }),
    ).toBeTruthy();
    cleanup();
    await renderProfile({ signedIn: false, mine: never, shown: { ...trainer, reply_hours: 1 } });
    screen.getByText('Usually replies within 1 hour');
    cleanup();
    await renderProfile({ signedIn: false, mine: never, shown: { ...trainer, reply_hours: null } });
    expect(screen.queryByText(/Usually replies/)).toBeNull();
  });
});
