import { exports } from 'cloudflare:workers';

// The generated `Cloudflare.Exports` type does not pick up `GlobalProps.mainModule` under tsgo,
// so the loopback to our default export is typed here once.
const worker = (exports as unknown as { default: Fetcher }).default;

/** Sends a request through the real worker entry point (middleware, routing, error handling). */
export function callWorker(path: string, init?: RequestInit, base = 'http://localhost'): Promise<Response> {
  return worker.fetch(new Request(`${base}${path}`, init));
}

/** JSON request helper; `json` becomes the body with the right content type. */
export function callJson(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (json !== undefined) h.set('content-type', 'application/json');
  return callWorker(path, { ...rest, headers: h, body: json === undefined ? rest.body : JSON.stringify(json) });
}
