import type { RouterRoute } from 'hono/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadApiRoutes } from '#worker/app';
import { VALIDATES, type ValidatedInput } from '#worker/lib/validate';
import { createTrainer, createUser, type TestUser } from './fixtures';
import { schemaKeys } from './fuzz-inputs';
import { callJson } from './http';

/**
 * Every endpoint with a row id in its path (read from the routes' own `validate('param')`, so a new
 * one is covered): '1e3', '0x10', '+5' and '5.0' name no row and are refused as 400s naming the
 * field, where `z.coerce.number` read them as 1000, 16, 5 and 5.
 */
const routes = await loadApiRoutes();
const idRoutes = routes.flatMap((route: RouterRoute) => {
  const validated = (route.handler as { [VALIDATES]?: ValidatedInput })[VALIDATES];
  if (route.method === 'ALL' || validated?.target !== 'param') return [];
  // Row ids are the params the schema reads as numbers (a user's id is a string of its own kind).
  const sample = Object.fromEntries(schemaKeys(validated.schema).map((key) => [key, '5']));
  const parsed = validated.schema.safeParse(sample);
  const read = parsed.success ? (parsed.data as Record<string, unknown>) : {};
  const ids = Object.keys(read).filter((key) => typeof read[key] === 'number');
  return ids.length ? [{ method: route.method, path: route.path, ids }] : [];
});

let caller: TestUser;
beforeAll(async () => {
  // An admin with a trainer profile passes every endpoint's role check, so the id is what is judged.
  caller = await createUser({ admin: true });
  await createTrainer(caller, { services: [{ title: 'Yoga', price: 40 }] });
});

describe('row ids in paths', () => {
  it('are found on the endpoints that take them', () => {
    expect(idRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        'PATCH /api/reviews/:reviewId',
        'PUT /api/me/trainer/services/:serviceId',
        'PUT /api/saved-trainers/:trainerId',
        'POST /api/admin/trainers/:id/notes',
        'PATCH /api/admin/blog-posts/:id',
      ]),
    );
  });

  it.for(['1e3', '0x10', '+5', '5.0'])('%s is a 400 naming the id on each of them', async (spelling) => {
    for (const route of idRoutes) {
      const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
        route.ids.includes(name) ? encodeURIComponent(spelling) : 'taylor-trainer',
      );
      const response = await callJson(path, {
        method: route.method,
        headers: { ...caller.auth, origin: 'http://localhost' },
        json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const body = (await response.json()) as { error?: { fields?: Record<string, string> } };
      expect(response.status, `${route.method} ${path}`).toBe(400);
      expect(Object.keys(body.error?.fields ?? {}), `${route.method} ${path}`).toEqual(
        expect.arrayContaining([route.ids[0]]),
      );
    }
  });
});
