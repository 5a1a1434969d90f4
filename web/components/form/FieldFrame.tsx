import type { ReactNode } from 'react';
import { codePointLength } from '#shared/code-points';

/** The id of a field's validation message, for the control's aria-describedby. */
export function fieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

/**
 * What every text field shares: the label, an optional character counter and the validation
 * message. The counter counts code points, as the shared `userText` rule and SQLite's CHECKs do,
 * so an emoji is one character here and on the server.
 */
export function FieldFrame({
  controlId,
  label,
  value,
  max,
  error,
  children,
}: {
  /** The id of the input or textarea inside, which the label names. */
  controlId: string;
  label: string;
  value: string;
  max?: number;
  error?: string;
  children: ReactNode;
}) {
  const count = codePointLength(value);
  return (
    <label htmlFor={controlId} className="flex w-full flex-col gap-1">
      <span className="flex justify-between gap-2 text-sm font-medium">
        {label}
        {max !== undefined && (
          <span className={`font-normal ${count > max ? 'text-error' : 'text-base-content/60'}`} aria-live="polite">
            {count}/{max}
          </span>
        )}
      </span>
      {children}
      {error && (
        <span id={fieldErrorId(controlId)} className="text-sm text-error">
          {error}
        </span>
      )}
    </label>
  );
}
