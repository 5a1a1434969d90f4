import { type ApiErrorBody, isApiErrorBody, referenceText } from '#shared/api-error';

/** A failed API call, carrying the worker's uniform error (status, code, message, fields). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** The whole parsed answer, for the few errors that carry more (a 409's current record). */
    readonly body?: unknown,
    /** A 5xx's request id, which finds its log lines: what the user quotes ("Reference: <id>"). */
    readonly reference?: string,
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Turns any non-2xx response into an ApiRequestError with the most specific message available. A
 * 5xx keeps its reference: the body's (whose message already ends with it), else the
 * `X-Request-Id` header (an answer that is not the uniform error), added to the message.
 */
export async function toApiError(res: Response): Promise<ApiRequestError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const header = res.status >= 500 ? (res.headers.get('x-request-id') ?? undefined) : undefined;
  if (isApiErrorBody(body)) {
    const { code, message, fields, reference } = (body as ApiErrorBody).error;
    return new ApiRequestError(res.status, code, message, fields, body, reference ?? header);
  }
  const message = header ? `${FALLBACK_MESSAGE} ${referenceText(header)}` : FALLBACK_MESSAGE;
  return new ApiRequestError(res.status, 'http_error', message, undefined, undefined, header);
}

/** The reference of a failed request (a 5xx's request id), when `error` is one that has it. */
export function errorReference(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.reference : undefined;
}

/** fetch options plus `json`, a body to send as JSON. */
export type ApiRequestInit = RequestInit & { json?: unknown };

let requestsHeld = false;

/**
 * For the worker's first-screen render (server/render-first-screen), which has no API origin to ask
 * and must render what the browser's first render shows: every request from then on stays
 * pending, so a query without embedded data renders as loading, as it does in the browser.
 */
export function holdApiRequests(): void {
  requestsHeld = true;
}

/**
 * JSON request to the worker's /api, without credentials of its own. Resolves with the parsed body or
 * rejects with ApiRequestError. Features call it through the helpers in ./session/requests.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  if (requestsHeld) return new Promise<T>(() => {});
  const { json, headers, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('accept', 'application/json');
  if (json !== undefined) requestHeaders.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: requestHeaders,
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch (err) {
    // A cancelled request (a newer query replaced it) is not a network failure: pass the abort on.
    if (rest.signal?.aborted) throw err;
    throw new ApiRequestError(0, 'network_error', 'Network error. Check your connection and try again.');
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** What to tell the user about a failed request: the worker's own message when it sent one, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}
