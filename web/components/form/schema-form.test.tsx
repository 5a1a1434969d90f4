import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { type SignUpInput, signUpSchema } from '#shared/api/auth';
import { ApiRequestError } from '../../lib/api-client';
import { type SchemaFormOptions, useSchemaForm } from '../../lib/forms/use-schema-form';
import { TextField } from './TextField';

type Options = SchemaFormOptions<SignUpInput, z.output<typeof signUpSchema>>;

function SignUpHarness(props: Pick<Options, 'onSubmit' | 'onError' | 'onInvalid'>) {
  const { control, onSubmit, submitting } = useSchemaForm(signUpSchema, {
    defaultValues: { fullName: '', email: '', password: '' },
    ...props,
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField control={control} name="fullName" label="Full name" />
      <TextField control={control} name="email" label="Email" />
      <TextField control={control} name="password" label="Password" />
      <button type="submit" disabled={submitting}>
        {submitting ? 'Sending' : 'Send'}
      </button>
    </form>
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useSchemaForm', () => {
  it('shows the shared schema’s messages on the fields and does not submit', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    render(<SignUpHarness onSubmit={onSubmit} onInvalid={onInvalid} />);
    fill('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
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
    expect(await screen.findByRole('button', { name: 'Sending' })).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith(
      { fullName: ' Ann ', email: 'Ann@Example.com', password: 'secret1' },
      { fullName: 'Ann', email: 'ann@example.com', password: 'secret1' },
    );
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
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
    expect(await screen.findByText('An account with this email already exists')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('not a field of this form')).toBeNull();
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
