import { env } from 'cloudflare:workers';

/**
 * A D1 binding that records every statement a repository prepares (SQL and bindings) while
 * running it for real, so a test can EXPLAIN exactly what the code sends without copying its SQL.
 */
export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

export function recordingD1(): { db: D1Database; statements: RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const db = new Proxy(env.DB, {
    get(target, property, receiver) {
      if (property === 'prepare') {
        return (sql: string) => {
          const recorded: RecordedStatement = { sql, params: [] };
          statements.push(recorded);
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(inner, name) {
              if (name === 'bind') {
                return (...params: unknown[]) => {
                  recorded.params = params;
                  return inner.bind(...params);
                };
              }
              const value = Reflect.get(inner, name, inner);
              return typeof value === 'function' ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, statements };
}

/** The EXPLAIN QUERY PLAN lines of a recorded statement. */
export async function queryPlan({ sql, params }: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

const UNWRAP = Symbol('unwrap');

/**
 * A D1 binding that counts round trips (each `batch`, and each statement run on its own) while
 * running them for real: round trips, not SQL, are most of a simple read's time.
 */
export function countingD1(inner: D1Database = env.DB): { db: D1Database; trips: () => number } {
  let trips = 0;
  const statement = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop, receiver) {
        if (prop === UNWRAP) return target;
        if (prop === 'bind') return (...values: unknown[]) => statement(target.bind(...values));
        if (prop === 'all' || prop === 'raw' || prop === 'first' || prop === 'run') {
          const run = Reflect.get(target, prop, receiver) as (...args: unknown[]) => unknown;
          return (...args: unknown[]) => {
            trips++;
            return run.apply(target, args);
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
  const db = new Proxy(inner, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => statement(target.prepare(query));
      if (prop === 'batch')
        return (statements: D1PreparedStatement[]) => {
          trips++;
          // The statements are proxies: D1 wants the ones it created.
          return target.batch(statements.map((s) => (Reflect.get(s, UNWRAP) as D1PreparedStatement | undefined) ?? s));
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, trips: () => trips };
}
