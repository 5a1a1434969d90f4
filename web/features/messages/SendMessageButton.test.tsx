import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEXT } from '#shared/api/messages';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { toast } from '#web/lib/toast';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { unauthorizedResponse } from '#web/test/stub-session-fetch';
import { clientIdOf, messageFixture, stubMessagesApi } from './messages-fixtures';
import { SendMessageButton } from './SendMessageButton';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const TRAINER = {
  id: 7,
  slug: 'tess-trainer',
  full_name: 'Tess Trainer',
  services: [
    { id: 9, title: 'Intro session' },
    { id: 10, title: 'Monthly plan' },
  ],
};

function renderProfile(path = '/trainer/tess-trainer') {
  const router = createMemoryRouter(
    [
      { path: '/trainer/:slug', element: <SendMessageButton trainer={TRAINER} /> },
      { path: '/auth', element: <p>auth page</p> },
      { path: '/messages/:conversationId', element: <p>thread page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return router;
}

const START = 'POST /messages/conversations';
const where = (router: ReturnType<typeof renderProfile>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Send a message on a profile', () => {
  it('signed out: Send keeps the draft, goes through /auth and back to the composer with the text kept, then sends it', async () => {
    vi.stubGlobal('fetch', async () => unauthorizedResponse());
    await act(() => refreshSession());
    const signedOut = renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Tess Trainer' });
    within(dialog).getByText(/You will sign in before it is sent/);
    fireEvent.change(within(dialog).getByLabelText('About'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Your message/), {
      target: { value: 'Is the plan for beginners?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('auth page');
    const next = new URLSearchParams(signedOut.state.location.search).get('next');
    expect(next).toBe('/trainer/tess-trainer?message=1');
    expect(toast.error).toHaveBeenCalled();

    // Signed in, /auth returns to `next`: the composer is open again with what was typed.
    const calls = stubMessagesApi({
      [START]: (call) =>
        Response.json(
          {
            conversation_id: 5,
            created: true,
            message: messageFixture({
              body: 'Is the plan for beginners?',
              client_id: clientIdOf(call),
            }),
          },
          { status: 201 },
        ),
    });
    await act(() => refreshSession());
    const back = renderProfile(next ?? '');
    const reopened = await screen.findByRole('dialog', { name: 'Message Tess Trainer' });
    expect((within(reopened).getByLabelText(/^Your message/) as HTMLTextAreaElement).value).toBe(
      'Is the plan for beginners?',
    );
    expect((within(reopened).getByLabelText('About') as HTMLSelectElement).value).toBe('10');
    // The parameter has done its job: a reload does not open it again.
    await vi.waitFor(() => expect(where(back)).toBe('/trainer/tess-trainer'));

    fireEvent.click(within(reopened).getByRole('button', { name: 'Send' }));
    await screen.findByText('thread page');
    expect(where(back)).toBe('/messages/5');
    const [start] = calls.filter((call) => call.method === 'POST');
    expect(start?.body).toMatchObject({ trainerId: 7, serviceId: 10, body: 'Is the plan for beginners?' });
    expect(toast.success).toHaveBeenCalledWith(MESSAGE_TEXT.sent);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the text when the dialog is closed and opened again', async () => {
    stubMessagesApi({});
    await act(() => refreshSession());
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Your message/), { target: { value: 'Draft words' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(
      (within(await screen.findByRole('dialog')).getByLabelText(/^Your message/) as HTMLTextAreaElement).value,
    ).toBe('Draft words');
  });

  it('a refused send keeps the text and shows the worker’s reason; the retry carries the same client id', async () => {
    let answer = () =>
      Response.json({ error: { code: 'rate_limited', message: MESSAGE_TEXT.tooManyConversations } }, { status: 429 });
    const calls = stubMessagesApi({ [START]: () => answer() });
    await act(() => refreshSession());
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Your message/), { target: { value: 'Hello there' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(MESSAGE_TEXT.tooManyConversations, expect.anything()),
    );
    expect((within(dialog).getByLabelText(/^Your message/) as HTMLTextAreaElement).value).toBe('Hello there');

    answer = () => Response.json({ conversation_id: 5, created: false, message: messageFixture() }, { status: 200 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('thread page');
    const ids = calls.filter((call) => call.method === 'POST').map(clientIdOf);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('Ctrl+Enter sends; a plain Enter is a new line in an enquiry', async () => {
    const calls = stubMessagesApi({
      [START]: () => ({ conversation_id: 5, created: true, message: messageFixture() }),
    });
    await act(() => refreshSession());
    renderProfile();
    fireEvent.click(screen.getByRole('button', { name: 'Send a message' }));
    const box = within(await screen.findByRole('dialog')).getByLabelText(/^Your message/);
    fireEvent.change(box, { target: { value: 'Line one' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await screen.findByText('thread page');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });
});
