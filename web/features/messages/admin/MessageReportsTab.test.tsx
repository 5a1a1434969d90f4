import { act, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEXT, type MessageReportRow } from '#shared/api/messages';
import { stubMessagesApi } from '#web/features/messages/messages-fixtures';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { toast } from '#web/lib/toast';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { MessageReportsTab } from './MessageReportsTab';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const report = (overrides: Partial<MessageReportRow> = {}): MessageReportRow => ({
  id: 31,
  reason: 'Spam or advertising',
  details: 'Sells followers',
  created_at: '2026-11-27T10:00:00.000Z',
  reporter: { user_id: 'u1', full_name: 'Lee Learner' },
  message: {
    id: 200,
    conversation_id: 5,
    body: 'Buy followers <b>now</b> at https://spam.example',
    removed: false,
    created_at: '2026-11-27T09:00:00.000Z',
    sender: { user_id: 's1', full_name: 'Sam Spammer', email: 'sam@example.com', banned: false },
  },
  ...overrides,
});

async function renderTab(answers: Parameters<typeof stubMessagesApi>[0]) {
  const calls = stubMessagesApi(answers, { id: 'admin-1', is_admin: true });
  await act(() => refreshSession());
  const router = createMemoryRouter([{ path: '/', element: <MessageReportsTab page={1} onPage={() => {}} /> }]);
  renderWithQueryClient(<RouterProvider router={router} />);
  return calls;
}

const LIST = 'GET /admin/message-reports?page=1';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Message Reports', () => {
  it('shows each report: the message as typed (never HTML), its sender, the reason and details', async () => {
    await renderTab({ [LIST]: () => ({ reports: [report()], total: 1, page: 1, page_size: 20 }) });
    const card = await screen.findByTestId('message-report');
    within(card).getByText('Buy followers <b>now</b> at https://spam.example');
    expect(card.querySelector('b, a')).toBeNull();
    within(card).getByText('Sam Spammer');
    within(card).getByText(/Spam or advertising · reported by Lee Learner/);
    within(card).getByText('Sells followers');
  });

  it('removes the message after confirming, and dismisses a report', async () => {
    const calls = await renderTab({
      [LIST]: () => ({ reports: [report(), report({ id: 32 })], total: 2, page: 1, page_size: 20 }),
      'POST /admin/message-reports/31/remove': () => ({
        report_id: 31,
        message_id: 200,
        resolution: 'removed',
        resolved_report_ids: [31],
        message: MESSAGE_TEXT.reportRemoved,
      }),
      'POST /admin/message-reports/32/dismiss': () => ({
        report_id: 32,
        message_id: 200,
        resolution: 'dismissed',
        resolved_report_ids: [32],
        message: MESSAGE_TEXT.reportDismissed,
      }),
    });
    const [first, second] = (await screen.findAllByTestId('message-report')) as [HTMLElement, HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: 'Remove Sam Spammer’s message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove message' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGE_TEXT.reportRemoved));
    fireEvent.click(within(second).getByRole('button', { name: 'Dismiss the report of Sam Spammer’s message' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MESSAGE_TEXT.reportDismissed));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/admin/message-reports/31/remove',
      '/admin/message-reports/32/dismiss',
    ]);
  });

  it('says so when the report was already resolved (by another admin, or with another report of the message)', async () => {
    await renderTab({
      [LIST]: () => ({ reports: [report()], total: 1, page: 1, page_size: 20 }),
      'POST /admin/message-reports/31/dismiss': () =>
        Response.json({ error: { code: 'conflict', message: MESSAGE_TEXT.reportAlreadyResolved } }, { status: 409 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Dismiss/ }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(MESSAGE_TEXT.reportAlreadyResolved, expect.anything()),
    );
  });

  it('bans the sender through the console’s ban, with a reason', async () => {
    const calls = await renderTab({
      [LIST]: () => ({ reports: [report()], total: 1, page: 1, page_size: 20 }),
      'POST /admin/users/s1/ban': () => ({ message: 'User banned' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ban Sam Spammer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Sam Spammer' });
    within(dialog).getByText(/sam@example.com will be signed out everywhere/);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Spam in messages' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Ban' }));
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/admin/users/s1/ban')).toBe(true));
    expect(calls.find((call) => call.path === '/admin/users/s1/ban')?.body).toEqual({ reason: 'Spam in messages' });
  });

  it('offers no ban for a sender already banned or deleted', async () => {
    await renderTab({
      [LIST]: () => ({
        reports: [
          report({
            message: { ...report().message, sender: { user_id: null, full_name: 'x', email: null, banned: false } },
          }),
        ],
        total: 1,
        page: 1,
        page_size: 20,
      }),
    });
    const card = await screen.findByTestId('message-report');
    within(card).getByText(MESSAGE_TEXT.deletedUser);
    expect((within(card).getByRole('button', { name: /^Ban/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
