import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStatsResponse, AuditLogResponse, ContactInboxResponse } from '#shared/api/admin';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { stubAdminFetch } from '#web/test/stub-admin-fetch';
import { AdminOverviewPage } from './AdminOverviewPage';

const stats: AdminStatsResponse = {
  total_users: 160,
  new_users_this_week: 12,
  total_trainers: 673,
  new_trainers_this_week: 3,
  pending_trainers: 24,
  approved_trainers: 641,
  rejected_trainers: 8,
  total_reviews: 900,
  flagged_reviews: 4,
  blog_posts: 10,
  faqs: 8,
  contact_submissions: 5,
  unread_contact_submissions: 2,
  enquiries_this_week: 17,
  sessions_booked_this_week: 5,
};

const noActivity: AuditLogResponse = { entries: [], page: 1, has_more: false };
const emptyInbox: ContactInboxResponse = { submissions: [], total: 0, unread: 0, page: 1, page_size: 20 };

function renderOverview(answer: AdminStatsResponse) {
  stubAdminFetch({
    '/admin/stats': answer,
    '/admin/audit': noActivity,
    '/admin/contact-submissions?filter=unread&page=1': emptyInbox,
  });
  const router = createMemoryRouter([{ path: '/admin', element: <AdminOverviewPage /> }], {
    initialEntries: ['/admin'],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin overview', () => {
  it('counts the enquiries of this week beside the weekly counts, keeping the eight SPEC cards', async () => {
    renderOverview(stats);
    const line = screen.getByTestId('enquiries-this-week');
    await within(line).findByText('17');
    expect(line.textContent).toBe('Enquiries this week: 17');
    const cards = screen.getByRole('list', { name: 'Platform statistics' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(8);
    within(cards).getByText('12 new this week');
    within(cards).getByText('3 new this week');
  });

  it('counts the sessions booked this week on the same line', async () => {
    renderOverview(stats);
    const line = screen.getByTestId('sessions-this-week');
    await within(line).findByText('5');
    expect(line.textContent).toBe('Sessions booked this week: 5');
    expect(line.parentElement).toBe(screen.getByTestId('enquiries-this-week').parentElement);
  });

  it('shows a week without enquiries as 0', async () => {
    renderOverview({ ...stats, enquiries_this_week: 0, sessions_booked_this_week: 0 });
    const line = screen.getByTestId('enquiries-this-week');
    await within(line).findByText('0');
    expect(line.textContent).toBe('Enquiries this week: 0');
    expect(screen.getByTestId('sessions-this-week').textContent).toBe('Sessions booked this week: 0');
  });
});
