import { type ApiErrorBody, isApiErrorBody, referenceText } from '#shared/api-error';
import type { ApiAnswer, ApiArgs, ApiCall, ApiMethodOf, ApiPath, DefaultMethod } from './api-types';

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

/** fetch options plus `json` (the body), `param`s for the path's `:name`s and `query`; typed per endpoint by ./api-types.ts. */
export type ApiRequestInit = RequestInit & {
  json?: unknown;
  param?: Record<string, string | number>;
  query?: Record<string, string | string[] | undefined> | URLSearchParams;
};

let requestsHeld = false;

/** For the worker's first-screen render: requests stay pending, so a query without embedded data renders as loading, as in the browser. */
export function holdApiRequests(): void {
  requestsHeld = true;
}

function urlOf(path: string, { param = {}, query = {} }: ApiRequestInit): string {
  const search = new URLSearchParams();
  for (const [name, value] of query instanceof URLSearchParams ? query : Object.entries(query)) {
    for (const one of [value ?? []].flat()) search.append(name, one);
  }
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(param[name] ?? ''));
  return search.size > 0 ? `${filled}?${search}` : filled;
}

/** Untyped, without credentials of its own; features call the typed ones (`apiRequest`, ./session/requests). */
export async function sendApiRequest(path: string, init: ApiRequestInit = {}): Promise<unknown> {
  if (requestsHeld) return new Promise<never>(() => {});
  const { json, headers, param, query, ...rest } = init;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('accept', 'application/json');
  if (json !== undefined) requestHeaders.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(`/api${urlOf(path, { param, query })}`, {
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
  if (res.status === 204) return undefined;
  return res.json();
}

/** The one place an answer is given its type, read from the worker's routes (AppType, ./api-types.ts). */
export function typedApiCall(send: (path: string, init?: ApiRequestInit) => Promise<unknown>): ApiCall {
  return <P extends ApiPath, M extends ApiMethodOf<P> = DefaultMethod<P>>(path: P, ...[init]: ApiArgs<P, M>) =>
    send(path, init) as Promise<ApiAnswer<P, M>>;
}

/** A request without credentials of its own (sign-in, refresh, sign-out); features use ./session/requests. */
export const apiRequest = typedApiCall(sendApiRequest);

/** What to tell the user about a failed request: the worker's own message when it sent one, else `fallback`. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.message ? error.message : fallback;
}
