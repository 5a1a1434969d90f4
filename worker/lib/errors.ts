import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiErrorBody, referenceText } from '#shared/api-error';

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

/**
 * A binding that does not answer (D1 down or too slow, R2 failing): 503 with `Retry-After`, never a
 * 500, so the visitor is told to try again rather than that something broke.
 */
export class UnavailableError extends ApiError {
  constructor(message: string, cause?: unknown) {
    super(503, 'service_unavailable', message);
    this.cause = cause;
  }
}

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 60;

/** The UnavailableError behind `err`, also when a library wrapped it (drizzle's query errors keep it as `cause`). */
export function unavailableCause(err: unknown): UnavailableError | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    if (e instanceof UnavailableError) return e;
  }
  return undefined;
}

/** A 5xx message as the client sees it: it names the request's log lines. */
export function withReference(message: string, reference: string): string {
  return `${message} ${referenceText(reference)}`;
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  reference?: string,
): ApiErrorBody {
  if (reference !== undefined) return { error: { code, message: withReference(message, reference), reference } };
  return { error: fields ? { code, message, fields } : { code, message } };
}
