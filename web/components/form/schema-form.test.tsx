import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as z from 'zod';
import { type SignUpInput, signUpSchema } from '#shared/api/auth';
import { ApiRequestError } from '#web/lib/api-client';
import { type SchemaFormOptions, type SchemaSource, useSchemaForm } from '#web/lib/forms/use-schema-form';
import { Field } from './Field';

type Options = SchemaFormOptions<SignUpInput, z.output<typeof signUpSchema>>;

function SignUpHarness({
  schema = signUpSchema,
  ...props
}: Pick<Options, 'onSubmit' | 'onError' | 'onInvalid'> & {
  schema?: SchemaSource<SignUpInput, z.output<typeof signUpSchema>>;
}) {
  const { control, formProps, submitting, preloadSchema } = useSchemaForm(schema, {
    defaultValues: { fullName: '', email: '', password: '' },
    ...props,
  });
  return (
    <form {...formProps} onFocus={preloadSchema}>
      <Field control={control} name="fullName" label="Full name" />
      <Field control={control} name="email" label="Email" />
      <Field control={control} name="password" label="Password" />
      <button type="submit" disabled={submitting}>
        {submitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useSchemaForm', () => {
  it('shows the shared schema’s messages on the fields and does not submit', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<SignUpHarness onSubmit={onSubmit} onInvalid={onInvalid} />);
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Full name is required');
    screen.getByText('Please enter a valid email address');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('submits what was typed plus the parsed values, and is "submitting" meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUpHarness onSubmit={onSubmit} />);
    fill('Full name', ' Ann ');
    fill('Email', 'Ann@Example.com');
    fill('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Sending' });
    expect(onSubmit).toHaveBeenCalledWith(
      { fullName: ' Ann ', email: 'Ann@Example.com', password: 'secret1' },
      { fullName: 'Ann', email: 'ann@example.com', password: 'secret1' },
    );
    await act(async () => finish());
    screen.getByRole('button', { name: 'Send' });
  });

  it('puts the server’s field errors (error.fields) on the matching fields and hands the error on', async () => {
    const failure = new ApiRequestError(409, 'email_taken', 'An account with this email already exists', {
      email: 'An account with this email already exists',
      somethingElse: 'not a field of this form',
    });
    const onError = vi.fn();
    render(
      <SignUpHarness
        onSubmit={async () => {
          throw failure;
        }}
        onError={onError}
      />,
    );
    fill('Full name', 'Ann');
    fill('Email', 'ann@example.com');
    fill('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('An account with this email already exists');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('not a field of this form')).toBeNull();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  describe('with a schema loaded on demand', () => {
    it('loads it once, on the first focus in the form, and validates with it', async () => {
      const load = vi.fn(async () => signUpSchema);
      const onSubmit = vi.fn();
      render(<SignUpHarness schema={load} onSubmit={onSubmit} />);
      expect(load).not.toHaveBeenCalled();
      fireEvent.focus(screen.getByLabelText('Email'));
      expect(load).toHaveBeenCalledTimes(1);
      fill('Email', 'nope');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await screen.findByText('Full name is required');
      // Labels now carry the fields' messages too.
      fill(/^Full name/, 'Ann');
      fill(/^Email/, 'Ann@Example.com');
      fill(/^Password/, 'secret1');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await vi.waitFor(() =>
        expect(onSubmit).toHaveBeenCalledWith(
          { fullName: 'Ann', email: 'Ann@Example.com', password: 'secret1' },
          { fullName: 'Ann', email: 'ann@example.com', password: 'secret1' },
        ),
      );
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('answers a failed load like a failed request, and loads again on the next submit', async () => {
      const offline = new TypeError('Failed to fetch dynamically imported module');
      const load = vi.fn<() => Promise<typeof signUpSchema>>().mockRejectedValueOnce(offline);
      load.mockResolvedValue(signUpSchema);
      const onSubmit = vi.fn();
      const onError = vi.fn();
      render(<SignUpHarness schema={load} onSubmit={onSubmit} onError={onError} />);
      fill('Full name', 'Ann');
      fill('Email', 'ann@example.com');
      fill('Password', 'secret1');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(offline));
      expect(onSubmit).not.toHaveBeenCalled();
      // The form is usable again, not stuck "submitting".
      fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});

describe('a worker-rendered schema form', () => {
  it('keeps what was typed before it hydrated, and submits it', async () => {
    // The worker's render of the form, then a visitor typing into it before the app is there.
    const { renderToString } = await import('react-dom/server');
    const onSubmit = vi.fn(async () => {});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignUpHarness onSubmit={onSubmit} />);
    document.body.append(container);
    const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    box('Full name').value = 'Ana Lopez';
    box('Email').value = 'ana@example.com';

    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, <SignUpHarness onSubmit={onSubmit} />));
    try {
      // The next render (the counter, an error) no longer writes the rendered empty value back.
      fill('Password', 'secret1');
      expect(box('Full name').value).toBe('Ana Lopez');
      expect(box('Email').value).toBe('ana@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
      expect(onSubmit).toHaveBeenCalledWith(
        { fullName: 'Ana Lopez', email: 'ana@example.com', password: 'secret1' },
        expect.objectContaining({ email: 'ana@example.com' }),
      );
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
