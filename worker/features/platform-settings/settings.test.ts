import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminSettingsResponse, PublicSettingsResponse } from '#shared/api/settings';
import { createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';

let admin: TestUser;
let user: TestUser;
const ORIGIN = 'http://localhost';

function as(actor: TestUser | null, path: string, init: { method?: string; json?: unknown } = {}) {
  return callJson(path, {
    ...init,
    headers: { origin: ORIGIN, 'cf-connecting-ip': freshIp(), ...(actor ? actor.auth : {}) },
  });
}
const publicSettings = async () => (await (await callJson('/api/settings')).json()) as PublicSettingsResponse;
const save = (key: string, json: unknown, actor = admin) =>
  as(actor, `/api/admin/settings/${key}`, { method: 'PUT', json });
const contactCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM contact_submissions').first<{ n: number }>())?.n ?? 0;
const contact = (actor: TestUser | null) =>
  as(actor, '/api/contact', { method: 'POST', json: { name: 'Jo', email: 'jo@example.com', message: 'Hello' } });

beforeAll(async () => {
  admin = await createUser({ admin: true });
  user = await createUser();
});

describe('platform settings', () => {
  it('starts off, and an announcement switched on shows on the very next public read', async () => {
    expect(await publicSettings()).toEqual({
      maintenance_mode: { enabled: false, message: '' },
      announcement: { enabled: false, message: '', type: 'info' },
    });
    const warm = await callJson('/api/settings');
    expect(warm.headers.get('x-cache')).toBe('hit');

    const res = await save('announcement', { enabled: true, message: 'New coaches this week!', type: 'success' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminSettingsResponse;
    expect(body.settings.announcement).toEqual({ enabled: true, message: 'New coaches this week!', type: 'success' });
    expect(body.updated_at.announcement).toMatch(/^\d{4}-/);
    passStalenessBound();
    expect((await publicSettings()).announcement.message).toBe('New coaches this week!');
    const audit = await env.DB.prepare("SELECT summary FROM audit_log WHERE action = 'setting.announcement'").first<{
      summary: string;
    }>();
    expect(JSON.parse(audit?.summary ?? '{}').after).toMatchObject({ enabled: true, type: 'success' });
  });

  it.each([
    [{ enabled: true, message: '', type: 'info' }, 'message'],
    [{ enabled: true, message: 'x', type: 'danger' }, 'type'],
    [{ enabled: 'yes', message: 'x', type: 'info' }, 'enabled'],
    [{ enabled: true, message: 'x'.repeat(281), type: 'info' }, 'message'],
    [{ enabled: true, message: 'bad\u0000', type: 'info' }, 'message'],
  ])('validates the announcement %j (field %s)', async (json, field) => {
    const res = await save('announcement', json);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields)).toContain(field);
  });

  it('answers unknown setting keys with 404', async () => {
    expect((await save('colour', { enabled: true })).status).toBe(404);
  });
});

describe('maintenance mode', () => {
  it('refuses writes by visitors and users with 503 and Retry-After, keeps reads and sign-in, lets admins through', async () => {
    await save('maintenance_mode', { enabled: true, message: 'Back at noon' });
    passStalenessBound();
    expect((await publicSettings()).maintenance_mode).toEqual({ enabled: true, message: 'Back at noon' });

    const before = await contactCount();
    for (const actor of [null, user]) {
      const res = await contact(actor);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('300');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('maintenance');
    }
    expect(await contactCount()).toBe(before);

    expect((await callJson('/api/trainers')).status).toBe(200);
    const signIn = await as(null, '/api/auth/sign-in', {
      method: 'POST',
      json: { email: user.email, password: 'wrong' },
    });
    expect(signIn.status).toBe(401);
    expect((await contact(admin)).status).toBe(201);

    await save('maintenance_mode', { enabled: false, message: 'Back at noon' });
    expect((await contact(user)).status).toBe(201);
  });
});
