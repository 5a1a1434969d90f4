import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { DevMailboxResponse } from '#shared/api/dev-mailbox';
import { app } from '#worker/app';
import { createDb } from '#worker/db/client';
import worker from '#worker/index';
import type { EmailProvider } from '#worker/platform/email/email-providers';
import { type EmailToSend, sendEmail } from '#worker/platform/email/outbox';
import { EMAIL_DEAD_LETTER_QUEUE, EMAIL_QUEUE } from '#worker/queue-names';
import { createUser } from '#worker/test/fixtures';
import { callJson, callWorker } from '#worker/test/http';
import { deliverEmails, retryDelaySeconds } from './email.consumer';
import {
  checkUnsubscribeToken,
  parseUnsubscribeToken,
  UNSUBSCRIBE_TOKEN_TTL_SECONDS,
  unsubscribeToken,
} from './unsubscribe-token';

let counter = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++counter}`;

function resetEmail(to: string, key = unique('reset')): EmailToSend {
  return { key, to, content: { template: 'reset_password', data: { name: 'Ana <b>Lopez</b>', token: 'tok-123' } } };
}

/** Delivers the queue messages for these keys through the worker's real queue handler. */
async function deliver(keys: string[], queue = EMAIL_QUEUE, attempts = 1) {
  const batch = createMessageBatch(
    queue,
    keys.map((key, i) => ({ id: `${key}-msg-${i}`, timestamp: new Date(), attempts, body: { key } })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

async function mailbox(to: string) {
  const res = await callJson(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as DevMailboxResponse).emails;
}

async function outboxRow(key: string) {
  return env.DB.prepare('SELECT status, attempts, last_error FROM email_outbox WHERE idempotency_key = ?')
    .bind(key)
    .first<{ status: string; attempts: number; last_error: string | null }>();
}

describe('email outbox, queue and local mailbox', () => {
  it('writes the email, hands it to the queue, and the consumer delivers it to the local mailbox', async () => {
    const to = `${unique('ana')}@example.com`;
    const email = resetEmail(to);
    await sendEmail(env, createDb(env.DB), email);
    expect(await outboxRow(email.key)).toEqual({ status: 'queued', attempts: 0, last_error: null });

    expect((await deliver([email.key])).explicitAcks).toEqual([`${email.key}-msg-0`]);
    expect(await outboxRow(email.key)).toMatchObject({ status: 'sent', attempts: 1 });
    const [received] = await mailbox(to);
    expect(received).toMatchObject({ to, subject: 'Reset your TrainerHub password' });
    expect(received?.sent_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Absolute links on the site's origin, the site's name, user data escaped in the HTML.
    expect(received?.text).toContain('http://localhost:8787/auth?mode=reset&token=tok-123');
    expect(received?.html).toContain('href="http://localhost:8787/auth?mode=reset&amp;token=tok-123"');
    expect(received?.html).toContain('TrainerHub');
    expect(received?.html).toContain('Hi Ana &lt;b&gt;Lopez&lt;/b&gt;,');
    expect(received?.html).not.toContain('<b>Lopez</b>');
  });

  it('sends one email per key, however often the event or the message repeats', async () => {
    const to = `${unique('twice')}@example.com`;
    const email = resetEmail(to);
    await sendEmail(env, createDb(env.DB), email);
    await sendEmail(env, createDb(env.DB), { ...email, content: resetEmail(to).content });
    const rows = await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE idempotency_key = ?')
      .bind(email.key)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    await deliver([email.key, email.key]);
    await deliver([email.key]);
    expect(await mailbox(to)).toHaveLength(1);
  });

  it('lists a mailbox newest first', async () => {
    const to = `${unique('order')}@example.com`;
    const first = resetEmail(to);
    const second: EmailToSend = {
      key: unique('changed'),
      to,
      content: { template: 'password_changed', data: { name: 'Ana' } },
    };
    for (const email of [first, second]) {
      await sendEmail(env, createDb(env.DB), email);
      await deliver([email.key]);
    }
    expect((await mailbox(to)).map((email) => email.subject)).toEqual([
      'Your TrainerHub password was changed',
      'Reset your TrainerHub password',
    ]);
  });

  it('retries with back-off through a provider outage, and sends once the provider is back', async () => {
    const to = `${unique('outage')}@example.com`;
    const email = resetEmail(to);
    await sendEmail(env, createDb(env.DB), email);
    const down: EmailProvider = {
      send: async () => {
        throw new Error('503 from the provider');
      },
    };
    const batch = createMessageBatch(EMAIL_QUEUE, [
      { id: 'outage-1', timestamp: new Date(), attempts: 2, body: { key: email.key } },
    ]);
    const ctx = createExecutionContext();
    await deliverEmails(batch, env, down);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages).toEqual([expect.objectContaining({ msgId: 'outage-1' })]);
    expect(result.explicitAcks).toEqual([]);
    expect(await outboxRow(email.key)).toEqual({
      status: 'queued',
      attempts: 1,
      last_error: 'Error: 503 from the provider',
    });
    expect(await mailbox(to)).toEqual([]);

    await deliver([email.key], EMAIL_QUEUE, 3);
    expect(await outboxRow(email.key)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await mailbox(to)).toHaveLength(1);
  });

  it('marks an email failed when it comes through the dead-letter queue', async () => {
    const email = resetEmail(`${unique('dead')}@example.com`);
    await sendEmail(env, createDb(env.DB), email);
    await deliver([email.key], EMAIL_DEAD_LETTER_QUEUE, 7);
    expect(await outboxRow(email.key)).toMatchObject({ status: 'failed' });
    // A late redelivery of the original message sends nothing.
    await deliver([email.key]);
    expect(await mailbox(email.to)).toEqual([]);
  });

  it('keeps the user action when the queue is down: the email waits in the outbox for the sweep', async () => {
    const email = resetEmail(`${unique('sweep')}@example.com`);
    const broken = {
      ...env,
      EMAIL: {
        send: async () => {
          throw new Error('queue down');
        },
        sendBatch: async () => {
          throw new Error('queue down');
        },
      },
    } as unknown as Env;
    await expect(sendEmail(broken, createDb(env.DB), email)).resolves.toBeUndefined();
    expect(await outboxRow(email.key)).toMatchObject({ status: 'queued' });

    // Not yet: it was written a moment ago.
    const sent: string[] = [];
    const recording = {
      ...env,
      EMAIL: {
        sendBatch: async (messages: { body: { key: string } }[]) => {
          sent.push(...messages.map((m) => m.body.key));
        },
      },
    } as unknown as Env;
    const soon = new Date(Date.now() + 60_000);
    await worker.scheduled(createScheduledController({ scheduledTime: soon, cron: '*/10 * * * *' }), recording);
    expect(sent).not.toContain(email.key);
    // Sixteen minutes on, the sweep hands it on, once.
    const later = new Date(Date.now() + 16 * 60_000);
    await worker.scheduled(createScheduledController({ scheduledTime: later, cron: '*/10 * * * *' }), recording);
    expect(sent.filter((key) => key === email.key)).toHaveLength(1);
    await worker.scheduled(createScheduledController({ scheduledTime: later, cron: '*/10 * * * *' }), recording);
    expect(sent.filter((key) => key === email.key)).toHaveLength(1);
  });

  it('drops a malformed message without retrying it', async () => {
    const batch = createMessageBatch(EMAIL_QUEUE, [
      { id: 'bad-1', timestamp: new Date(), attempts: 1, body: { nope: 1 } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['bad-1']);
  });
});

describe('optional emails', () => {
  async function reviewEmail(userId: string, to: string): Promise<EmailToSend> {
    const email: EmailToSend = {
      key: unique('review'),
      to,
      content: {
        template: 'new_review',
        data: { name: 'Tia', userId, reviewer: 'Rae', rating: 5, title: 'Great <session>', slug: 'tia-trainer' },
      },
    };
    await sendEmail(env, createDb(env.DB), email);
    await deliver([email.key]);
    return email;
  }

  it('carry a one-click unsubscribe link and headers, with a token bound to the address for a year', async () => {
    const user = await createUser();
    await reviewEmail(user.id, user.email);
    const [received] = await mailbox(user.email);
    const token = /\/unsubscribe\?token=([^\s"&<]+)/.exec(received?.text ?? '')?.[1] ?? '';
    const page = `http://localhost:8787/unsubscribe?token=${token}`;
    expect(received?.text).toContain(page);
    expect(received?.html).toContain('Great &lt;session&gt;');
    expect(received?.headers).toEqual({
      'List-Unsubscribe': `<http://localhost:8787/api/notifications/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const parsed = parseUnsubscribeToken(decodeURIComponent(token));
    expect(parsed?.userId).toBe(user.id);
    const yearFromNow = Date.now() / 1000 + UNSUBSCRIBE_TOKEN_TTL_SECONDS;
    expect(Math.abs((parsed?.expiresAt ?? 0) - yearFromNow)).toBeLessThan(120);
    if (!parsed) throw new Error('no token');
    expect(await checkUnsubscribeToken(env.JWT_SECRET, parsed, user.email)).toBe('valid');
    expect(await checkUnsubscribeToken(env.JWT_SECRET, parsed, 'someone-else@example.com')).toBe('invalid');
  });

  it('are skipped for a user who switched notifications off', async () => {
    const user = await createUser();
    await env.DB.prepare('UPDATE users SET email_notifications = 0 WHERE id = ?').bind(user.id).run();
    const email = await reviewEmail(user.id, user.email);
    expect(await mailbox(user.email)).toEqual([]);
    expect(await outboxRow(email.key)).toMatchObject({ status: 'skipped' });
  });
});

describe('retry back-off', () => {
  it('waits 30 s, then twice as long each time, at most 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 600, 600]);
  });
});

describe('unsubscribe tokens', () => {
  const recipient = { userId: '0b7e2f4c-1d2a-4e3b-9c8d-7f6e5d4c3b2a', email: 'Tia@Example.com' };
  const check = async (token: string, email = recipient.email, secret = env.JWT_SECRET, now = Date.now()) => {
    const parsed = parseUnsubscribeToken(token);
    return parsed ? checkUnsubscribeToken(secret, parsed, email, now) : 'unreadable';
  };

  it('name their user, are bound to the address, expire after a year and cannot be forged', async () => {
    const now = Date.UTC(2026, 0, 1);
    const token = await unsubscribeToken(env.JWT_SECRET, recipient, now);
    expect(token).toMatch(/^[\w-]+\.\d+\.[\w-]{43}$/);
    expect(parseUnsubscribeToken(token)?.userId).toBe(recipient.userId);
    expect(await check(token, 'tia@example.com', env.JWT_SECRET, now)).toBe('valid');
    expect(await check(token, 'tia.new@example.com', env.JWT_SECRET, now)).toBe('invalid');
    expect(await check(token, recipient.email, 'another-secret', now)).toBe('invalid');
    const [, expiry] = token.split('.');
    expect(
      await check(token.replace(`.${expiry}.`, `.${Number(expiry) + 1}.`), recipient.email, env.JWT_SECRET, now),
    ).toBe('invalid');
    const yearLater = now + UNSUBSCRIBE_TOKEN_TTL_SECONDS * 1000;
    expect(await check(token, recipient.email, env.JWT_SECRET, yearLater - 1000)).toBe('valid');
    expect(await check(token, recipient.email, env.JWT_SECRET, yearLater)).toBe('expired');
  });

  it('are read exactly: padding, other alphabets, extra parts and the old shape are refused, never thrown on', async () => {
    const token = await unsubscribeToken(env.JWT_SECRET, recipient);
    for (const other of [
      `${token}=`,
      token.replace(/[-_]/g, (c) => (c === '-' ? '+' : '/')),
      `${token}.x`,
      ` ${token}`,
      'garbage',
      'user-1.!!!',
      // The earlier shape, `<user id>.<MAC>` with no expiry and no address.
      'user-1.Vd_GHv3pqR5cG9oViSMh0Rgxj3X6gOoaFU7jnYkkgb8',
    ]) {
      if (other === token) continue;
      expect(await check(other), other).toBe('unreadable');
    }
  });
});

describe('GET /api/dev/mailbox', () => {
  it('exists only where email goes to the local mailbox (404 in production)', async () => {
    const production = { ...env, EMAIL_PROVIDER: 'resend' } as Env;
    const res = await app.request('/api/dev/mailbox?to=a@example.com', {}, production);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('answers only on this machine: a deployed host is 404 even with the local mailbox configured', async () => {
    expect(env.EMAIL_PROVIDER).toBe('dev-mailbox');
    for (const base of [
      'https://trainer-marketplace.example.workers.dev',
      'https://trainerhub.example',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
    ]) {
      const res = await callWorker(
        '/api/dev/mailbox?to=a@example.com',
        { headers: { 'x-forwarded-host': 'localhost' } },
        base,
      );
      expect(res.status, base).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
    for (const base of ['http://localhost:8787', 'http://127.0.0.1:41234', 'http://[::1]:8787']) {
      expect((await callWorker('/api/dev/mailbox?to=a@example.com', {}, base)).status, base).toBe(200);
    }
  });

  it('needs an address', async () => {
    expect((await callJson('/api/dev/mailbox')).status).toBe(400);
  });
});
