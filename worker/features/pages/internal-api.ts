/** What a page handler is given of its request (Hono's `executionCtx`). */
export type PageExecutionContext = Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException' | 'props'>;

/**
 * This worker's own API (worker/app.ts `app.fetch`), handed to the pages by the composition root
 * (worker/site.ts): the pages call it without importing the app that mounts them.
 */
export type ApiFetch = (request: Request, env: Env, ctx: PageExecutionContext) => Response | Promise<Response>;

/** A page's request, and the API to ask on its behalf. */
export interface ApiCaller {
  api: ApiFetch;
  request: Request;
  env: Env;
  ctx: PageExecutionContext;
}

/** What the page needs to know about an in-process API answer: its body, read once, when it is a 200. */
export type InternalApiResult<Body> =
  | { status: 'ok'; data: Body }
  | { status: 'not-found' }
  /** A renamed trainer: the API answers 301 with the current slug. */
  | { status: 'moved'; location: string }
  /** Maintenance, an error, anything else: the page is served without the data. */
  | { status: 'unavailable' };

/**
 * Calls this worker's own API for a page's data, in the same isolate: same routes, validation,
 * KV cache and cache versions as the browser's own request would get. The visitor's Cookie header
 * goes along, so whatever the API decides from it (sessions, read-your-writes) holds for the
 * embedded copy too. `Body` is the type the API's contract (worker/shared/api) gives that answer.
 */
export async function callInternalApi<Body>(caller: ApiCaller, path: string): Promise<InternalApiResult<Body>> {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = caller.request.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const res = await caller.api(
    new Request(new URL(`/api${path}`, caller.request.url), { headers }),
    caller.env,
    caller.ctx,
  );
  if (res.status === 200) return { status: 'ok', data: await res.json<Body>() };
  // Not read: the body only describes the error.
  await res.body?.cancel();
  if (res.status === 404) return { status: 'not-found' };
  const location = res.headers.get('location');
  if (res.status === 301 && location) return { status: 'moved', location };
  return { status: 'unavailable' };
}
