import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '#worker/app-env';
import { lazyRouteGroups } from './lazy-routes';

/** An API app like worker/app.ts: shared middleware, then the groups. */
function apiWith(groups: Parameters<typeof lazyRouteGroups>[0]) {
  const lazy = lazyRouteGroups(groups, [
    async (c, next) => {
      c.header('x-prepared', 'yes');
      await next();
    },
  ]);
  const app = new Hono<AppEnv>()
    .basePath('/api')
    .use(async (c, next) => {
      c.env = { ...c.env, EMAIL_FROM: "from the API's own env" };
      await next();
    })
    .all('*', lazy.handler);
  return { app, loadAll: lazy.loadAll };
}

describe('lazy route groups', () => {
  it('loads a group on its first request only, and once', async () => {
    const loads: string[] = [];
    const { app } = apiWith({
      things: async (routes) => {
        loads.push('things');
        return routes.get('/:id', (c) => c.json({ id: c.req.param('id'), from: c.env.EMAIL_FROM }));
      },
      other: async (routes) => {
        loads.push('other');
        return routes.get('/', (c) => c.text('other'));
      },
    });
    expect(loads).toEqual([]);
    const first = await app.request('/api/things/7', {}, env);
    expect(await first.json()).toEqual({ id: '7', from: "from the API's own env" });
    expect(first.headers.get('x-prepared')).toBe('yes');
    await app.request('/api/things/8', {}, env);
    expect(loads).toEqual(['things']);
  });

  it("answers the API's 404 for a path outside every group and inside one", async () => {
    const { app } = apiWith({ things: async (routes) => routes.get('/', (c) => c.text('things')) });
    for (const path of ['/api/nothing', '/api', '/api/things/unknown/path']) {
      const res = await app.request(path, {}, env);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.stringContaining(path) } });
    }
  });

  it("turns a group's errors into the API's error answers", async () => {
    const { app } = apiWith({
      broken: async (routes) =>
        routes.get('/', () => {
          throw new Error('SELECT secret FROM users');
        }),
    });
    const res = await app.request('/api/broken', {}, env);
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain('secret');
  });

  it('tries a group whose load failed again on the next request', async () => {
    let attempts = 0;
    const { app } = apiWith({
      flaky: async (routes) => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk missing');
        return routes.get('/', (c) => c.text('loaded'));
      },
    });
    expect((await app.request('/api/flaky', {}, env)).status).toBe(500);
    const retried = await app.request('/api/flaky', {}, env);
    expect(await retried.text()).toBe('loaded');
  });

  it('lists every route of every group', async () => {
    const { loadAll } = apiWith({
      a: async (routes) => routes.get('/', (c) => c.text('a')),
      b: async (routes) => routes.post('/x', (c) => c.text('b')),
    });
    const routes = (await loadAll()).filter((route) => route.method !== 'ALL');
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(['GET /api/a', 'POST /api/b/x']);
  });
});
