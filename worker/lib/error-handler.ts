import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError, errorBody, RETRY_AFTER_SECONDS, unavailableCause, withReference } from '#worker/lib/errors';
import { currentRequestId, log, newRequestId } from '#worker/platform/log/logger';

/**
 * A 5xx answer: the message ends with "Reference: <request id>" (also `reference`, and the
 * `X-Request-Id` header), which finds the request's log lines.
 */
function serverError(c: Context, code: string, message: string, status: ContentfulStatusCode): Response {
  return c.json(errorBody(code, message, undefined, currentRequestId() ?? newRequestId()), status);
}

/**
 * Global error handler: known errors keep their status; a binding that does not answer is a 503
 * with `Retry-After`; anything else is logged and hidden behind a 500.
 */
export async function handleError(err: Error, c: Context): Promise<Response> {
  const unavailable = unavailableCause(err);
  if (unavailable) {
    log.warn('Answered 503: a binding is unavailable', { error: err });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return serverError(c, unavailable.code, unavailable.message, 503);
  }
  if (err instanceof ApiError) {
    if (err.status >= 500) {
      log.error(err.message, { error: err });
      return serverError(c, err.code, err.message, err.status);
    }
    return c.json(errorBody(err.code, err.message, err.fields), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 413 ? 'payload_too_large' : status === 401 ? 'unauthorized' : 'http_error';
    const message = status === 413 ? 'Request body is too large' : err.message || 'Request failed';
    return c.json(errorBody(code, message), status);
  }
  // A constraint violation that a repository did not translate is still the client's bad input.
  // Its translation is loaded here, by the first such error, not by every fresh isolate (README, Start-up).
  const { constraintApiError } = await import('#worker/lib/db-errors');
  const constraint = constraintApiError(err);
  if (constraint) {
    log.warn('Untranslated constraint violation', { error: err });
    return c.json(errorBody(constraint.code, constraint.message, constraint.fields), constraint.status);
  }
  // Never leak stack traces or SQL to clients; the log keeps the detail.
  log.error('Unhandled error', { error: err });
  return serverError(c, 'internal_error', 'Something went wrong. Please try again.', 500);
}

export function handleNotFound(c: Context): Response {
  return c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}`), 404);
}

/**
 * The same rule outside /api (pages, robots.txt, sitemaps), as plain text: 503 with `Retry-After`
 * when a binding is unavailable, else a logged 500; both end with the reference.
 */
export function handleSiteError(err: Error, c: Context): Response {
  const unavailable = unavailableCause(err);
  const reference = currentRequestId() ?? newRequestId();
  if (unavailable) {
    log.warn('Answered 503: a binding is unavailable', { error: err });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  } else log.error('Unhandled error', { error: err });
  const message = unavailable ? unavailable.message : 'Something went wrong. Please try again.';
  return c.text(withReference(message, reference), unavailable ? 503 : 500);
}
