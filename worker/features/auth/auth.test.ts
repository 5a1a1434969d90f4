import { env } from 'cloudflare:workers';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createUser, freshIp, TEST_PASSWORD } from '#worker/test/fixtures';
import { callJson, callWorker } from '#worker/test/http';

const ORIGIN = 'http://localhost';

function signUp(body: unknown, ip = freshIp()) {
  return callJson('/api/auth/sign-up', { method: 'POST', json: body, headers: { 'cf-connecting-ip': ip } });
}
function signIn(body: unknown, ip = freshIp()) {
  return callJson('/api/auth/sign-in', { method: 'POST', json: body, headers: { 'cf-connecting-ip': ip } });
}
function refresh(cookie: string | undefined, headers: Record<string, string> = { origin: ORIGIN }) {
  return callJson('/api/auth/refresh', {
    method: 'POST',
    json: {},
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}
function me(token: string) {
  return callJson('/api/me', { headers: { authorization: `Bearer ${token}` } });
}
function cookieFrom(res: Response): string | undefined {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /refresh_token=([^;]*)/.exec(header);
  return match?.[1] ? `refresh_token=${match[1]}` : undefined;
}
async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe('sign-up', () => {
  it('creates the account and its profile with a trimmed, lower-cased email', async () => {
    const res = await signUp({ fullName: '  Maya Rivers ', email: '  Maya.Rivers@Example.COM ', password: 'secret1' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Account created! You can now sign in.' });
    const profile = await env.DB.prepare(
      "SELECT full_name, email FROM profiles WHERE email = 'maya.rivers@example.com'",
    ).first();
    expect(profile).toEqual({ full_name: 'Maya Rivers', email: 'maya.rivers@example.com' });
    const user = await env.DB.prepare("SELECT password_hash FROM users WHERE email = 'maya.rivers@example.com'").first<{
      password_hash: string;
    }>();
    expect(user?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
  });

  it.each([
    [{ email: 'a@example.com', password: 'secret1' }, 'fullName', 'Full name is required'],
    [{ fullName: '   ', email: 'a@example.com', password: 'secret1' }, 'fullName', 'Full name is required'],
    [{ fullName: 'A', password: 'secret1' }, 'email', 'Email is required'],
    [{ fullName: 'A', email: 'not-an-email', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    [{ fullName: 'A', email: 'a@example.com' }, 'password', 'Password is required'],
    [
      { fullName: 'A', email: 'a@example.com', password: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { fullName: 'A', email: 'a@example.com', password: 'x'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
  ])('rejects %j with a 400 naming %s', async (body, field, message) => {
    const res = await signUp(body);
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('validation_error');
    expect(error.fields?.[field]).toBe(message);
  });

  it('accepts a 128-character password', async () => {
    const res = await signUp({ fullName: 'Long Pass', email: 'long@example.com', password: 'x'.repeat(128) });
    expect(res.status).toBe(201);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    await signUp({ fullName: 'First', email: 'dupe@example.com', password: 'secret1' });
    const res = await signUp({ fullName: 'Second', email: 'DUPE@example.com', password: 'secret2' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('An account with this email already exists');
  });

  it('rate-limits sign-ups per IP with 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await signUp({ fullName: 'Flood', email: `flood${i}@example.com`, password: 'secret1' }, ip)).status,
      ).toBe(201);
    }
    const res = await signUp({ fullName: 'Flood', email: 'flood-last@example.com', password: 'secret1' }, ip);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe('Too many sign-up attempts. Please try again later.');
  });
});

describe('sign-in', () => {
  it('returns the session and sets the refresh token only as an HttpOnly, Secure, SameSite cookie', async () => {
    const user = await createUser({ fullName: 'Sign In' });
    const res = await signIn({ email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; expires_at: number; user: Record<string, unknown> };
    expect(body.user).toEqual({ id: user.id, email: user.email, full_name: 'Sign In', is_admin: false });
    expect(body.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect((body as unknown as { expires_in: number }).expires_in).toBe(900);
    expect(JSON.stringify(body)).not.toContain('refresh');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/refresh_token=[\w-]{40,}/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect((await me(body.access_token)).status).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const user = await createUser();
    const wrong = await signIn({ email: user.email, password: 'wrong-password' });
    const unknown = await signIn({ email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('requires email and password', async () => {
    const res = await signIn({ email: '', password: '' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('refuses a banned user with a suspension message', async () => {
    const user = await createUser({ banned: true });
    const res = await signIn({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Your account has been suspended. Please contact support.');
  });

  it('locks an account after 10 failures, even for the right password, from any IP', async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) expect((await signIn({ email: user.email, password: 'nope-nope' })).status).toBe(401);
    const res = await signIn({ email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect((await errorOf(res)).message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
  });

  it('holds the limit under a parallel burst of guesses', async () => {
    const user = await createUser();
    const statuses = await Promise.all(
      Array.from({ length: 15 }, () => signIn({ email: user.email, password: 'guess-guess' }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await signIn({ email: user.email, password: TEST_PASSWORD })).status).toBe(429);
  });

  it('successful sign-ins do not use up the allowance', async () => {
    const user = await createUser();
    for (let i = 0; i < 12; i++)
      expect((await signIn({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) await signIn({ email: `spray${i}@example.com`, password: 'nope-nope' }, ip);
    const user = await createUser();
    expect((await signIn({ email: user.email, password: TEST_PASSWORD }, ip)).status).toBe(429);
    expect((await signIn({ email: user.email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('access tokens', () => {
  const secret = () => new TextEncoder().encode(env.JWT_SECRET);
  const base = (user: { id: string; sessionId: string }) =>
    new SignJWT({ sid: user.sessionId })
      .setSubject(user.id)
      .setIssuedAt()
      .setIssuer('trainer-marketplace')
      .setAudience('trainer-marketplace-web');

  it('rejects missing, forged, expired, wrong-audience and alg-none tokens', async () => {
    const user = await createUser();
    expect((await callJson('/api/me')).status).toBe(401);

    const forged = await base(user)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const expired = await base(user)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(secret());
    const wrongAudience = await new SignJWT({ sid: user.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setIssuer('trainer-marketplace')
      .setAudience('someone-else')
      .setExpirationTime('5m')
      .sign(secret());
    const encode = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const now = Math.floor(Date.now() / 1000);
    const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: user.id, sid: user.sessionId, iss: 'trainer-marketplace', aud: 'trainer-marketplace-web', iat: now, exp: now + 300 })}.`;

    for (const token of [forged, expired, wrongAudience, algNone, 'garbage']) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('unauthorized');
    }
    expect((await me(user.token)).status).toBe(200);
  });
});

describe('refresh', () => {
  async function signedIn() {
    const user = await createUser();
    const res = await signIn({ email: user.email, password: TEST_PASSWORD });
    return { user, cookie: cookieFrom(res) };
  }

  it('rotates the refresh token and returns a new session', async () => {
    const { cookie } = await signedIn();
    const res = await refresh(cookie);
    expect(res.status).toBe(200);
    const next = cookieFrom(res);
    expect(next).toBeDefined();
    expect(next).not.toBe(cookie);
    const body = (await res.json()) as { access_token: string };
    expect((await me(body.access_token)).status).toBe(200);
    expect((await refresh(next)).status).toBe(200);
  });

  it('refuses an unknown or missing cookie', async () => {
    expect((await refresh('refresh_token=not-a-real-token')).status).toBe(401);
    expect((await refresh(undefined)).status).toBe(401);
  });

  it('refuses a banned user and revokes all their sessions', async () => {
    const { user, cookie } = await signedIn();
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'abuse')").bind(user.id).run();
    const res = await refresh(cookie);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Your account has been suspended. Please contact support.');
    const live = await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ? AND revoked_at IS NULL')
      .bind(user.id)
      .first<{ n: number }>();
    expect(live?.n).toBe(0);
  });

  it('is protected against cross-site requests (Origin and JSON required)', async () => {
    const { cookie } = await signedIn();
    expect((await refresh(cookie, {})).status).toBe(403);
    expect((await refresh(cookie, { origin: 'https://evil.example' })).status).toBe(403);
    const form = await callJson('/api/auth/refresh', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: cookie ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    // Only the JSON media type itself: another type that merely starts with its name is refused.
    for (const contentType of ['application/jsonx', 'application/json-patch+json', 'application/json5']) {
      const other = await callJson('/api/auth/refresh', {
        method: 'POST',
        headers: { origin: ORIGIN, cookie: cookie ?? '', 'content-type': contentType },
        body: '{}',
      });
      expect(other.status, contentType).toBe(415);
    }
    const withCharset = await callJson('/api/auth/refresh', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: cookie ?? '', 'content-type': 'Application/JSON; charset=utf-8' },
      body: '{}',
    });
    expect(withCharset.status).toBe(200);
    expect((await refresh(cookieFrom(withCharset))).status).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session: refresh and the access token stop working', async () => {
    const user = await createUser();
    const signInRes = await signIn({ email: user.email, password: TEST_PASSWORD });
    const cookie = cookieFrom(signInRes);
    const { access_token } = (await signInRes.json()) as { access_token: string };

    const res = await callJson('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { origin: ORIGIN, cookie: cookie ?? '' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/refresh_token=;/);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await me(access_token)).status).toBe(401);
  });

  it('refuses cross-site sign-out', async () => {
    const res = await callJson('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('bans take effect at once', () => {
  it('tells a user banned by an admin that they are suspended, from their token and their refresh cookie', async () => {
    const user = await createUser();
    const signInRes = await signIn({ email: user.email, password: TEST_PASSWORD });
    const cookie = cookieFrom(signInRes);
    const { access_token } = (await signInRes.json()) as { access_token: string };
    const admin = await createUser({ admin: true });
    const ban = await callJson(`/api/admin/users/${user.id}/ban`, {
      method: 'POST',
      json: { reason: 'abuse' },
      headers: admin.auth,
    });
    expect(ban.status).toBe(201);
    // The ban ended every session of theirs; what they are told is why, not "session expired".
    for (const res of [await me(access_token), await refresh(cookie)]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({
        code: 'account_suspended',
        message: 'Your account has been suspended. Please contact support.',
      });
    }
  });

  it("refuses a banned user's existing access token", async () => {
    const user = await createUser();
    expect((await me(user.token)).status).toBe(200);
    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'abuse')").bind(user.id).run();
    const res = await me(user.token);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('account_suspended');
  });
});

describe('the "signed in" hint cookie', () => {
  /** The Set-Cookie line for one cookie name (a response sets several). */
  function setCookie(res: Response, name: string): string | undefined {
    return res.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  }
  const isCleared = (line: string | undefined) => /^signed_in=;/.test(line ?? '') && /Max-Age=0/.test(line ?? '');

  it('comes with the refresh cookie on sign-in and refresh: readable by scripts, site-wide, same lifetime', async () => {
    const user = await createUser();
    const res = await signIn({ email: user.email, password: TEST_PASSWORD });
    const hint = setCookie(res, 'signed_in');
    expect(hint).toBe('signed_in=1; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(setCookie(res, 'refresh_token')).toContain('Max-Age=2592000');

    const refreshed = await refresh(cookieFrom(res));
    expect(refreshed.status).toBe(200);
    expect(setCookie(refreshed, 'signed_in')).toBe(hint);
  });

  it('is Secure when the request came over https', async () => {
    const user = await createUser();
    const res = await callWorker(
      '/api/auth/sign-in',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': freshIp() },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      },
      'https://localhost',
    );
    expect(res.status).toBe(200);
    expect(setCookie(res, 'signed_in')).toBe('signed_in=1; Max-Age=2592000; Path=/; Secure; SameSite=Lax');
  });

  it('is not set by a refused sign-in or by sign-up', async () => {
    const user = await createUser();
    const wrong = await signIn({ email: user.email, password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(setCookie(wrong, 'signed_in')).toBeUndefined();
    const created = await signUp({
      fullName: 'Hint',
      email: `hint-${crypto.randomUUID()}@example.com`,
      password: 'secret1',
    });
    expect(created.status).toBe(201);
    expect(setCookie(created, 'signed_in')).toBeUndefined();
  });

  it('is cleared by sign-out and by every refused refresh (missing, unknown, replayed cookie; banned user)', async () => {
    const user = await createUser();
    const signInRes = await signIn({ email: user.email, password: TEST_PASSWORD });
    const cookie = cookieFrom(signInRes);

    expect(isCleared(setCookie(await refresh(undefined), 'signed_in'))).toBe(true);
    expect(isCleared(setCookie(await refresh('refresh_token=not-a-real-token'), 'signed_in'))).toBe(true);

    await env.DB.prepare("INSERT INTO user_bans (user_id, reason) VALUES (?, 'abuse')").bind(user.id).run();
    const banned = await refresh(cookie);
    expect(banned.status).toBe(403);
    expect(isCleared(setCookie(banned, 'signed_in'))).toBe(true);

    const other = await createUser();
    const otherCookie = cookieFrom(await signIn({ email: other.email, password: TEST_PASSWORD }));
    const signOut = await callJson('/api/auth/sign-out', {
      method: 'POST',
      json: {},
      headers: { origin: ORIGIN, cookie: otherCookie ?? '' },
    });
    expect(signOut.status).toBe(204);
    expect(isCleared(setCookie(signOut, 'signed_in'))).toBe(true);
  });
});
