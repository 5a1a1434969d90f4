import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createUser, freshIp } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const subscribe = (json: unknown, headers: Record<string, string> = {}) =>
  callJson('/api/newsletter', { method: 'POST', json, headers: { 'cf-connecting-ip': freshIp(), ...headers } });

describe('POST /api/newsletter', () => {
  it('stores the email trimmed and lower-cased with the source page, user_id null when anonymous', async () => {
    const res = await subscribe({ email: '  News@Example.COM ', source_page: 'homepage' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Thank you for joining our newsletter.' });
    const row = await env.DB.prepare(
      "SELECT email, user_id, source_page FROM newsletter_subscriptions WHERE email = 'news@example.com'",
    ).first();
    expect(row).toEqual({ email: 'news@example.com', user_id: null, source_page: 'homepage' });
  });

  it('links the subscription to the signed-in user', async () => {
    const user = await createUser();
    await subscribe({ email: 'member@example.com' }, user.auth);
    const row = await env.DB.prepare(
      "SELECT user_id FROM newsletter_subscriptions WHERE email = 'member@example.com'",
    ).first();
    expect(row).toEqual({ user_id: user.id });
  });

  it('answers a duplicate (any case) with 409 "already on our newsletter list"', async () => {
    await subscribe({ email: 'dupe@example.com' });
    const res = await subscribe({ email: 'DUPE@example.com ' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'This email is already on our newsletter list!',
    );
  });

  it.each([{ email: '' }, { email: '   ' }, { email: 'no-at-sign' }, {}])(
    'rejects %j with the invalid-email message',
    async (body) => {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Please enter a valid email address.',
      );
    },
  );

  it('rate-limits subscriptions per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await subscribe({ email: `n${i}@example.com` }, { 'cf-connecting-ip': ip })).status).toBe(201);
    expect((await subscribe({ email: 'n-last@example.com' }, { 'cf-connecting-ip': ip })).status).toBe(429);
  });
});
