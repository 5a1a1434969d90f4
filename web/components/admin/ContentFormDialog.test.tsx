import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { Field } from '#web/components/form/Field';
import { ApiRequestError } from '#web/lib/api-client';
import { toast } from '#web/lib/toast';
import { ContentFormDialog } from './ContentFormDialog';
import { type ContentForm, useContentForm } from './use-content-form';

vi.mock('#web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const thingSchema = z.object({ name: z.string().trim().min(1, 'Name is required') });
type ThingInput = z.input<typeof thingSchema>;

const THING_FORM: ContentForm<ThingInput, z.output<typeof thingSchema>> = {
  schema: thingSchema,
  noun: 'thing',
  createLabel: 'Create Thing',
  toasts: {
    created: 'Thing created',
    updated: 'Thing updated',
    saveFailed: 'Failed to save thing',
    required: 'Please fill in all fields',
  },
};

function ThingDialog({
  thing,
  save,
  onClose,
}: {
  thing: { id: number; name: string } | null;
  save: (change: { id: number | null; input: ThingInput }) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useContentForm(THING_FORM, thing, {
    defaults: { name: thing?.name ?? '' },
    save: { mutateAsync: save },
    onSaved: onClose,
  });
  return (
    <ContentFormDialog form={form} onClose={onClose}>
      <Field control={form.control} name="name" label="Name" />
    </ContentFormDialog>
  );
}

function renderDialog(thing: { id: number; name: string } | null, save = vi.fn(async () => ({}))) {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [{ path: '/', element: <ThingDialog thing={thing} save={save} onClose={onClose} /> }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { save, onClose, dialog: screen.getByRole('dialog', { name: thing ? 'Edit thing' : 'New thing' }) };
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value: text } });

describe('a content item’s form dialog', () => {
  it('creates a new item, says so and closes', async () => {
    const { save, onClose, dialog } = renderDialog(null);
    type('Kettle');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Thing' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ id: null, input: { name: 'Kettle' } });
    expect(toast.success).toHaveBeenCalledWith('Thing created');
  });

  it('saves a stored item over itself', async () => {
    const { save, onClose, dialog } = renderDialog({ id: 7, name: 'Lamp' });
    type('Lamp, brass');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ id: 7, input: { name: 'Lamp, brass' } });
    expect(toast.success).toHaveBeenCalledWith('Thing updated');
  });

  it('toasts the schema’s first message and sends nothing when refused', async () => {
    const { save, dialog } = renderDialog(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Thing' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Name is required'));
    expect(save).not.toHaveBeenCalled();
  });

  it('stays open with what was typed when the save fails, and says so', async () => {
    const failed = new ApiRequestError(500, 'internal', 'Something went wrong');
    const { onClose, dialog } = renderDialog(
      null,
      vi.fn(async () => {
        throw failed;
      }),
    );
    type('Kettle');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Thing' }));
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to save thing', {
        cause: expect.objectContaining({ status: 500 }),
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Kettle');
  });

  it('closes at once with nothing typed, and asks first when something was', () => {
    const first = renderDialog(null);
    fireEvent.click(within(first.dialog).getByRole('button', { name: 'Cancel' }));
    expect(first.onClose).toHaveBeenCalledOnce();
    cleanup();

    const { onClose, dialog } = renderDialog(null);
    type('Half a thought');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const ask = within(dialog).getByRole('alertdialog', { name: 'Discard your changes?' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
