import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '#worker/app-env';
import { createDb } from '#worker/db/client';
import { handleError } from '#worker/lib/error-handler';
import { requireAdmin } from '#worker/platform/auth/auth.middleware';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

let actors: Record<'user' | 'admin' | 'banned', TestUser>;

beforeAll(async () => {
  actors = {
    user: await createUser(),
    admin: await createUser({ admin: true }),
    banned: await createUser({ banned: true }),
  };
});

describe('GET /api/me', () => {
  it('returns the account, the admin flag from D1 and the trainer profile', async () => {
    const res = await callJson('/api/me', { headers: actors.admin.auth });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { is_admin: boolean; email: string }; trainer: unknown };
    expect(body.user).toMatchObject({ email: actors.admin.email, is_admin: true });
    expect(body.trainer).toBeNull();

    const learner = (await (await callJson('/api/me', { headers: actors.user.auth })).json()) as {
      user: { is_admin: boolean };
    };
    expect(learner.user.is_admin).toBe(false);
  });

  it('reflects an admin role revoked in D1 on the next request', async () => {
    const admin = await createUser({ admin: true });
    await env.DB.prepare('DELETE FROM user_roles WHERE user_id = ?').bind(admin.id).run();
    const body = (await (await callJson('/api/me', { headers: admin.auth })).json()) as { user: { is_admin: boolean } };
    expect(body.user.is_admin).toBe(false);
  });
});

describe('POST /api/me/trainer', () => {
  it('creates a pending profile with the slug from the full name and the default texts', async () => {
    const user = await createUser({ fullName: "Zoë O'Neil-Smith" });
    const res = await callJson('/api/me/trainer', { method: 'POST', headers: user.auth });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { trainer: { slug: string; status: string; headline: string }; message: string };
    expect(body.message).toBe("Trainer profile created! It's pending admin approval.");
    expect(body.trainer).toMatchObject({
      slug: 'zoe-oneil-smith',
      status: 'pending',
      headline: 'Professional Trainer',
    });
    const row = await env.DB.prepare('SELECT description FROM trainers WHERE user_id = ?').bind(user.id).first();
    expect(row).toEqual({ description: 'Add your description here' });

    const meBody = (await (await callJson('/api/me', { headers: user.auth })).json()) as {
      trainer: { status: string };
    };
    expect(meBody.trainer.status).toBe('pending');
  });

  it('answers a repeat with the same profile and message, creating nothing (double click, retry)', async () => {
    const user = await createUser();
    const [first, second] = await Promise.all([
      callJson('/api/me/trainer', { method: 'POST', headers: user.auth }),
      callJson('/api/me/trainer', { method: 'POST', headers: user.auth }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const bodies = (await Promise.all([first.json(), second.json()])) as { trainer: { id: number }; message: string }[];
    expect(bodies[0]?.trainer.id).toBe(bodies[1]?.trainer.id);
    for (const body of bodies) expect(body.message).toBe("Trainer profile created! It's pending admin approval.");
    const again = await callJson('/api/me/trainer', { method: 'POST', headers: user.auth });
    expect(again.status).toBe(200);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM trainers WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('refuses once the profile was decided on: approved or rejected is not a repeat', async () => {
    const user = await createUser();
    await createTrainer(user, { status: 'approved' });
    const again = await callJson('/api/me/trainer', { method: 'POST', headers: user.auth });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'You already have a trainer profile',
    );
  });

  it('falls back to trainer-<part of the user id> when the name slug is taken', async () => {
    const first = await createUser({ fullName: 'Sam Lee' });
    await createTrainer(first, { slug: 'sam-lee' });
    const second = await createUser({ fullName: 'Sam Lee' });
    const res = await callJson('/api/me/trainer', { method: 'POST', headers: second.auth });
    const body = (await res.json()) as { trainer: { slug: string } };
    expect(body.trainer.slug).toBe(`trainer-${second.id.replace(/-/g, '').slice(0, 8)}`);
  });

  it('uses the id fallback when the name has no usable characters', async () => {
    const user = await createUser({ fullName: '!!!' });
    const body = (await (await callJson('/api/me/trainer', { method: 'POST', headers: user.auth })).json()) as {
      trainer: { slug: string };
    };
    expect(body.trainer.slug).toMatch(/^trainer-[0-9a-f]{8}$/);
  });
});

describe('authorization matrix: account endpoints', () => {
  it('anonymous 401, signed-in 2xx, banned 403', async () => {
    const owner = await createUser();
    await runAuthzMatrix(
      [
        {
          name: 'GET /api/me',
          method: 'GET',
          path: '/api/me',
          expect: { anonymous: 401, user: 200, admin: 200, banned: 403 },
        },
        {
          name: 'POST /api/me/trainer',
          method: 'POST',
          path: '/api/me/trainer',
          expect: { anonymous: 401, owner: 201, banned: 403 },
        },
        { name: 'POST /api/me/trainer again', method: 'POST', path: '/api/me/trainer', expect: { owner: 200 } },
      ],
      { ...actors, owner },
    );
  });
});

describe('requireAdmin', () => {
  // A probe route behind the real middleware, with the real D1: admin is decided by user_roles.
  const probe = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', createDb(c.env.DB));
      await next();
    })
    .get('/admin-probe', requireAdmin, (c) => c.json({ ok: true }));
  probe.onError(handleError);

  const call = (headers: Record<string, string> = {}) => probe.request('/admin-probe', { headers }, env);

  it('lets only admins through: 401 anonymous, 403 user, 403 banned admin, 200 admin', async () => {
    expect((await call()).status).toBe(401);
    expect((await call(actors.user.auth)).status).toBe(403);
    expect((await call(actors.admin.auth)).status).toBe(200);
    const bannedAdmin = await createUser({ admin: true, banned: true });
    expect((await call(bannedAdmin.auth)).status).toBe(403);
  });
});
