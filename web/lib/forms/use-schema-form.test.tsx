import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ title: z.string().min(1) });

function TitleForm({ onSubmit }: { onSubmit: () => Promise<void> }) {
  const { form, formProps } = useSchemaForm(schema, { defaultValues: { title: 'Hello' }, onSubmit });
  return (
    <form {...formProps} aria-label="Title form">
      <input aria-label="Title" {...form.register('title')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('sends one submission at a time: a second submit while the first runs is dropped', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<TitleForm onSubmit={onSubmit} />);
    const form = screen.getByRole('form', { name: 'Title form' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.submit(form);
    await act(async () => finish());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    // Once it is done, the next submission goes through.
    fireEvent.submit(form);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
