import { app } from '../../app';

/** What the page needs to know about an in-process API answer. */
export type InternalApiResult =
  | { status: 'ok'; json: string }
  | { status: 'not-found' }
  /** A renamed trainer: the API answers 301 with the current slug. */
  | { status: 'moved'; location: string }
  /** Maintenance, an error, anything else: the page is served without the data. */
  | { status: 'unavailable' };

/**
 * Calls this worker's own API for a page's data, in the same isolate: same routes, validation,
 * KV cache and cache versions as the browser's own request would get. The visitor's Cookie header
 * goes along, so whatever the API decides from it (sessions, read-your-writes) holds for the
 * embedded copy too.
 */
export async function callInternalApi(
  incoming: Request,
  env: Env,
  ctx: Pick<ExecutionContext, 'waitUntil' | 'passThroughOnException' | 'props'>,
  path: string,
): Promise<InternalApiResult> {
  const headers = new Headers({ accept: 'application/json' });
  const cookie = incoming.headers.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const res = await app.fetch(new Request(new URL(`/api${path}`, incoming.url), { headers }), env, ctx);
  if (res.status === 200) return { status: 'ok', json: await res.text() };
  // Not read: the body only describes the error.
  await res.body?.cancel();
  if (res.status === 404) return { status: 'not-found' };
  const location = res.headers.get('location');
  if (res.status === 301 && location) return { status: 'moved', location };
  return { status: 'unavailable' };
}
