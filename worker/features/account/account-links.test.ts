import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_MESSAGES } from '#shared/api/account-links';
import { createTrainer, createUser, freshIp, TEST_PASSWORD } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { linkTokenFromMailbox, mailbox } from '#worker/test/mail';

let counter = 0;
const newAddress = () => `links-${Date.now()}-${++counter}@example.com`;

const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
  callJson(path, { method: 'POST', json, headers: { 'cf-connecting-ip': freshIp(), ...headers } });

async function signUp(email: string, fullName = 'Link Tester') {
  const res = await post('/api/auth/sign-up', { fullName, email, password: TEST_PASSWORD });
  expect(res.status).toBe(201);
}

async function signIn(email: string, password = TEST_PASSWORD) {
  return post('/api/auth/sign-in', { email, password });
}

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string } }).error;
}

const isVerified = async (email: string) =>
  (
    await env.DB.prepare('SELECT email_verified_at FROM users WHERE email = ?').bind(email).first<{
      email_verified_at: string | null;
    }>()
  )?.email_verified_at !== null;

describe('email verification', () => {
  it('sign-up mails a link to the site root; following it verifies the account once', async () => {
    const email = newAddress();
    await signUp(email);
    expect(await isVerified(email)).toBe(false);
    const [sent] = await mailbox(email);
    expect(sent?.subject).toBe('Confirm your email for TrainerHub');
    expect(sent?.text).toContain('http://localhost:8787/?verify_email=');
    const token = await linkTokenFromMailbox(email, '/?verify_email=');

    // Hashed at rest: the token itself is nowhere in D1.
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM account_tokens WHERE token_hash = ?')
      .bind(token)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);

    const res = await post('/api/auth/verify-email', { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.emailVerified, email });
    expect(await isVerified(email)).toBe(true);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.status).toBe(410);
    expect(await errorOf(again)).toEqual({ code: 'link_used', message: ACCOUNT_LINK_MESSAGES.linkUsed });
  });

  it('gives a trainer profile its Email Verified badge, and /api/me says verified', async () => {
    const user = await createUser();
    await createTrainer(user, { status: 'approved' });
    const before = (await (await callJson('/api/me', { headers: user.auth })).json()) as {
      user: { email_verified: boolean };
    };
    expect(before.user.email_verified).toBe(false);

    const resend = await callJson('/api/me/verify-email', { method: 'POST', headers: user.auth });
    expect(resend.status).toBe(200);
    expect(await resend.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.verificationSent });
    const token = await linkTokenFromMailbox(user.email, '/?verify_email=');
    expect((await post('/api/auth/verify-email', { token })).status).toBe(200);

    const badge = await env.DB.prepare('SELECT email_verified FROM trainers WHERE user_id = ?')
      .bind(user.id)
      .first<{ email_verified: number }>();
    expect(badge?.email_verified).toBe(1);
    const after = (await (await callJson('/api/me', { headers: user.auth })).json()) as {
      user: { email_verified: boolean };
    };
    expect(after.user.email_verified).toBe(true);

    const twice = await callJson('/api/me/verify-email', { method: 'POST', headers: user.auth });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(ACCOUNT_LINK_MESSAGES.alreadyVerified);
  });

  it('limits how many links an account may ask for', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await callJson('/api/me/verify-email', { method: 'POST', headers: user.auth })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses forged, malformed and expired links, changing nothing', async () => {
    const email = newAddress();
    await signUp(email);
    const token = await linkTokenFromMailbox(email, '/?verify_email=');

    const forged = await post('/api/auth/verify-email', { token: `${token.slice(0, -4)}AAAA` });
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toEqual({ code: 'link_invalid', message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    expect((await post('/api/auth/verify-email', { token: '<script>' })).status).toBe(400);
    expect((await post('/api/auth/verify-email', {})).status).toBe(400);

    await env.DB.prepare(
      "UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(email)
      .run();
    const expired = await post('/api/auth/verify-email', { token });
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toEqual({ code: 'link_expired', message: ACCOUNT_LINK_MESSAGES.linkExpired });
    expect(await isVerified(email)).toBe(false);
  });

  it('a link followed twice at once takes effect once', async () => {
    const email = newAddress();
    await signUp(email);
    const token = await linkTokenFromMailbox(email, '/?verify_email=');
    const results = await Promise.all([1, 2, 3].map(() => post('/api/auth/verify-email', { token })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 410, 410]);
  });

  it('a link sent again replaces the one before: only the newest works', async () => {
    const email = newAddress();
    await signUp(email);
    const first = await linkTokenFromMailbox(email, '/?verify_email=');
    const session = (await (await signIn(email)).json()) as { access_token: string };
    const resend = await callJson('/api/me/verify-email', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(resend.status).toBe(200);
    const second = await linkTokenFromMailbox(email, '/?verify_email=');
    expect(second).not.toBe(first);

    const older = await post('/api/auth/verify-email', { token: first });
    expect(older.status).toBe(410);
    expect(await errorOf(older)).toEqual({ code: 'link_used', message: ACCOUNT_LINK_MESSAGES.linkUsed });
    expect(await isVerified(email)).toBe(false);
    expect((await post('/api/auth/verify-email', { token: second })).status).toBe(200);
    expect(await isVerified(email)).toBe(true);
  });

  it('a reset link is not a verification link', async () => {
    const email = newAddress();
    await signUp(email);
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    const resetToken = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');
    expect((await post('/api/auth/verify-email', { token: resetToken })).status).toBe(400);
  });
});

describe('password reset', () => {
  it('gives the same answer whether or not the address has an account', async () => {
    const email = newAddress();
    await signUp(email);
    const known = await post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: newAddress() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const [sent] = await mailbox(email);
    expect(sent?.subject).toBe('Reset your TrainerHub password');
  });

  it('sets the new password, signs out every session, mails a notice; the link works once', async () => {
    const email = newAddress();
    await signUp(email);
    const session = await signIn(email);
    const cookie = session.headers.get('set-cookie') ?? '';
    expect(session.status).toBe(200);

    await post('/api/auth/forgot-password', { email });
    const token = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');
    const tooShort = await post('/api/auth/reset-password', { token, password: '123' });
    expect(tooShort.status).toBe(400);

    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-secret' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.passwordReset });

    expect((await signIn(email)).status).toBe(401);
    expect((await signIn(email, 'brand-new-secret')).status).toBe(200);
    // The session from before the reset is over.
    const refreshToken = /refresh_token=([^;]+)/.exec(cookie)?.[1] ?? '';
    expect(refreshToken).not.toBe('');
    const live = await env.DB.prepare(
      `SELECT count(*) AS n FROM sessions WHERE revoked_at IS NULL AND created_at < (SELECT max(used_at) FROM account_tokens
         WHERE purpose = 'reset_password' AND user_id = sessions.user_id) AND user_id = (SELECT id FROM users WHERE email = ?)`,
    )
      .bind(email)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
    const refresh = await callJson('/api/auth/refresh', {
      method: 'POST',
      json: {},
      headers: { cookie: `refresh_token=${refreshToken}`, origin: 'http://localhost' },
    });
    expect(refresh.status).toBe(401);

    const [notice] = await mailbox(email);
    expect(notice?.subject).toBe('Your TrainerHub password was changed');

    const reused = await post('/api/auth/reset-password', { token, password: 'another-secret' });
    expect(reused.status).toBe(410);
    expect((await errorOf(reused)).code).toBe('link_used');
  });

  it('expires after 30 minutes and retires older links when one is used', async () => {
    const email = newAddress();
    await signUp(email);
    await post('/api/auth/forgot-password', { email });
    const first = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');
    await post('/api/auth/forgot-password', { email });
    const second = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');
    expect(second).not.toBe(first);

    const ttl = await env.DB.prepare(
      `SELECT (julianday(expires_at) - julianday(created_at)) * 86400 AS seconds FROM account_tokens
       WHERE purpose = 'reset_password' AND user_id = (SELECT id FROM users WHERE email = ?) LIMIT 1`,
    )
      .bind(email)
      .first<{ seconds: number }>();
    expect(Math.round(ttl?.seconds ?? 0)).toBe(30 * 60);

    expect((await post('/api/auth/reset-password', { token: second, password: 'brand-new-secret' })).status).toBe(200);
    const older = await post('/api/auth/reset-password', { token: first, password: 'another-secret' });
    expect(older.status).toBe(410);

    await post('/api/auth/forgot-password', { email });
    const third = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');
    await env.DB.prepare(
      "UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = 'reset_password' AND used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(email)
      .run();
    const expired = await post('/api/auth/reset-password', { token: third, password: 'another-secret' });
    expect(expired.status).toBe(410);
    expect((await errorOf(expired)).code).toBe('link_expired');
    expect((await signIn(email, 'brand-new-secret')).status).toBe(200);
  });

  it('a newer link replaces the older one: the older answers "used" before the newer is even used', async () => {
    const email = newAddress();
    await signUp(email);
    await post('/api/auth/forgot-password', { email });
    const first = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');
    await post('/api/auth/forgot-password', { email });
    const second = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');

    for (const path of ['/api/auth/reset-password/check', '/api/auth/reset-password']) {
      const older = await post(path, { token: first, password: 'older-link-secret' });
      expect(older.status, path).toBe(410);
      expect(await errorOf(older)).toEqual({ code: 'link_used', message: ACCOUNT_LINK_MESSAGES.linkUsed });
    }
    expect((await signIn(email, 'older-link-secret')).status).toBe(401);
    expect((await post('/api/auth/reset-password', { token: second, password: 'newer-link-secret' })).status).toBe(200);
    expect((await signIn(email, 'newer-link-secret')).status).toBe(200);
  });

  it('limits requests per address and per source address', async () => {
    const email = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/api/auth/forgot-password', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const ip = freshIp();
    const fromOneIp: number[] = [];
    for (let i = 0; i < 11; i++) {
      fromOneIp.push(
        (await post('/api/auth/forgot-password', { email: newAddress() }, { 'cf-connecting-ip': ip })).status,
      );
    }
    expect(fromOneIp.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(fromOneIp[10]).toBe(429);
  });

  it('refuses a forged token', async () => {
    const res = await post('/api/auth/reset-password', { token: 'A'.repeat(43), password: 'brand-new-secret' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('link_invalid');
  });
});

describe('POST /api/auth/reset-password/check', () => {
  const check = (token: string, headers: Record<string, string> = {}) =>
    post('/api/auth/reset-password/check', { token }, headers);

  it('says whether a link works without using it, with the answer the reset itself would give', async () => {
    const email = newAddress();
    await signUp(email);
    await post('/api/auth/forgot-password', { email });
    const token = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');

    for (let i = 0; i < 2; i++) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: true });
    }
    const unused = await env.DB.prepare(
      "SELECT count(*) AS n FROM account_tokens WHERE purpose = 'reset_password' AND used_at IS NULL AND user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(unused?.n).toBe(1);

    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-secret' })).status).toBe(200);
    const used = await check(token);
    const reusedReset = await post('/api/auth/reset-password', { token, password: 'another-secret' });
    expect(used.status).toBe(410);
    expect(reusedReset.status).toBe(410);
    const usedError = await errorOf(used);
    expect(usedError).toEqual(await errorOf(reusedReset));
    expect(usedError).toEqual({ code: 'link_used', message: ACCOUNT_LINK_MESSAGES.linkUsed });
  });

  it('answers expired, forged, malformed and other kinds of link as the reset does', async () => {
    const email = newAddress();
    await signUp(email);
    await post('/api/auth/forgot-password', { email });
    const token = await linkTokenFromMailbox(email, '/auth?mode=reset&token=');
    const verifyToken = await linkTokenFromMailbox(email, '/?verify_email=').catch(() => null);

    const forged = await check('A'.repeat(43));
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toEqual({ code: 'link_invalid', message: ACCOUNT_LINK_MESSAGES.linkInvalid });
    const malformed = await check('<script>');
    expect(malformed.status).toBe(400);
    if (verifyToken) expect((await check(verifyToken)).status).toBe(400);

    await env.DB.prepare(
      "UPDATE account_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE purpose = 'reset_password' AND user_id = (SELECT id FROM users WHERE email = ?)",
    )
      .bind(email)
      .run();
    const expired = await check(token);
    expect(expired.status).toBe(410);
    expect(await errorOf(expired)).toEqual({ code: 'link_expired', message: ACCOUNT_LINK_MESSAGES.linkExpired });
  });

  it('counts against the same per-address limit as the resets', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await check('A'.repeat(43), { 'cf-connecting-ip': ip })).status);
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/auth/reset-password',
        { token: 'B'.repeat(43), password: 'brand-new-secret' },
        { 'cf-connecting-ip': ip },
      );
      statuses.push(res.status);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    const limited = await check('A'.repeat(43), { 'cf-connecting-ip': ip });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toBe(ACCOUNT_LINK_MESSAGES.tooManyAttempts);
  });
});
