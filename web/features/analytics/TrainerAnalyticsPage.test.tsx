import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_MESSAGES as MESSAGES,
  selectableMonths,
  type TrainerAnalyticsResponse,
} from '#shared/api/trainer-analytics';
import { monthBounds } from '#shared/months';
import { createQueryClient } from '#web/lib/query-client';
import { refreshSession } from '#web/lib/session/refresh-scheduler';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { type StubAnswer, stubSignedInApi } from '#web/test/stub-api';
import { monthLabel } from './analytics-format';
import { TrainerAnalyticsPage } from './TrainerAnalyticsPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

const months = selectableMonths();
const [current = '', previous = '', , , , , , , , , , oldest = ''] = months;

function analytics(month: string, overrides: Partial<TrainerAnalyticsResponse> = {}): TrainerAnalyticsResponse {
  const metric = (value: number, before: number) => ({
    current: value,
    previous: before,
    change: value - before,
    change_percent: before ? ((value - before) / before) * 100 : null,
  });
  return {
    month,
    period: monthBounds(month),
    months,
    totals: { profile_views: metric(0, 0), social_clicks: metric(0, 0) },
    daily_views: [{ date: `${month}-01`, views: 0 }],
    search_keywords: [],
    traffic_sources: [],
    social_clicks: [],
    enquiries: { count: 0, replied: 0, reply_rate: null, median_first_reply_minutes: null },
    bookings: { requests: 0, decided: 0, accepted: 0, acceptance_rate: null, sessions: 0 },
    conversion: {
      rate: null,
      previous_rate: null,
      category: null,
      category_median: null,
      category_trainers: 0,
      benchmark_computed_at: null,
    },
    ...overrides,
  };
}

