import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/toast';
import { type Column, ContentList, type ContentListCopy } from './ContentList';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

interface Thing {
  id: number;
  title: string;
}

const COPY: ContentListCopy = {
  heading: 'Things',
  newLabel: 'New Thing',
  one: 'thing',
  toasts: { deleted: 'Thing deleted', deleteFailed: 'Failed to delete thing', loadFailed: 'Failed to load things' },
};
const COLUMNS: Column<Thing>[] = [
  { header: 'Title', className: 'font-medium', cell: (thing) => thing.title },
  { header: 'Place', cell: (_thing, index) => `#${index + 1}` },
];
const THINGS: Thing[] = [
  { id: 4, title: 'Kettle' },
  { id: 9, title: 'Lamp' },
];

/** A delete mutation whose outcome the test decides. */
function deleteStub(outcome: 'success' | 'error') {
  return {
    isPending: false,
    mutate: vi.fn((_id: number, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) =>
      outcome === 'success' ? callbacks.onSuccess() : callbacks.onError(new Error('refused')),
    ),
  };
}

function renderList(options: Partial<Parameters<typeof ContentList<Thing>>[0]> = {}) {
  const {
    rows = 'rows' in options ? undefined : THINGS,
    query = { isPending: false, isError: false },
    remove = deleteStub('success'),
    paging,
  } = options;
  const onNew = vi.fn();
  const onEdit = vi.fn();
  render(
    <ContentList
      copy={COPY}
      columns={COLUMNS}
      name={(thing) => `“${thing.title}”`}
      warning={(thing) => `${thing.title} goes for good.`}
      rows={rows}
      query={query}
      paging={paging}
      onNew={onNew}
      onEdit={onEdit}
      remove={remove}
    >
      <p>the open form</p>
    </ContentList>,
  );
  return { onNew, onEdit, remove };
}

describe('ContentList', () => {
  it('shows the heading, the columns with a buttons column for screen readers, and each row’s cells', () => {
    const { onNew } = renderList();
    screen.getByRole('heading', { name: 'Things' });
    fireEvent.click(screen.getByRole('button', { name: 'New Thing' }));
    expect(onNew).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Place', 'Actions']);
    const lamp = screen.getByRole('row', { name: /Lamp/ });
    const cells = within(lamp).getAllByRole('cell');
    expect(cells.map((td) => [td.dataset.label, td.textContent])).toEqual([
      ['Title', 'Lamp'],
      ['Place', '#2'],
      [undefined, 'EditDelete'],
    ]);
    expect(cells[0]?.className).toBe('font-medium');
    screen.getByText('the open form');
  });

  it.for([
    ['while loading', { rows: undefined, query: { isPending: true, isError: false } }, 'Loading things'],
    [
      'when it could not load',
      { rows: undefined, query: { isPending: false, isError: true } },
      'Failed to load things',
    ],
    ['when there is nothing', { rows: [] }, 'No things yet.'],
  ] as const)('says so in the table %s', ([, options, text]) => {
    renderList(options);
    const status = within(screen.getAllByRole('row')[1] as HTMLElement).getByRole('cell');
    expect(status.getAttribute('colspan')).toBe('3');
    expect(within(status).queryByRole('status', { name: text }) ?? within(status).getByText(text)).toBeTruthy();
  });

  it('keeps the rows it has when a later load fails, with no status row', () => {
    renderList({ query: { isPending: false, isError: true } });
    screen.getByText('Kettle');
    expect(screen.queryByText('Failed to load things')).toBeNull();
    expect(screen.queryByText('No things yet.')).toBeNull();
  });

  it('edits a row by its named button', () => {
    const { onEdit } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit “Lamp”' }));
    expect(onEdit).toHaveBeenCalledWith(THINGS[1]);
  });

  it('deletes a row only once confirmed, then says so and closes the confirmation', () => {
    const { remove } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Kettle”' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete thing?' });
    within(confirm).getByText('Kettle goes for good.');
    expect(remove.mutate).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(remove.mutate).toHaveBeenCalledWith(4, expect.anything());
    expect(toast.success).toHaveBeenCalledWith('Thing deleted');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the confirmation open and says so when the delete fails; Cancel closes it', () => {
    renderList({ remove: deleteStub('error') });
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Lamp”' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(toast.error).toHaveBeenCalledWith('Failed to delete thing', {
      cause: expect.objectContaining({ message: 'refused' }),
    });
    const confirm = screen.getByRole('dialog', { name: 'Delete thing?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages when the list is longer than a page', () => {
    const onPage = vi.fn();
    renderList({ paging: { page: 1, of: { total: 45, page_size: 20 }, onPage } });
    screen.getByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
