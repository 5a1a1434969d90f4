import { env } from 'cloudflare:workers';
import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AuthedEnv } from '#worker/app-env';
import { createDb } from '#worker/db/client';
import { users } from '#worker/db/schema';
import { handleError } from '#worker/lib/error-handler';
import { requireAdminRead, requireUserRead } from '#worker/platform/auth/auth.middleware';
import { createUser, type TestUser } from '#worker/test/fixtures';
import { countingD1 } from '#worker/test/query-recorder';

/**
 * requireUserRead / requireAdminRead: the access check rides in the handler's first batch, and no
 * answer leaves unless it passed, whatever the handler did (batched, did not batch, failed first).
 */
function appWith(d1: D1Database) {
  let handlerSawResults = false;
  const app = new Hono<AuthedEnv>()
    .use(async (c, next) => {
      c.set('db', createDb(d1));
      await next();
    })
    .get('/admin/batched', requireAdminRead, async (c) => {
      const db = c.get('db');
      const [[row]] = await db.batch([db.select({ n: count() }).from(users)]);
      handlerSawResults = true;
      return c.json({ users: row?.n ?? 0, me: c.get('actor').id });
    })
    .get('/admin/unbatched', requireAdminRead, async (c) => {
      const db = c.get('db');
      const [row] = await db.select({ n: count() }).from(users);
      return c.json({ users: row?.n ?? 0 });
    })
    .get('/admin/fails-first', requireAdminRead, () => {
      throw new Error('a handler failure before any read');
    })
    .get('/user/email-too-early', requireUserRead, (c) => c.json({ email: c.get('actor').email }))
    .get('/user/email-after-batch', requireUserRead, async (c) => {
      const db = c.get('db');
      await db.batch([db.select({ n: count() }).from(users)]);
      return c.json({ email: c.get('actor').email, admin: c.get('actor').isAdmin });
    })
    .post('/admin/write', requireAdminRead, (c) => c.json({ ok: true }));
  app.onError(handleError);
  return { app, sawResults: () => handlerSawResults };
}

const get = (app: Hono<AuthedEnv>, path: string, user?: TestUser, method = 'GET') =>
  app.request(path, { method, headers: user ? user.auth : {} }, env);

describe('requireAdminRead', () => {
  it('an admin GET is one round trip: the check and the handler’s batch together', async () => {
    const admin = await createUser({ admin: true });
    const counted = countingD1();
    const { app } = appWith(counted.db);
    const res = await get(app, '/admin/batched', admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ me: admin.id });
    expect(counted.trips()).toBe(1);
  });

  it('refuses non-admins, banned admins, revoked sessions and missing tokens, and the handler sees no results', async () => {
    const learner = await createUser();
    const banned = await createUser({ admin: true, banned: true });
    const revoked = await createUser({ admin: true });
    await env.DB.prepare("UPDATE sessions SET revoked_at = '2020-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(revoked.sessionId)
      .run();
    for (const [user, status] of [
      [learner, 403],
      [banned, 403],
      [revoked, 401],
      [undefined, 401],
    ] as const) {
      const { app, sawResults } = appWith(env.DB);
      const res = await get(app, '/admin/batched', user);
      expect(res.status).toBe(status);
      expect(JSON.stringify(await res.json())).not.toContain('users');
      expect(sawResults()).toBe(false);
    }
  });

  it('a handler that runs no batch, or fails before reading, still gets the check after it', async () => {
    const learner = await createUser();
    const admin = await createUser({ admin: true });
    const { app } = appWith(env.DB);
    expect((await get(app, '/admin/unbatched', learner)).status).toBe(403);
    expect((await get(app, '/admin/unbatched', admin)).status).toBe(200);
    expect((await get(app, '/admin/fails-first', learner)).status).toBe(403);
    expect((await get(app, '/admin/fails-first', admin)).status).toBe(500);
  });

  it('another method goes through the plain check first', async () => {
    const learner = await createUser();
    const { app } = appWith(env.DB);
    expect((await get(app, '/admin/write', learner, 'POST')).status).toBe(403);
  });
});

describe('requireUserRead', () => {
  it('the actor’s other fields are known after the first batch, and an error before it', async () => {
    const user = await createUser();
    const { app } = appWith(env.DB);
    const after = await get(app, '/user/email-after-batch', user);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ email: user.email, admin: false });
    expect((await get(app, '/user/email-too-early', user)).status).toBe(500);
  });
});
