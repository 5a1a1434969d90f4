import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createUser, freshIp } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const send = (json: unknown, headers: Record<string, string> = {}) =>
  callJson('/api/contact', { method: 'POST', json, headers: { 'cf-connecting-ip': freshIp(), ...headers } });

describe('POST /api/contact', () => {
  it('stores a trimmed message without a user when anonymous', async () => {
    const res = await send({ name: '  Jo  ', email: ' jo@example.com ', subject: '  ', message: ' Hello there ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: "We'll get back to you as soon as possible." });
    const row = await env.DB.prepare(
      "SELECT name, email, subject, message, user_id FROM contact_submissions WHERE email = 'jo@example.com'",
    ).first();
    expect(row).toEqual({ name: 'Jo', email: 'jo@example.com', subject: null, message: 'Hello there', user_id: null });
  });

  it('stores the user id when signed in', async () => {
    const user = await createUser();
    await send({ name: 'Member', email: 'member@example.com', subject: 'Billing', message: 'Question' }, user.auth);
    const row = await env.DB.prepare(
      "SELECT subject, user_id FROM contact_submissions WHERE email = 'member@example.com'",
    ).first();
    expect(row).toEqual({ subject: 'Billing', user_id: user.id });
  });

  it.each([
    [{ email: 'a@example.com', message: 'm' }, 'name', 'Please fill in all required fields.'],
    [{ name: '  ', email: 'a@example.com', message: 'm' }, 'name', 'Please fill in all required fields.'],
    [{ name: 'A', email: '   ', message: 'm' }, 'email', 'Please fill in all required fields.'],
    [{ name: 'A', email: 'nope', message: 'm' }, 'email', 'Please enter a valid email address.'],
    [{ name: 'A', email: 'a@example.com', message: ' ' }, 'message', 'Please fill in all required fields.'],
    [
      { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
    [{ name: 'x'.repeat(101), email: 'a@example.com', message: 'm' }, 'name', 'Name must be at most 100 characters'],
  ])('%j → 400 %s: %s', async (body, field, message) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message);
  });

  it('rate-limits per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect(
        (await send({ name: 'A', email: 'a@example.com', message: `m${i}` }, { 'cf-connecting-ip': ip })).status,
      ).toBe(201);
    const res = await send({ name: 'A', email: 'a@example.com', message: 'again' }, { 'cf-connecting-ip': ip });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Too many messages. Please try again later.',
    );
  });
});

describe('authorization matrix: public writes', () => {
  it('contact and newsletter are open to everyone signed in or not, but refused to banned users', async () => {
    const actors = {
      user: await createUser(),
      admin: await createUser({ admin: true }),
      banned: await createUser({ banned: true }),
    };
    let n = 0;
    await runAuthzMatrix(
      [
        {
          name: 'POST contact',
          method: 'POST',
          path: '/api/contact',
          json: () => ({ name: 'M', email: 'm@example.com', message: `hello ${n++}` }),
          expect: { anonymous: 201, user: 201, admin: 201, banned: 403 },
        },
        {
          name: 'POST newsletter',
          method: 'POST',
          path: '/api/newsletter',
          json: () => ({ email: `matrix${n++}@example.com` }),
          expect: { anonymous: 201, user: 201, admin: 201, banned: 403 },
        },
      ],
      actors,
    );
  });
});
