import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '#shared/api-error';

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
