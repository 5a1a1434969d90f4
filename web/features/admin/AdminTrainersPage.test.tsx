import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminTrainerRow, AdminTrainersResponse } from '#shared/api/admin';
import { renderWithQueryClient } from '#web/test/render-with-query-client';
import { stubAdminFetch } from '#web/test/stub-admin-fetch';
import { AdminTrainersPage } from './AdminTrainersPage';
import { ADMIN_TOASTS } from './admin-toasts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('sonner');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});

const trainer = (id: number, overrides: Partial<AdminTrainerRow>): AdminTrainerRow => ({
  id,
  slug: `trainer-${id}`,
  user_id: `user-${id}`,
  full_name: `Trainer ${id}`,
  email: `trainer${id}@example.com`,
  headline: 'Strength coach',
  status: 'pending',
  email_verified: false,
  identity_verified: false,
  is_featured: false,
  featured_at: null,
  created_at: '2026-01-05T10:00:00.000Z',
  note_count: 0,
  ...overrides,
});

const page = (trainers: AdminTrainerRow[], total = trainers.length): AdminTrainersResponse => ({
  trainers,
  total,
  page: 1,
  page_size: 20,
  counts: { pending: 4, approved: 7, rejected: 1 },
});

const pending = trainer(1, { full_name: 'Pat Pending', note_count: 2 });
const approved = trainer(2, { full_name: 'Ann Approved', status: 'approved', slug: 'ann-approved', is_featured: true });

function renderAt(url: string, answers: Record<string, unknown> = {}) {
  const calls = stubAdminFetch({ '/admin/trainers?page=1': page([pending, approved]), ...answers });
  const router = createMemoryRouter([{ path: '/admin/trainers', element: <AdminTrainersPage /> }], {
    initialEntries: [url],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { calls, router };
}

const row = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }).closest('tr') as HTMLElement;

describe('/admin/trainers', () => {
  it('shows the counters and one row per trainer with its SPEC columns', async () => {
    renderAt('/admin/trainers');
    await screen.findByText('Pat Pending');
    const counts = within(screen.getByRole('list', { name: 'Trainer counts' }));
    expect(counts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pending Review4',
      'Approved7',
      'Rejected1',
    ]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '',
      'Name',
      'Email',
      'Headline',
      'Status',
      'Email',
      'Identity',
      'Featured',
      'Joined',
      'Actions',
    ]);
    // Only an approved trainer has a public profile to link to.
    expect(screen.getByRole('link', { name: 'Ann Approved' }).getAttribute('href')).toBe('/trainer/ann-approved');
    expect(screen.queryByRole('link', { name: 'Pat Pending' })).toBeNull();
    expect(within(row('Ann Approved')).queryByRole('button', { name: 'Approve Ann Approved' })).toBeNull();
    within(row('Ann Approved')).getByRole('button', { name: 'Reject Ann Approved' });
    within(row('Pat Pending')).getByRole('button', { name: 'Approve Pat Pending' });
    expect(screen.getByRole('button', { name: 'Note for Pat Pending' }).textContent).toBe('Note (2)');
    expect(screen.getByRole('button', { name: 'Note for Ann Approved' }).textContent).toBe('Note');
    const toggles = within(row('Ann Approved'))
      .getAllByRole('checkbox')
      .slice(1)
      .map((box) => [box.getAttribute('aria-label'), (box as HTMLInputElement).checked]);
    expect(toggles).toEqual([
      ['Email verified for Ann Approved', false],
      ['Identity verified for Ann Approved', false],
      ['Featured for Ann Approved', true],
    ]);
  });

  it('says when nothing matches, and pages through more than one page', async () => {
    const { router } = renderAt('/admin/trainers?status=rejected', {
      '/admin/trainers?status=rejected&page=1': page([], 0),
    });
    await screen.findByText('No trainers match these filters.');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('rejected');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    await screen.findByText('Pat Pending');
    expect(router.state.location.search).toBe('');
  });

  it('shows the pager when there are more pages, and moves the page in the URL', async () => {
    const { router } = renderAt('/admin/trainers', {
      '/admin/trainers?page=1': page([pending, approved], 45),
      '/admin/trainers?page=2': page([trainer(3, { full_name: 'Second Page' })], 45),
    });
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Second Page');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('bulk-approves the selected rows after confirming', async () => {
    renderAt('/admin/trainers');
    await screen.findByText('Pat Pending');
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Pat Pending' }));
    const bulk = within(screen.getByRole('group', { name: 'Bulk actions' }));
    bulk.getByRole('button', { name: 'Approve Selected (1)' });
    bulk.getByRole('button', { name: 'Reject Selected (1)' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all trainers on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve Selected (2)' }));
    screen.getByRole('dialog', { name: 'Approve 2 trainers' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all trainers on this page' }));
    expect(screen.queryByRole('group', { name: 'Bulk actions' })).toBeNull();
  });

  it('opens the confirmation for one trainer, and the note and history dialogs', async () => {
    renderAt('/admin/trainers', {
      '/admin/trainers/1/notes': { notes: [] },
      '/admin/audit?targetType=trainer&targetId=2': { entries: [] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject Ann Approved' }));
    screen.getByRole('dialog', { name: 'Reject Ann Approved' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Note for Pat Pending' }));
    await within(screen.getByRole('dialog', { name: 'Note about Pat Pending' })).findByText('No notes yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'History of Ann Approved' }));
    await within(screen.getByRole('dialog', { name: 'History of Ann Approved' })).findByText('No admin changes yet.');
  });

  it('a blank note saves nothing and says so; a written one is sent', async () => {
    const { calls } = renderAt('/admin/trainers', {
      '/admin/trainers/1/notes': { notes: [] },
      'POST /admin/trainers/1/notes': { note: { id: 9, note: 'Checked ID' }, message: 'Note added' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Note for Pat Pending' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Note about Pat Pending' }));
    fireEvent.change(dialog.getByRole('textbox'), { target: { value: '   ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Note' }));
    await dialog.findByText('Please write a note');
    expect(dialog.getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    screen.getByRole('dialog', { name: 'Note about Pat Pending' });
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Checked ID' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_TOASTS.noteAdded));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { url: '/api/admin/trainers/1/notes', method: 'POST', body: { note: 'Checked ID' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a verification toggle and toasts the outcome', async () => {
    const { calls } = renderAt('/admin/trainers', {
      'PATCH /admin/trainers/1/verification': { message: 'Verification updated' },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Identity verified for Pat Pending' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ADMIN_TOASTS.verificationUpdated));
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      {
        url: '/api/admin/trainers/1/verification',
        method: 'PATCH',
        body: { field: 'identity_verified', value: true },
      },
    ]);
  });
});
