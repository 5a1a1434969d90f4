import { expect } from 'vitest';
import type { TestUser } from './fixtures';
import { callJson } from './http';

/**
 * One table per endpoint: who calls it and which status they must get. The same matrix shape is
 * reused by every feature's tests, so "who may do what" reads in one place per feature.
 */
export type Role = 'anonymous' | 'user' | 'owner' | 'otherUser' | 'admin' | 'banned';

export interface AuthzCase {
  name: string;
  method: string;
  /** Path, or a function of the acting role when the path depends on the actor's own data. */
  path: string | ((role: Role) => string | Promise<string>);
  json?: unknown | ((role: Role) => unknown);
  /** A raw body (e.g. an image upload) instead of JSON. */
  body?: BodyInit;
  /**
   * Headers added to the caller's (its token and this site's Origin), e.g. a source address of its
   * own per request, or another Origin for a cross-site row.
   */
  headers?: Record<string, string> | ((role: Role) => Record<string, string>);
  expect: Partial<Record<Role, number>>;
}

export async function runAuthzMatrix(cases: AuthzCase[], actors: Partial<Record<Role, TestUser>>) {
  const failures: string[] = [];
  for (const testCase of cases) {
    for (const [role, expected] of Object.entries(testCase.expect) as [Role, number][]) {
      const actor = actors[role];
      if (role !== 'anonymous' && !actor) throw new Error(`No actor for role ${role}`);
      const path = typeof testCase.path === 'function' ? await testCase.path(role) : testCase.path;
      const json = typeof testCase.json === 'function' ? testCase.json(role) : testCase.json;
      const extra = typeof testCase.headers === 'function' ? testCase.headers(role) : testCase.headers;
      const res = await callJson(path, {
        method: testCase.method,
        headers: { ...(actor ? actor.auth : {}), origin: 'http://localhost', ...extra },
        json,
        body: testCase.body,
      });
      if (res.status !== expected) {
        failures.push(`${testCase.name} as ${role}: expected ${expected}, got ${res.status} ${await res.text()}`);
      }
    }
  }
  expect(failures).toEqual([]);
}
