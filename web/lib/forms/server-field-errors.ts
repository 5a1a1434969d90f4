import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '#web/lib/api-client';

/**
 * Puts the worker's field errors (`error.fields` of `{ error: { code, message, fields } }`) on the
 * form's fields, so a rule only the server can check (an email already taken) reads like any
 * other validation message. Fields the form does not have are ignored; the toast carries the message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fieldNames: readonly string[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiRequestError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    if (fieldNames.includes(name)) setError(name as Path<T>, { type: 'server', message }, { shouldFocus: true });
  }
}
