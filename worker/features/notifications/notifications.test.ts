import { env } from 'cloudflare:workers';
import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_MESSAGES } from '#shared/api/unsubscribe';
import { runAuthzMatrix } from '#worker/test/authz-matrix';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { mailbox } from '#worker/test/mail';
import { UNSUBSCRIBE_TOKEN_TTL_SECONDS, unsubscribeToken } from './unsubscribe-token';

async function setStatus(admin: TestUser, ids: number[], status: 'approved' | 'rejected', message: string | null) {
  const res = await callJson('/api/admin/trainers/status', {
    method: 'POST',
    json: message === null ? { ids, status } : { ids, status, message },
    headers: admin.auth,
  });
  expect(res.status).toBe(200);
}

// The file's first test loads the admin routes and the email templates on a cold isolate: several
// seconds on a busy machine.
describe('trainer status emails', { timeout: 20_000 }, () => {
  it('tell each trainer changed that they were approved or rejected, with the admin’s message, once', async () => {
    const admin = await createUser({ admin: true });
    const first = await createUser();
    const second = await createUser();
    const a = await createTrainer(first, { status: 'pending' });
    const b = await createTrainer(second, { status: 'pending' });

    await setStatus(admin, [a, b], 'approved', 'Welcome <aboard>');
    const [approved] = await mailbox(first.email);
    expect(approved?.subject).toBe('Your trainer profile is live on TrainerHub');
    expect(approved?.text).toContain('Message from the team: Welcome <aboard>');
    expect(approved?.html).toContain('Welcome &lt;aboard&gt;');
    expect(await mailbox(second.email)).toHaveLength(1);

    // Approving again changes nothing, so nobody is told twice.
    await setStatus(admin, [a], 'approved', null);
    expect(await mailbox(first.email)).toHaveLength(1);

    await setStatus(admin, [a], 'rejected', null);
    const [rejected] = await mailbox(first.email);
    expect(rejected?.subject).toBe('Your trainer profile on TrainerHub was not approved');
    expect(rejected?.text).not.toContain('Message from the team');
  });
});

