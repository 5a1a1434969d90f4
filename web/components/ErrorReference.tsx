import { referenceText } from '#shared/api-error';
import { errorReference } from '#web/lib/api-client';

/**
 * "Reference: <id>" under an error the server could not explain (a 5xx): the id of the request,
 * which finds its log lines, for the user to quote. Nothing for other errors.
 */
export function ErrorReference({
  error,
  className = 'mt-2 block text-sm opacity-80',
}: {
  error: unknown;
  className?: string;
}) {
  const reference = errorReference(error);
  if (!reference) return null;
  return <span className={className}>{referenceText(reference)}</span>;
}