async function renderPage(answers: Record<string, StubAnswer>, initialEntry = '/trainer-analytics') {
  stubSignedInApi(answers);
  await act(() => refreshSession());
  const router = createMemoryRouter(
    [
      { path: '/trainer-analytics', element: <TrainerAnalyticsPage /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  renderWithQueryClient(<RouterProvider router={router} />, client);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('TrainerAnalyticsPage', () => {
  it('shows the current month’s totals, chart, benchmark and breakdown tabs', async () => {
    await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: {
        json: analytics(current, {
          totals: {
            profile_views: { current: 40, previous: 32, change: 8, change_percent: 25 },
            social_clicks: { current: 6, previous: 6, change: 0, change_percent: 0 },
          },
          daily_views: [
            { date: `${current}-01`, views: 10 },
            { date: `${current}-02`, views: 30 },
          ],
          search_keywords: [
            { keyword: 'yoga', count: 5 },
            { keyword: 'pilates', count: 2 },
          ],
          traffic_sources: [{ source: 'search', count: 12 }],
          social_clicks: [{ platform: 'whatsapp', count: 4 }],
          conversion: {
            rate: 0.15,
            previous_rate: 0.1875,
            category: 'health_wellness',
            category_median: 0.1,
            category_trainers: 12,
            benchmark_computed_at: '2026-11-20T02:30:00.000Z',
          },
        }),
      },
    });
    await screen.findByText('40');
    expect(screen.getAllByText(`+8 (+25%) vs ${monthLabel(previous)}`)).toHaveLength(1);
    screen.getByText('15.0%', { selector: '.stat-value' });
    expect(screen.getAllByTestId('daily-bar').map((bar) => bar.style.height)).toEqual(['33%', '100%']);
    screen.getByText(/You are above the median/);
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe(current);
    expect(screen.getAllByRole('option')).toHaveLength(12);

    screen.getByText('yoga');
    fireEvent.click(screen.getByRole('tab', { name: 'Traffic Sources' }));
    screen.getByText('Search');
    fireEvent.click(screen.getByRole('tab', { name: 'Social Clicks' }));
    screen.getByText('WhatsApp');
  });

  it('shows each tab’s own rows only, even when two sources read alike', async () => {
    await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: {
        json: analytics(current, {
          search_keywords: [{ keyword: 'yoga', count: 1 }],
          // Two names the API keeps apart that both read 'Home Page'.
          traffic_sources: [
            { source: 'home_page', count: 3 },
            { source: 'home__page', count: 2 },
            { source: 'search', count: 1 },
          ],
          social_clicks: [{ platform: 'website', count: 2 }],
        }),
      },
    });
    await screen.findByText('yoga');
    const rowsOf = (tab: string) => {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      return within(screen.getByRole('tabpanel'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    };
    for (let round = 0; round < 2; round++) {
      expect(rowsOf('Traffic Sources')).toEqual(['Home Page3', 'Home Page2', 'Search1']);
      expect(rowsOf('Social Clicks')).toEqual(['Website2']);
      expect(rowsOf('Search Keywords')).toEqual(['yoga1']);
    }
  });

  it('switches months through the selector and shows the SPEC empty texts', async () => {
    const router = await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: {
        json: analytics(current, { search_keywords: [{ keyword: 'yoga', count: 1 }] }),
      },
      [`GET /me/trainer/analytics?month=${oldest}`]: { json: analytics(oldest) },
    });
    await screen.findByText('yoga');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: oldest } });
    await waitFor(() => expect(screen.getByTestId('analytics-month').dataset.month).toBe(oldest));
    expect(router.state.location.search).toBe(`?month=${oldest}`);
    screen.getByText(MESSAGES.noSearch);
    fireEvent.click(screen.getByRole('tab', { name: 'Traffic Sources' }));
    screen.getByText(MESSAGES.noTraffic);
    fireEvent.click(screen.getByRole('tab', { name: 'Social Clicks' }));
    screen.getByText(MESSAGES.noSocial);
  });

  it('shows the month’s enquiries, reply rate and median first reply as stat cards', async () => {
    await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: {
        json: analytics(current, {
          enquiries: { count: 4, replied: 3, reply_rate: 0.75, median_first_reply_minutes: 90 },
        }),
      },
    });
    const figures = await screen.findByTestId('enquiry-figures');
    const card = (title: string) => within(figures).getByText(title).parentElement?.textContent;
    expect(card('Enquiries')).toBe('Enquiries4Conversations learners started this month');
    expect(card('Reply rate')).toBe('Reply rate75%3 of 4 answered');
    expect(card('Median first reply')).toBe('Median first reply1 h 30 minFrom a learner’s first message to your reply');
  });

  it('shows dashes and says why, never NaN, without enquiries or without replies', async () => {
    const router = await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: { json: analytics(current) },
      [`GET /me/trainer/analytics?month=${previous}`]: {
        json: analytics(previous, {
          enquiries: { count: 2, replied: 0, reply_rate: 0, median_first_reply_minutes: null },
        }),
      },
    });
    let figures = await screen.findByTestId('enquiry-figures');
    const card = (title: string) => within(figures).getByText(title).parentElement?.textContent;
    expect(card('Enquiries')).toBe('Enquiries0No learner messaged you this month');
    expect(card('Reply rate')).toBe('Reply rate–Nothing to answer yet');
    expect(card('Median first reply')).toBe('Median first reply–Nothing to answer yet');
    expect(figures.textContent).not.toMatch(/NaN|null|undefined/);

    await act(() => router.navigate(`/trainer-analytics?month=${previous}`));
    await waitFor(() => expect(screen.getByTestId('analytics-month').dataset.month).toBe(previous));
    figures = screen.getByTestId('enquiry-figures');
    expect(card('Reply rate')).toBe('Reply rate0%0 of 2 answered');
    expect(card('Median first reply')).toBe('Median first reply–No enquiry answered yet');
  });

  it('shows the month’s session requests, acceptance rate and sessions as stat cards', async () => {
    await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: {
        json: analytics(current, {
          bookings: { requests: 5, decided: 4, accepted: 3, acceptance_rate: 0.75, sessions: 2 },
        }),
      },
    });
    const figures = await screen.findByTestId('session-figures');
    const card = (title: string) => within(figures).getByText(title).parentElement?.textContent;
    expect(card('Session requests')).toBe('Session requests5Requests learners sent this month');
    expect(card('Acceptance rate')).toBe('Acceptance rate75%3 of 4 accepted');
    expect(card('Sessions')).toBe('Sessions2Accepted sessions starting this month');
  });

  it('shows a dash for the acceptance rate, never NaN, before any request is decided', async () => {
    const router = await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: { json: analytics(current) },
      [`GET /me/trainer/analytics?month=${previous}`]: {
        json: analytics(previous, {
          bookings: { requests: 2, decided: 0, accepted: 0, acceptance_rate: null, sessions: 0 },
        }),
      },
    });
    let figures = await screen.findByTestId('session-figures');
    const card = (title: string) => within(figures).getByText(title).parentElement?.textContent;
    expect(card('Session requests')).toBe('Session requests0No learner asked for a session this month');
    expect(card('Acceptance rate')).toBe('Acceptance rate–Nothing to decide yet');
    expect(card('Sessions')).toBe('Sessions0No session this month');
    expect(figures.textContent).not.toMatch(/NaN|null|undefined/);

    await act(() => router.navigate(`/trainer-analytics?month=${previous}`));
    await waitFor(() => expect(screen.getByTestId('analytics-month').dataset.month).toBe(previous));
    figures = screen.getByTestId('session-figures');
    expect(card('Session requests')).toBe('Session requests2Requests learners sent this month');
    expect(card('Acceptance rate')).toBe('Acceptance rate–No request decided yet');
  });

  it('sends a user without a trainer record to the dashboard', async () => {
    const router = await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: {
        status: 404,
        json: { error: { code: 'no_trainer_profile', message: MESSAGES.noTrainer } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(toast.error).toHaveBeenCalledWith(MESSAGES.noTrainer);
  });

  it('says when analytics fail to load, and retries', async () => {
    let fail = true;
    await renderPage({
      [`GET /me/trainer/analytics?month=${current}`]: () =>
        fail
          ? { status: 500, json: { error: { code: 'internal_error', message: 'Internal error' } } }
          : { json: analytics(current) },
    });
    await screen.findByText(MESSAGES.loadFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText(MESSAGES.noSearch);
  });
});
