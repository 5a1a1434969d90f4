import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_MESSAGES } from '../../shared/api/unsubscribe';
import { createTrainer, createUser, freshIp, type TestUser } from '../../test/fixtures';
import { callJson } from '../../test/http';
import { mailbox } from '../../test/mail';
import { unsubscribeToken } from './unsubscribe-token';

async function setStatus(admin: TestUser, ids: number[], status: 'approved' | 'rejected', message: string | null) {
  const res = await callJson('/api/admin/trainers/status', {
    method: 'POST',
    json: message === null ? { ids, status } : { ids, status, message },
    headers: admin.auth,
  });
  expect(res.status).toBe(200);
}

describe('trainer status emails', () => {
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
  it('switch notifications off and on for the token’s user only', async () => {
    const user = await createUser();
    const token = encodeURIComponent(await unsubscribeToken(env.JWT_SECRET, user.id));
    const flag = async () =>
      (
        await env.DB.prepare('SELECT email_notifications AS on_ FROM users WHERE id = ?')
          .bind(user.id)
          .first<{ on_: number }>()
      )?.on_;
    expect((await callJson(`/api/notifications/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(200);
    expect(await flag()).toBe(0);
    const back = await callJson(`/api/notifications/resubscribe?token=${token}`, { method: 'POST' });
    expect(await back.json()).toEqual({
      message: UNSUBSCRIBE_MESSAGES.resubscribed,
      email: user.email,
      subscribed: true,
    });
    expect(await flag()).toBe(1);
  });

  it('refuse forged and missing tokens, and do nothing on GET (link scanners)', async () => {
    const user = await createUser();
    const forged = `${user.id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
    const res = await callJson(`/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(UNSUBSCRIBE_MESSAGES.invalidLink);
    expect((await callJson('/api/notifications/unsubscribe', { method: 'POST' })).status).toBe(400);
    const token = encodeURIComponent(await unsubscribeToken(env.JWT_SECRET, user.id));
    expect((await callJson(`/api/notifications/unsubscribe?token=${token}`)).status).toBe(404);
  });
});
