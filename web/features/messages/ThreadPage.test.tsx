import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEXT } from '#shared/api/messages';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { clientIdOf, ME, messageFixture, stubMessagesApi, TRAINER_USER, threadFixture } from './messages-fixtures';
import { ThreadPage } from './ThreadPage';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

async function renderThread(path = '/messages/5') {
  await act(() => refreshSession());
  const router = createMemoryRouter(
    [
      { path: '/messages/:conversationId', element: <ThreadPage /> },
      { path: '/messages', element: <p>inbox</p> },
      { path: '/trainer/:slug', element: <p>profile</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

const THREAD = 'GET /messages/conversations/5';
const SEND = 'POST /messages/conversations/5/messages';
const READ = 'POST /messages/conversations/5/read';
const composer = () => screen.getByLabelText(/^Your message/) as HTMLTextAreaElement;
const messageTexts = () =>
  screen.queryAllByTestId('message').map((li) => li.querySelector('.chat-bubble')?.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a thread', () => {
  it('shows the messages in order under day separators, who wrote each, the other side’s profile, and reads it', async () => {
    const first = messageFixture({ body: 'Hi, do you coach beginners?', created_at: '2026-11-20T09:00:00.000Z' });
    const reply = messageFixture({
      sender_user_id: TRAINER_USER,
      body: 'Yes! See https://tess.example/plan.',
      created_at: '2026-11-20T10:00:00.000Z',
    });
    const removed = messageFixture({
      sender_user_id: TRAINER_USER,
      body: null,
      removed: true,
      created_at: '2026-11-21T10:00:00.000Z',
    });
    const gone = messageFixture({
      sender_user_id: null,
      body: 'From an account since deleted',
      created_at: '2026-11-21T11:00:00.000Z',
    });
    const calls = stubMessagesApi({
      [THREAD]: () => threadFixture([first, reply, removed, gone]),
      [READ]: () => undefined,
    });
    await renderThread();

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(messageTexts()).toEqual([
      'Hi, do you coach beginners?',
      'Yes! See https://tess.example/plan.',
      MESSAGE_TEXT.removed,
      'From an account since deleted',
    ]);
    const [mine, theirs, , deleted] = screen.getAllByTestId('message');
    within(mine as HTMLElement).getByText('You');
    within(theirs as HTMLElement).getByText('Tess Trainer');
    within(deleted as HTMLElement).getByText(MESSAGE_TEXT.deletedUser);
    const link = within(theirs as HTMLElement).getByRole('link', { name: 'https://tess.example/plan' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    // Reported only on the other side's messages still shown; never one's own.
    expect(within(mine as HTMLElement).queryByRole('button', { name: /Report/ })).toBeNull();
    within(theirs as HTMLElement).getByRole('button', { name: /^Report message from Tess Trainer/ });

    expect(screen.getByRole('link', { name: 'Tess Trainer' }).getAttribute('href')).toBe('/trainer/tess-trainer');
    screen.getByText('About: Intro session');
    await vi.waitFor(() => expect(calls.filter((call) => call.path.endsWith('/read'))).toHaveLength(1));
    expect(calls.find((call) => call.path.endsWith('/read'))?.body).toEqual({ upTo: gone.id });
  });

  it('shows a reply at once as "Sending…", then the stored message in its place, once', async () => {
    let store: (value: unknown) => void = () => {};
    const calls = stubMessagesApi({
      [THREAD]: () => threadFixture([messageFixture({ body: 'Earlier' })]),
      [SEND]: () => new Promise((resolve) => (store = resolve)),
    });
    await renderThread();
    await screen.findByText('Earlier');
    fireEvent.change(composer(), { target: { value: 'On my way' } });
    // A double click sends once.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.click(screen.getByRole('button', { name: /Send/ }));

    const pending = await screen.findByTestId('pending-message');
    within(pending).getByText('On my way');
    within(pending).getByText('Sending…');
    expect(composer().value).toBe('');
    const sends = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/messages'));
    expect(sends).toHaveLength(1);
    const clientId = clientIdOf(sends[0]);

    await act(async () => store({ message: messageFixture({ body: 'On my way', client_id: clientId }) }));
    await vi.waitFor(() => expect(screen.queryByTestId('pending-message')).toBeNull());
    expect(messageTexts()).toEqual(['Earlier', 'On my way']);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps a reply that failed to send in the box with the reason; Send again retries it with the same client id', async () => {
    let online = false;
    const calls = stubMessagesApi({
      [THREAD]: () => threadFixture([]),
      [SEND]: (call) => {
        if (!online) throw new TypeError('Failed to fetch');
        return Response.json(
          { message: messageFixture({ body: 'Offline words', client_id: clientIdOf(call) }) },
          { status: 201 },
        );
      },
    });
    await renderThread();
    await screen.findByText('No messages yet.');
    fireEvent.change(composer(), { target: { value: 'Offline words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Network error');
    expect(composer().value).toBe('Offline words');
    expect(screen.queryByTestId('pending-message')).toBeNull();

    online = true;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(messageTexts()).toEqual(['Offline words']));
    const sends = calls.filter((call) => call.method === 'POST' && call.path.endsWith('/messages'));
    expect(sends).toHaveLength(2);
    const ids = sends.map(clientIdOf);
    expect(ids[0]).toBe(ids[1]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps what is typed through a reload (sessionStorage, per user and thread)', async () => {
    stubMessagesApi({ [THREAD]: () => threadFixture([]) });
    await renderThread();
    fireEvent.change(await screen.findByLabelText(/^Your message/), { target: { value: 'Half a thought' } });
    expect(sessionStorage.getItem(`message-draft:thread:${ME}:5`)).toContain('Half a thought');
  });

  it('counts characters against the 2,000 limit and refuses an empty reply', async () => {
    const calls = stubMessagesApi({ [THREAD]: () => threadFixture([]) });
    await renderThread();
    await screen.findByText('0/2000');
    fireEvent.change(composer(), { target: { value: 'Hey' } });
    screen.getByText('3/2000');
    fireEvent.change(composer(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText(MESSAGE_TEXT.bodyRequired);
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/messages'))).toBe(false);
  });

  it('replaces the reply box with a notice when either side blocked, with Unblock for the one who did', async () => {
    stubMessagesApi({ [THREAD]: () => threadFixture([], { blocked_by_me: true, can_send: false }) });
    await renderThread();
    await screen.findByText(MESSAGE_TEXT.youBlocked);
    expect(screen.queryByLabelText(/^Your message/)).toBeNull();
    screen.getByRole('button', { name: 'Unblock' });
  });

  it('says so when the other side blocked the viewer', async () => {
    stubMessagesApi({ [THREAD]: () => threadFixture([], { blocked_by_other: true, can_send: false }) });
    await renderThread();
    await screen.findByText(MESSAGE_TEXT.blockedYou);
    expect(screen.queryByLabelText(/^Your message/)).toBeNull();
    screen.getByRole('button', { name: 'Block' });
  });

  it('blocks after confirming, and the thread shows the new state', async () => {
    let blocked = false;
    const calls = stubMessagesApi({
      [THREAD]: () => threadFixture([], blocked ? { blocked_by_me: true, can_send: false } : {}),
      'PUT /messages/conversations/5/block': () => {
        blocked = true;
        return { conversation_id: 5, blocked_by_me: true, blocked_by_other: false, message: MESSAGE_TEXT.blocked };
      },
    });
    await renderThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Tess Trainer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await screen.findByText(MESSAGE_TEXT.youBlocked);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('loads older messages above, by the id before the oldest shown', async () => {
    const newer = messageFixture({ id: 50, body: 'Newer' });
    const older = messageFixture({ id: 20, body: 'Older' });
    const calls = stubMessagesApi({
      [THREAD]: () => threadFixture([newer], {}, 50),
      'GET /messages/conversations/5/messages?before=50': () => ({ messages: [older], before: null }),
    });
    await renderThread();
    await screen.findByText('Newer');
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Older');
    expect(messageTexts()).toEqual(['Older', 'Newer']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
    expect(calls.some((call) => call.path === '/messages/conversations/5/messages?before=50')).toBe(true);
  });

  it('says a conversation it may not see was not found', async () => {
    stubMessagesApi({});
    await renderThread();
    await screen.findByRole('heading', { name: MESSAGE_TEXT.conversationNotFound });
    await renderThread('/messages/abc');
    expect(screen.getAllByRole('heading', { name: MESSAGE_TEXT.conversationNotFound }).length).toBeGreaterThan(0);
  });
});
