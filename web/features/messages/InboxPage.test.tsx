import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEXT } from '#shared/api/messages';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { InboxPage } from './InboxPage';
import { inboxRowFixture, ME, stubMessagesApi } from './messages-fixtures';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

async function renderInbox() {
  await act(() => refreshSession());
  const router = createMemoryRouter(
    [
      { path: '/messages', element: <InboxPage /> },
      { path: '/messages/:conversationId', element: <p>thread page</p> },
      { path: '/trainers', element: <p>trainers</p> },
    ],
    { initialEntries: ['/messages'] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('the inbox', () => {
  it('lists conversations in the worker’s order with the other person, the service, the last message and unread marked', async () => {
    stubMessagesApi({
      'GET /messages/conversations': () => ({
        conversations: [
          inboxRowFixture({ id: 8, unread_count: 2, service: { id: 9, title: 'Intro session' } }),
          inboxRowFixture({
            id: 5,
            other: {
              user_id: 'l2',
              full_name: 'Lou Learner',
              profile_image: null,
              role: 'learner',
              trainer_slug: null,
            },
            last_message: {
              id: 3,
              body: 'Thanks!',
              removed: false,
              sender_user_id: ME,
              created_at: '2026-11-01T09:00:00Z',
            },
            last_message_at: '2026-11-01T09:00:00Z',
          }),
          inboxRowFixture({
            id: 4,
            other: {
              user_id: null,
              full_name: 'Deleted user',
              profile_image: null,
              role: 'learner',
              trainer_slug: null,
            },
            last_message: {
              id: 2,
              body: null,
              removed: true,
              sender_user_id: null,
              created_at: '2026-10-01T09:00:00Z',
            },
          }),
        ],
        next_cursor: null,
      }),
    });
    await renderInbox();
    const rows = await screen.findAllByTestId('conversation');
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/messages/8',
      '/messages/5',
      '/messages/4',
    ]);
    const [unread, mine, deleted] = rows as [HTMLElement, HTMLElement, HTMLElement];
    within(unread).getByText('Tess Trainer');
    within(unread).getByText('About: Intro session');
    within(unread).getByText('See you then');
    within(unread).getByText('2 unread');
    within(mine).getByText('You: Thanks!');
    within(mine).getByText('Nov 1, 2026');
    expect(within(mine).queryByText(/unread/)).toBeNull();
    within(deleted).getByText(MESSAGE_TEXT.deletedUser);
    within(deleted).getByText(MESSAGE_TEXT.removed);
  });

  it('loads more conversations by the cursor it was given', async () => {
    const calls = stubMessagesApi({
      'GET /messages/conversations': () => ({ conversations: [inboxRowFixture({ id: 8 })], next_cursor: 'abc_1' }),
      'GET /messages/conversations?cursor=abc_1': () => ({
        conversations: [inboxRowFixture({ id: 3 })],
        next_cursor: null,
      }),
    });
    await renderInbox();
    fireEvent.click(await screen.findByRole('button', { name: 'More conversations' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('conversation')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'More conversations' })).toBeNull();
    expect(calls.map((call) => call.path)).toContain('/messages/conversations?cursor=abc_1');
  });

  it('says there are no messages yet, and where to start one', async () => {
    stubMessagesApi({ 'GET /messages/conversations': () => ({ conversations: [], next_cursor: null }) });
    await renderInbox();
    await screen.findByText('No messages yet.');
    expect(screen.getByRole('link', { name: 'Find Trainers' }).getAttribute('href')).toBe('/trainers');
  });
});
