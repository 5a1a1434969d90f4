import { ApiError } from './errors';

// D1 reports constraint violations only as text: read here once, so a violation becomes a 4xx, never a 500 showing SQL (decision 013).
export type ConstraintViolation =
  | { kind: 'unique'; columns: string[] }
  | { kind: 'check'; constraint: string }
  | { kind: 'not_null'; column: string }
  | { kind: 'foreign_key' };

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = (err as { cause?: unknown }).cause;
  return `${err.message} ${cause instanceof Error ? cause.message : String(cause ?? '')}`;
}

export function parseConstraintViolation(err: unknown): ConstraintViolation | null {
  const text = errorText(err);
  const unique = /UNIQUE constraint failed: ([\w., ]+?)(?::|$)/i.exec(text);
  if (unique?.[1]) return { kind: 'unique', columns: unique[1].split(',').map((c) => c.trim().split('.').pop() ?? c) };
  if (/SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)|UNIQUE constraint failed/i.test(text))
    return { kind: 'unique', columns: [] };
  const check = /CHECK constraint failed: (\w+)/i.exec(text);
  if (check?.[1]) return { kind: 'check', constraint: check[1] };
  const notNull = /NOT NULL constraint failed: [\w]+\.(\w+)/i.exec(text);
  if (notNull?.[1]) return { kind: 'not_null', column: notNull[1] };
  if (/FOREIGN KEY constraint failed/i.test(text)) return { kind: 'foreign_key' };
  return null;
}

/** Whether a trigger refused the write with `RAISE(ABORT, '<message>')` (e.g. 'booking_overlap'). */
export function isRaised(err: unknown, message: string): boolean {
  return errorText(err).includes(message);
}

export function isUniqueViolation(err: unknown): boolean {
  return parseConstraintViolation(err)?.kind === 'unique';
}

/** `reviews_title_check` → `title`: CHECK constraints are named `<table>_<column>_check`. */
function checkField(constraint: string, fields: Record<string, string>): string {
  const mapped = fields[constraint];
  if (mapped) return mapped;
  const parts = constraint.replace(/_check$/, '').split('_');
  return parts.slice(-1)[0] ?? constraint;
}

export interface ConstraintMapping {
  /** CHECK constraint name → API field name, where the convention above does not fit. */
  checkFields?: Record<string, string>;
  /** The answer for a UNIQUE violation (e.g. 'You have already reviewed this trainer'). */
  unique?: ApiError;
  /** The answer for a FOREIGN KEY violation: 404 when the referenced item is gone, by default 409. */
  foreignKey?: ApiError;
}

export function constraintApiError(err: unknown, mapping: ConstraintMapping = {}): ApiError | null {
  const violation = parseConstraintViolation(err);
  if (!violation) return null;
  switch (violation.kind) {
    case 'unique':
      return mapping.unique ?? new ApiError(409, 'conflict', 'This already exists.');
    case 'foreign_key':
      return mapping.foreignKey ?? new ApiError(409, 'conflict', 'A related item no longer exists.');
    case 'check': {
      const field = checkField(violation.constraint, mapping.checkFields ?? {});
      const message = `Invalid value for ${field}`;
      return new ApiError(400, 'validation_error', message, { [field]: message });
    }
    case 'not_null': {
      const message = `${violation.column} is required`;
      return new ApiError(400, 'validation_error', message, { [violation.column]: message });
    }
  }
}

/** Runs a write, turning a constraint violation into its 4xx; `onUnique` answers a duplicate with a value instead. */
export async function withConstraintErrors<T, U = never>(
  write: () => Promise<T>,
  mapping: ConstraintMapping & { onUnique?: () => U } = {},
): Promise<T | U> {
  try {
    return await write();
  } catch (err) {
    if (mapping.onUnique && isUniqueViolation(err)) return mapping.onUnique();
    throw constraintApiError(err, mapping) ?? err;
  }
}
