import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../shared/api-error';

/** Thrown by handlers and repositories; turned into the uniform JSON error by `handleError`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** Global error handler: known errors keep their status; anything else is logged and hidden. */
export function handleError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'http_error';
    const message = status === 413 ? 'Request body is too large' : err.message || 'Request failed';
    return c.json(errorBody(code, message), status);
  }
  // Never leak stack traces or SQL to clients; the log keeps the detail.
  console.error('Unhandled error', c.req.method, c.req.path, err);
  return c.json(errorBody('internal_error', 'Something went wrong. Please try again.'), 500);
}

export function handleNotFound(c: Context): Response {
  return c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404);
}

/** D1 reports constraint violations as text; this is the SQLite analogue of Postgres code 23505. */
export function isUniqueViolation(err: unknown): boolean {
  const text =
    err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err);
  return /UNIQUE constraint failed|SQLITE_CONSTRAINT_UNIQUE|SQLITE_CONSTRAINT_PRIMARYKEY/i.test(text);
}
