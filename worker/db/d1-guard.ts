import { UnavailableError } from '#worker/lib/errors';

/**
 * The request's D1, guarded: a statement D1 does not answer within D1_TIMEOUT_MS, or a failure of
 * D1 itself (connection lost, overloaded, reset), becomes an UnavailableError, which the API
 * answers with 503 and `Retry-After` and the cache answers from its last entry
 * (worker/platform/cache/read-through.ts). Errors of the statement (its SQL, a constraint) pass
 * through unchanged: they are this code's bugs or the client's input (db-errors.ts).
 *
 * A write that times out may still commit later, but whole: every multi-row write is one
 * `db.batch`, one transaction.
 */
export const DATABASE_UNAVAILABLE = 'TrainerHub is temporarily unavailable. Please try again in a minute.';

/** Far above any statement of a request (a few ms; `npm run bench:scale`), well below D1's own 30 s. */
let timeoutMs = 5_000;

/** D1's statement errors carry SQLite's result code, or name the statement's own fault. */
const STATEMENT_ERROR = /SQLITE_|D1_(TYPE|COLUMN_NOTFOUND|EXEC|DUMP)_ERROR|constraint failed/i;

function unavailableOr(err: unknown): unknown {
  if (err instanceof UnavailableError) return err;
  return STATEMENT_ERROR.test(err instanceof Error ? err.message : String(err))
    ? err
    : new UnavailableError(DATABASE_UNAVAILABLE, err);
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UnavailableError(DATABASE_UNAVAILABLE, new Error(`D1 did not answer within ${timeoutMs} ms`))),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([run(), deadline]);
  } catch (err) {
    throw unavailableOr(err);
  } finally {
    clearTimeout(timer);
  }
}

/** What a guarded statement stands for, for D1's own `batch`, which takes only its own statements. */
const statements = new WeakMap<object, D1PreparedStatement>();

function guardStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const proxy = new Proxy(statement, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property === 'bind') return (...values: unknown[]) => guardStatement(target.bind(...values));
      // first, all, run, raw: each a round trip.
      return (...args: unknown[]) => guarded(() => Reflect.apply(value, target, args));
    },
  });
  statements.set(proxy, statement);
  return proxy;
}

/** D1 (or a session of it) whose statements and batches are guarded; sessions it starts are too. */
export function guardD1<Db extends D1Database | D1DatabaseSession>(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      switch (property) {
        case 'prepare':
          return (query: string) => {
            try {
              return guardStatement(target.prepare(query));
            } catch (err) {
              throw unavailableOr(err);
            }
          };
        case 'batch':
          return (batch: D1PreparedStatement[]) =>
            guarded(() => target.batch(batch.map((statement) => statements.get(statement) ?? statement)));
        case 'withSession':
          return (...args: unknown[]) => guardD1(Reflect.apply(value, target, args));
        default:
          return value.bind(target);
      }
    },
  });
}

/** For tests of a database that hangs: how long a statement may take before the request gives up. */
export function setDatabaseTimeoutForTests(ms: number): () => void {
  const previous = timeoutMs;
  timeoutMs = ms;
  return () => {
    timeoutMs = previous;
  };
}