describe('new review emails', () => {
  it('tell the trainer, with a one-click unsubscribe that switches them off', async () => {
    const owner = await createUser({ fullName: 'Owner Person' });
    const slug = `reviewed-${Date.now()}`;
    await createTrainer(owner, { slug, services: [{ title: 'Pilates', price: 25 }] });
    const reviewer = await createUser({ fullName: 'Happy Learner' });
    const review = (title: string, by: TestUser) =>
      callJson(`/api/trainers/${slug}/reviews`, {
        method: 'POST',
        json: { rating: 4, title },
        headers: { ...by.auth, 'cf-connecting-ip': freshIp() },
      });
    expect((await review('Really good', reviewer)).status).toBe(201);
    const [sent] = await mailbox(owner.email);
    expect(sent?.subject).toBe('New 4-star review on your TrainerHub profile');
    expect(sent?.text).toContain('Happy Learner reviewed you: "Really good"');
    const oneClick = /<(http[^>]+)>/.exec(sent?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toContain('/api/notifications/unsubscribe?token=');

    // What a mail client sends for RFC 8058 one-click unsubscribe.
    const url = new URL(oneClick);
    const res = await callJson(`${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: UNSUBSCRIBE_MESSAGES.unsubscribed,
      email: owner.email,
      subscribed: false,
    });

    expect((await review('Second opinion', await createUser())).status).toBe(201);
    expect(await mailbox(owner.email)).toHaveLength(1);
  });
});

describe('contact message emails', () => {
  it('reach every admin who has notifications on', async () => {
    const listening = await createUser({ admin: true });
    const muted = await createUser({ admin: true });
    await env.DB.prepare('UPDATE users SET email_notifications = 0 WHERE id = ?').bind(muted.id).run();
    const res = await callJson('/api/contact', {
      method: 'POST',
      json: { name: 'Curious Visitor', email: 'visitor@example.com', subject: 'Pricing', message: 'How much is it?' },
      headers: { 'cf-connecting-ip': freshIp() },
    });
    expect(res.status).toBe(201);
    const [sent] = await mailbox(listening.email);
    expect(sent?.subject).toBe('New contact message: Pricing');
    expect(sent?.text).toContain('Curious Visitor <visitor@example.com> wrote:');
    expect(await mailbox(muted.email)).toEqual([]);
  });
});

describe('POST /api/notifications/unsubscribe and /resubscribe', () => {
  const SITE = 'http://localhost';
  const linkFor = async (user: TestUser, email = user.email) =>
    encodeURIComponent(await unsubscribeToken(env.JWT_SECRET, { userId: user.id, email }));
  const notificationsOn = async (user: TestUser) =>
    (
      await env.DB.prepare('SELECT email_notifications AS on_ FROM users WHERE id = ?')
        .bind(user.id)
        .first<{ on_: number }>()
    )?.on_;
  const call = (action: 'unsubscribe' | 'resubscribe', token: string, headers: Record<string, string> = {}) =>
    callJson(`/api/notifications/${action}?token=${token}`, { method: 'POST', headers });
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

  it('switch notifications off and on for the token’s user only', async () => {
    const user = await createUser();
    const token = await linkFor(user);
    expect((await call('unsubscribe', token)).status).toBe(200);
    expect(await notificationsOn(user)).toBe(0);
    const back = await call('resubscribe', token, { origin: SITE });
    expect(await back.json()).toEqual({
      message: UNSUBSCRIBE_MESSAGES.resubscribed,
      email: user.email,
      subscribed: true,
    });
    expect(await notificationsOn(user)).toBe(1);
  });

  it('refuse forged and missing tokens, and do nothing on GET (link scanners)', async () => {
    const user = await createUser();
    const forged = `${user.id}.4102444800.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const res = await call('unsubscribe', encodeURIComponent(forged));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(UNSUBSCRIBE_MESSAGES.invalidLink);
    expect((await callJson('/api/notifications/unsubscribe', { method: 'POST' })).status).toBe(400);
    expect((await callJson(`/api/notifications/unsubscribe?token=${await linkFor(user)}`)).status).toBe(404);
    expect(await notificationsOn(user)).toBe(1);
  });

  it('refuse the earlier token shape (a MAC of the user id alone, no expiry) and a padded token', async () => {
    const user = await createUser();
    // The shape sent before: `<user id>.<HMAC of the user id>` under the v1 key, valid forever.
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(env.JWT_SECRET), 'HKDF', false, [
      'deriveKey',
    ]);
    const v1Key = await crypto.subtle.deriveKey(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: new Uint8Array(0),
        info: new TextEncoder().encode('trainer-marketplace unsubscribe v1'),
      },
      material,
      { name: 'HMAC', hash: 'SHA-256', length: 256 },
      false,
      ['sign'],
    );
    const mac = await crypto.subtle.sign('HMAC', v1Key, new TextEncoder().encode(user.id));
    const oldToken = `${user.id}.${base64url.encode(new Uint8Array(mac))}`;
    for (const token of [
      oldToken,
      `${oldToken}=`,
      `${await unsubscribeToken(env.JWT_SECRET, { userId: user.id, email: user.email })}=`,
    ]) {
      const res = await call('unsubscribe', encodeURIComponent(token));
      expect(res.status, token).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'invalid_link', message: UNSUBSCRIBE_MESSAGES.invalidLink });
    }
    expect(await notificationsOn(user)).toBe(1);
  });

  it('stop working after a year, and when the account changes its address', async () => {
    const user = await createUser();
    const yearAgo = Date.now() - UNSUBSCRIBE_TOKEN_TTL_SECONDS * 1000 - 1000;
    const expired = encodeURIComponent(
      await unsubscribeToken(env.JWT_SECRET, { userId: user.id, email: user.email }, yearAgo),
    );
    const res = await call('unsubscribe', expired);
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toEqual({ code: 'link_expired', message: UNSUBSCRIBE_MESSAGES.expiredLink });

    const sentToOldAddress = await linkFor(user);
    await env.DB.batch([
      env.DB.prepare('UPDATE users SET email = ? WHERE id = ?').bind(`moved-${user.email}`, user.id),
      env.DB.prepare('UPDATE profiles SET email = ? WHERE id = ?').bind(`moved-${user.email}`, user.id),
    ]);
    expect((await call('unsubscribe', sentToOldAddress)).status).toBe(400);
    expect(await notificationsOn(user)).toBe(1);
  });

  it('one-click unsubscribe works cross-site, as a mail client posts it (RFC 8058)', async () => {
    const user = await createUser();
    const res = await callJson(`/api/notifications/unsubscribe?token=${await linkFor(user)}`, {
      method: 'POST',
      headers: {
        origin: 'https://mail.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await notificationsOn(user)).toBe(0);
  });

  it('resubscribe needs this site’s page or the token’s user signed in: a cross-site form changes nothing', async () => {
    const user = await createUser();
    const other = await createUser();
    const token = await linkFor(user);
    const refused = async (headers: Record<string, string>, body?: string) => {
      await call('unsubscribe', token);
      const res = await callJson(`/api/notifications/resubscribe?token=${token}`, { method: 'POST', headers, body });
      expect(await notificationsOn(user), JSON.stringify(headers)).toBe(0);
      return res;
    };

    const crossSiteForm = await refused(
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      'x=1',
    );
    expect(crossSiteForm.status).toBe(403);
    expect((await errorOf(crossSiteForm)).code).toBe('csrf_rejected');
    expect((await refused({})).status).toBe(403);
    expect((await refused({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await refused({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    // Signed in as someone else, from no page of ours.
    expect((await refused(other.auth)).status).toBe(403);

    const allowed: Record<string, string>[] = [{ origin: SITE }, { 'sec-fetch-site': 'same-origin' }, user.auth];
    for (const headers of allowed) {
      await call('unsubscribe', token);
      const res = await call('resubscribe', token, headers);
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await notificationsOn(user)).toBe(1);
    }
  });

  it('resubscribe refuses a banned user’s token like every endpoint that reads one', async () => {
    const banned = await createUser({ banned: true });
    const res = await call('resubscribe', await linkFor(banned), { ...banned.auth, origin: SITE });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('account_suspended');
  });
});

describe('authorization matrix: notification links', () => {
  it('unsubscribe: anyone holding the link; resubscribe: this site’s page or the link’s user; a banned token 403', async () => {
    const owner = await createUser();
    const banned = await createUser({ banned: true });
    const token = encodeURIComponent(await unsubscribeToken(env.JWT_SECRET, { userId: owner.id, email: owner.email }));
    const actors = { owner, user: await createUser(), admin: await createUser({ admin: true }), banned };
    const crossSite = { origin: 'https://evil.example' };
    await runAuthzMatrix(
      [
        {
          name: 'POST unsubscribe (from a mail client, cross-site)',
          method: 'POST',
          path: `/api/notifications/unsubscribe?token=${token}`,
          headers: crossSite,
          expect: { anonymous: 200, user: 200, owner: 200, admin: 200, banned: 200 },
        },
        {
          name: 'POST resubscribe from this site',
          method: 'POST',
          path: `/api/notifications/resubscribe?token=${token}`,
          expect: { anonymous: 200, user: 200, owner: 200, admin: 200, banned: 403 },
        },
        {
          name: 'POST resubscribe cross-site',
          method: 'POST',
          path: `/api/notifications/resubscribe?token=${token}`,
          headers: crossSite,
          expect: { anonymous: 403, user: 403, owner: 200, admin: 403, banned: 403 },
        },
      ],
      actors,
    );
  });
});
