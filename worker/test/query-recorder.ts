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
