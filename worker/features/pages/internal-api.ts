/** What a page handler is given of its request (Hono's `executionCtx`). */
export type PageExecutionContext = Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException' | 'props'>;

/** This worker's own API, handed over by worker/site.ts so the pages need not import the app that mounts them. */
export type ApiFetch = (request: Request, env: Env, ctx: PageExecutionContext) => Response | Promise<Response>;

/** A page's request, and the API to ask on its behalf. */
export interface ApiCaller {
  api: ApiFetch;
  request: Request;
  env: Env;
  ctx: PageExecutionContext;
}

export type InternalApiResult<Body> =
  | { status: 'ok'; data: Body }
  | { status: 'not-found' }
  /** A renamed trainer: the API answers 301 with the current slug. */
  | { status: 'moved'; location: string }
  /** Maintenance, an error, anything else: the page is served without the data. */
  | { status: 'unavailable' };

/** The API in the same isolate, with the visitor's Cookie header, so sessions and read-your-writes hold for the embedded copy. */
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
  await res.body?.cancel();
  if (res.status === 404) return { status: 'not-found' };
  const location = res.headers.get('location');
  if (res.status === 301 && location) return { status: 'moved', location };
  return { status: 'unavailable' };
}
