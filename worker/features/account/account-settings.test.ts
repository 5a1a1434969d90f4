import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINK_MESSAGES } from '#shared/api/account-links';
import { ACCOUNT_MESSAGES, type AccountSettingsResponse } from '#shared/api/account-settings';
import { createDb } from '#worker/db/client';
import { createSession } from '#worker/features/auth/sessions.repository';
import { createTrainer, createUser, freshIp, TEST_PASSWORD, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { linkTokenFromMailbox, mailbox } from '#worker/test/mail';
import { deviceName } from './device-name';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const send = (user: TestUser, method: string, path: string, json?: unknown) =>
  callJson(`/api/me/account${path}`, { method, json, headers: { ...user.auth, 'cf-connecting-ip': freshIp() } });

async function settings(user: TestUser): Promise<AccountSettingsResponse> {
  const res = await send(user, 'GET', '');
  expect(res.status).toBe(200);
  return (await res.json()) as AccountSettingsResponse;
}

const signIn = (email: string, password = TEST_PASSWORD, userAgent = CHROME_ON_WINDOWS) =>
  callJson('/api/auth/sign-in', {
    method: 'POST',
    json: { email, password },
    headers: { 'cf-connecting-ip': freshIp(), 'user-agent': userAgent },
  });

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe('account settings', () => {
  it('shows the account and its live sessions, this one marked, most recent first', async () => {
    const user = await createUser({ fullName: 'Settings Owner' });
    expect((await signIn(user.email, TEST_PASSWORD, SAFARI_ON_IPHONE)).status).toBe(200);
    const body = await settings(user);
    expect(body.account).toMatchObject({
      id: user.id,
      full_name: 'Settings Owner',
      email: user.email,
      email_verified: false,
      pending_email: null,
      email_notifications: true,
    });
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions[0]).toMatchObject({ device: 'Safari on iOS', current: false });
    expect(body.sessions.find((s) => s.current)?.id).toBe(user.sessionId);
  });

  it('needs a session (401), and touches only the actor’s own sessions (404 for anyone else’s)', async () => {
    expect((await callJson('/api/me/account')).status).toBe(401);
    const owner = await createUser();
    const stranger = await createUser();
    const res = await send(stranger, 'DELETE', `/sessions/${owner.sessionId}`);
    expect(res.status).toBe(404);
    expect((await callJson('/api/me', { headers: owner.auth })).status).toBe(200);
    expect((await send(stranger, 'DELETE', '/sessions/not-a-session')).status).toBe(400);
  });

  it('changes the name (validated like sign-up)', async () => {
    const user = await createUser();
    expect((await send(user, 'PATCH', '/name', { fullName: '   ' })).status).toBe(400);
    const res = await send(user, 'PATCH', '/name', { fullName: '  Nadia Haddad ' });
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.nameChanged });
    expect((await settings(user)).account.full_name).toBe('Nadia Haddad');
  });

  it('changes the password with the current one, signs out the other devices and mails a notice', async () => {
    const user = await createUser();
    const other = await createSession(createDb(env.DB), user.id, SAFARI_ON_IPHONE);

    const wrong = await send(user, 'POST', '/password', { currentPassword: 'nope-nope', newPassword: 'new-secret-1' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });
    const same = await send(user, 'POST', '/password', { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD });
    expect((await errorOf(same)).fields).toEqual({ newPassword: ACCOUNT_MESSAGES.samePassword });

    const res = await send(user, 'POST', '/password', { currentPassword: TEST_PASSWORD, newPassword: 'new-secret-1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged });
    const sessions = (await settings(user)).sessions;
    expect(sessions.map((s) => s.id)).toEqual([user.sessionId]);
    expect(sessions.some((s) => s.id === other.sessionId)).toBe(false);
    expect((await signIn(user.email, 'new-secret-1')).status).toBe(200);
    const [notice] = await mailbox(user.email);
    expect(notice?.subject).toBe('Your TrainerHub password was changed');
  });

  it('limits wrong current passwords per account', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await send(user, 'POST', '/password', { currentPassword: `wrong-${i}`, newPassword: 'x-secret-9' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('changes the email only once the new address is confirmed', async () => {
    const user = await createUser();
    const taken = await createUser();
    const newEmail = `moved-${Date.now()}@example.com`;

    expect((await send(user, 'POST', '/email', { newEmail: taken.email, currentPassword: TEST_PASSWORD })).status).toBe(
      409,
    );
    expect((await send(user, 'POST', '/email', { newEmail: user.email, currentPassword: TEST_PASSWORD })).status).toBe(
      400,
    );
    const wrong = await send(user, 'POST', '/email', { newEmail, currentPassword: 'wrong-one' });
    expect((await errorOf(wrong)).fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.wrongPassword });

    const res = await send(user, 'POST', '/email', {
      newEmail: newEmail.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChangeSent });
    expect((await settings(user)).account).toMatchObject({ email: user.email, pending_email: newEmail });

    const token = await linkTokenFromMailbox(newEmail, '/?verify_email=');
    const confirmed = await callJson('/api/auth/verify-email', { method: 'POST', json: { token } });
    expect(await confirmed.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.newEmailConfirmed, email: newEmail });
    expect((await settings(user)).account).toMatchObject({
      email: newEmail,
      pending_email: null,
      email_verified: true,
    });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(user.email)).status).toBe(401);
  });

  it('does not apply a confirmed change when the address was taken meanwhile', async () => {
    const user = await createUser();
    const newEmail = `race-${Date.now()}@example.com`;
    await send(user, 'POST', '/email', { newEmail, currentPassword: TEST_PASSWORD });
    const token = await linkTokenFromMailbox(newEmail, '/?verify_email=');
    await createUser({ email: newEmail });
    const res = await callJson('/api/auth/verify-email', { method: 'POST', json: { token } });
    expect(res.status).toBe(409);
    expect((await settings(user)).account.email).toBe(user.email);
  });

  it('signs out one other device, or all of them', async () => {
    const user = await createUser();
    const db = createDb(env.DB);
    const phone = await createSession(db, user.id, SAFARI_ON_IPHONE);
    await createSession(db, user.id, CHROME_ON_WINDOWS);
    expect((await send(user, 'DELETE', `/sessions/${phone.sessionId}`)).status).toBe(200);
    expect((await send(user, 'DELETE', `/sessions/${phone.sessionId}`)).status).toBe(404);
    expect((await settings(user)).sessions).toHaveLength(2);
    expect((await send(user, 'POST', '/sessions/sign-out-others')).status).toBe(200);
    expect((await settings(user)).sessions.map((s) => s.current)).toEqual([true]);
  });

  it('switches notification emails off and on', async () => {
    const user = await createUser();
    expect((await send(user, 'PUT', '/notifications', { emailNotifications: 'no' })).status).toBe(400);
    expect(await (await send(user, 'PUT', '/notifications', { emailNotifications: false })).json()).toEqual({
      message: ACCOUNT_MESSAGES.notificationsOff,
    });
    expect((await settings(user)).account.email_notifications).toBe(false);
  });

  it('exports the account’s data as a JSON download, without secrets', async () => {
    const user = await createUser({ fullName: 'Export Me' });
    const res = await send(user, 'GET', '/export');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
    const text = await res.text();
    const data = JSON.parse(text) as { account: { email: string; full_name: string }; sessions: unknown[] };
    expect(data.account).toMatchObject({ email: user.email, full_name: 'Export Me' });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(text).not.toContain('pbkdf2');
  });
});

