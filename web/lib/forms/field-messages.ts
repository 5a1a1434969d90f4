import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * The first message of each field with an error, in the schema's order ('title' -> 'Please enter a
 * title for your review'), for forms whose toast names the first problem.
 */
export function fieldMessages<T extends FieldValues>(errors: FieldErrors<T>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = error && typeof error === 'object' && 'message' in error ? error.message : undefined;
    if (typeof message === 'string' && message) messages[name] = message;
  }
  return messages;
}
