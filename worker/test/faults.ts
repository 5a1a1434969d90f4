import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '#worker/index';

/**
 * Failing stand-ins for the bindings, for the fault tests (worker/test/README.md, "Faults"): each
 * wraps the real binding, so what does not fail behaves as it does in production.
 */

/** What D1 says when it cannot be reached: a transient error, with no SQLite result code. */
export const D1_DOWN = 'D1_ERROR: Network connection lost.';
/** What D1 says about a statement that is wrong (this code's bug, not D1's availability). */
export const D1_BAD_STATEMENT = 'D1_ERROR: no such table: gone: SQLITE_ERROR';

/** `down`: every failing statement throws D1_DOWN; `hang`: never answers; `bug`: throws D1_BAD_STATEMENT. */
export type D1Fault = 'down' | 'hang' | 'bug';

/**
 * The test database, failing as `fault` for every statement `fails` picks (by its SQL; all by
 * default). A batch fails whole if any of its statements does, as D1's does.
 */
export function failingD1(fault: D1Fault, fails: (sql: string) => boolean = () => true): D1Database {
  const real = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();
  const failure = (): Promise<never> => {
    if (fault === 'hang') return new Promise<never>(() => {});
    return Promise.reject(new Error(fault === 'down' ? D1_DOWN : D1_BAD_STATEMENT));
  };
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(inner, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (property === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        return (...args: unknown[]) => (fails(sql) ? failure() : Reflect.apply(value, target, args));
      },
    });
    real.set(proxy, inner);
    sqlOf.set(proxy, sql);
    return proxy;
  };
  const database = <Db extends D1Database | D1DatabaseSession>(db: Db): Db =>
    new Proxy(db, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        switch (property) {
          case 'prepare':
            return (sql: string) => statement(target.prepare(sql), sql);
          case 'batch':
            return (statements: D1PreparedStatement[]) =>
              statements.some((s) => fails(sqlOf.get(s) ?? ''))
                ? failure()
                : target.batch(statements.map((s) => real.get(s) ?? s));
          case 'withSession':
            return (...args: unknown[]) => database(Reflect.apply(value, target, args));
          default:
            return value.bind(target);
        }
      },
    });
  return database(env.DB);
}

/** Every method of `binding` that `failing` names rejects with `message`; the rest are the real binding's. */
function failingMethods<Binding extends object>(binding: Binding, failing: string[], message: string): Binding {
  return new Proxy(binding, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (typeof property === 'string' && failing.includes(property)) return () => Promise.reject(new Error(message));
      return value.bind(target);
    },
  });
}

export const failingKv = (): KVNamespace =>
  failingMethods(
    env.CACHE,
    ['get', 'getWithMetadata', 'put', 'delete', 'list'],
    'KV GET failed: 503 Service Unavailable',
  );

export const failingQueue = <Body>(queue: Queue<Body>): Queue<Body> =>
  failingMethods(queue, ['send', 'sendBatch'], 'Queue send failed: Service Unavailable');

export const failingR2 = (): R2Bucket =>
  failingMethods(env.IMAGES, ['get', 'put', 'head', 'delete', 'list'], 'We encountered an internal error. (10001)');

/** A queue that keeps what is sent to it instead of delivering it (the test hands it to the consumer). */
export function recordingQueue<Body>(queue: Queue<Body>): { queue: Queue<Body>; sent: Body[] } {
  const sent: Body[] = [];
  const proxy = new Proxy(queue, {
    get(target, property) {
      if (property === 'send') return async (body: Body) => void sent.push(body);
      if (property === 'sendBatch')
        return async (messages: Iterable<MessageSendRequest<Body>>) => {
          for (const message of messages) sent.push(message.body);
        };
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { queue: proxy, sent };
}

/** The live channel's namespace (USER_CHANNEL) whose objects fail every publish, as a channel that is down. */
export function failingUserChannel(): Env['USER_CHANNEL'] {
  return new Proxy(env.USER_CHANNEL, {
    get(target, property) {
      if (property === 'getByName') {
        return (name: string) =>
          new Proxy(target.getByName(name), {
            get(stub, key) {
              if (key === 'publish') return () => Promise.reject(new Error('Durable Object is overloaded'));
              const value: unknown = Reflect.get(stub, key, stub);
              return typeof value === 'function' ? value.bind(stub) : value;
            },
          });
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A request through the real entry point (worker/index.ts) with `bindings` in place of the test
 * env's; resolves once the request's `waitUntil` work (cache writes) is done too.
 */
export async function callWorkerWith(
  bindings: Partial<Env>,
  path: string,
  init: { method?: string; headers?: HeadersInit; body?: BodyInit; json?: unknown } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const body = init.json === undefined ? init.body : JSON.stringify(init.json);
  const request = new Request<unknown, IncomingRequestCfProperties>(`http://localhost${path}`, {
    method: init.method,
    headers,
    body,
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