describe('deleting an account', () => {
  it('needs the password, then removes personal data, keeps reviews as Anonymous and unpublishes the trainer', async () => {
    const trainerOwner = await createUser();
    const slug = `to-review-${Date.now()}`;
    await createTrainer(trainerOwner, { slug, services: [{ title: 'Yoga', price: 40 }] });
    const user = await createUser({ fullName: 'Leaving Soon' });
    const ownSlug = `leaving-${Date.now()}`;
    await createTrainer(user, { slug: ownSlug, services: [{ title: 'Boxing', price: 30 }] });
    const review = await callJson(`/api/trainers/${slug}/reviews`, {
      method: 'POST',
      json: { rating: 5, title: 'Great', comment: 'Loved it' },
      headers: { ...user.auth, 'cf-connecting-ip': freshIp() },
    });
    expect(review.status).toBe(201);
    await callJson(`/api/saved-trainers`, { method: 'POST', json: { trainerId: 1 }, headers: user.auth });

    const wrong = await send(user, 'POST', '/delete', { password: 'not-mine' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toEqual({ password: ACCOUNT_MESSAGES.wrongPassword });
    expect((await send(user, 'POST', '/delete', {})).status).toBe(400);

    const res = await send(user, 'POST', '/delete', { password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.accountDeleted });

    // Signed out everywhere, and the old credentials open nothing.
    expect((await callJson('/api/me', { headers: user.auth })).status).toBe(401);
    expect((await signIn(user.email)).status).toBe(401);
    const row = await env.DB.prepare(
      'SELECT u.email, u.deleted_at, p.full_name, p.email AS profile_email, p.bio FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = ?',
    )
      .bind(user.id)
      .first<Record<string, string | null>>();
    expect(row).toMatchObject({ full_name: 'Anonymous', bio: null });
    expect(row?.email).not.toBe(user.email);
    expect(row?.profile_email).not.toContain(user.email);
    expect(row?.deleted_at).not.toBeNull();
    const saved = await env.DB.prepare('SELECT count(*) AS n FROM saved_trainers WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(saved?.n).toBe(0);

    const reviews = (await (await callJson(`/api/trainers/${slug}/reviews`)).json()) as {
      reviews: { title: string; reviewer_name?: string; profile?: { full_name: string } }[];
    };
    const kept = JSON.stringify(reviews);
    expect(kept).toContain('Great');
    expect(kept).toContain('Anonymous');
    expect(kept).not.toContain('Leaving Soon');

    expect((await callJson(`/api/trainers/${ownSlug}`)).status).toBe(404);
    // The address is free for a new account.
    const again = await callJson('/api/auth/sign-up', {
      method: 'POST',
      json: { fullName: 'Back Again', email: user.email, password: TEST_PASSWORD },
      headers: { 'cf-connecting-ip': freshIp() },
    });
    expect(again.status).toBe(201);
  });

  it('is all or nothing: a failing step leaves the account as it was', async () => {
    const user = await createUser({ fullName: 'Still Here' });
    await env.DB.exec(
      "CREATE TRIGGER fail_account_delete BEFORE DELETE ON saved_trainers BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
    );
    try {
      await env.DB.prepare(
        'INSERT INTO saved_trainers (user_id, trainer_id) SELECT ?, id FROM trainers ORDER BY id LIMIT 1',
      )
        .bind(user.id)
        .run();
      const res = await send(user, 'POST', '/delete', { password: TEST_PASSWORD });
      expect(res.status).toBe(500);
      expect(await res.text()).not.toContain('injected');
    } finally {
      await env.DB.exec('DROP TRIGGER fail_account_delete');
    }
    expect((await settings(user)).account).toMatchObject({ full_name: 'Still Here', email: user.email });
    expect((await signIn(user.email)).status).toBe(200);
  });
});

describe('deviceName', () => {
  it('names common browsers and systems', () => {
    expect(deviceName(CHROME_ON_WINDOWS)).toBe('Chrome on Windows');
    expect(deviceName(SAFARI_ON_IPHONE)).toBe('Safari on iOS');
    expect(deviceName(null)).toBe('Unknown device');
  });
});
