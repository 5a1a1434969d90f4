import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { constraintApiError } from './db-errors';
import { ApiError, errorBody } from './errors';

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
  // A constraint violation that a repository did not translate is still the client's bad input.
  const constraint = constraintApiError(err);
  if (constraint) {
    console.warn('Untranslated constraint violation', c.req.method, c.req.path, err.message);
    return c.json(errorBody(constraint.code, constraint.message, constraint.fields), constraint.status);
  }
  // Never leak stack traces or SQL to clients; the log keeps the detail.
  console.error('Unhandled error', c.req.method, c.req.path, err);
  return c.json(errorBody('internal_error', 'Something went wrong. Please try again.'), 500);
}

export function handleNotFound(c: Context): Response {
  return c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404);
}
