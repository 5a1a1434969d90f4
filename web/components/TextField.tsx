import type { InputHTMLAttributes } from 'react';

/** A labelled text input with its validation message; forms share it so errors look and read the same. */
export function TextField({
  label,
  error,
  ...input
}: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex w-full flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <input
        {...input}
        className={`input input-bordered w-full ${error ? 'input-error' : ''}`}
        aria-invalid={Boolean(error)}
      />
      {error && <span className="text-sm text-error">{error}</span>}
    </label>
  );
}
