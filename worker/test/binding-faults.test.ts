import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HealthUnavailableResponse } from '#shared/api/health';
import type { TrainerListResponse, TrainerProfileResponse } from '#shared/api/trainers';
import type { ApiErrorBody } from '#shared/api-error';
import { DATABASE_UNAVAILABLE, setDatabaseTimeoutForTests } from '#worker/db/d1-guard';
import type { AnalyticsEvent } from '#worker/features/analytics/analytics-events';
import { PHOTO_STORAGE_UNAVAILABLE } from '#worker/features/images/images';
import worker from '#worker/index';
import { forgetHotEntriesForTests } from '#worker/platform/cache/hot-entries';
import type { EmailMessage } from '#worker/platform/email/outbox';
import { EMAIL_QUEUE } from '#worker/queue-names';
import { preparePageTests } from '#worker/test/built-shell';
import { callWorkerWith, failingD1, failingKv, failingQueue, failingR2, recordingQueue } from '#worker/test/faults';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callWorker } from '#worker/test/http';
import { JPEG_IMAGE } from '#worker/test/images';
import { settleCacheWrites } from '#worker/test/kv';
import { captureLogs } from '#worker/test/logs';
import { mailbox } from '#worker/test/mail';
import { passStalenessBound } from '#worker/test/staleness';

/**
 * What a visitor gets while a binding fails, each failure injected with a stand-in
 * (worker/test/faults.ts). The rule: no visitor sees a 500, and nothing is lost.
 */

let capture: ReturnType<typeof captureLogs> | undefined;
afterEach(() => {
  capture?.restore();
  capture = undefined;
});

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

let dana: TestUser;
let danaTrainerId = 0;
const LISTING = '/api/trainers?category=health_wellness&page=1';

beforeAll(async () => {
  await preparePageTests();
  dana = await createUser({ fullName: 'Dana Down' });
  danaTrainerId = await createTrainer(dana, {
    slug: 'dana-down',
    services: [{ title: 'Outage Clinic', price: 40, category: 'health_wellness' }],
  });
});

/** The profile, the listing and the profile's page, read once while D1 is up: in the isolate and in KV. */
async function warmCache() {
  for (const path of ['/api/trainers/dana-down', LISTING, '/trainer/dana-down']) {
    expect((await callWorker(path)).status, path).toBe(200);
  }
  await settleCacheWrites('listing:');
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('60');
  const reference = res.headers.get('x-request-id') ?? '';
  expect(reference).not.toBe('');
  expect(await res.json()).toEqual({
    error: { code: 'service_unavailable', message: `${DATABASE_UNAVAILABLE} Reference: ${reference}`, reference },
  });
}

describe('D1 unavailable', () => {
  const down = () => ({ DB: failingD1('down') });

  it('public profiles and listings answer from the isolate, marked stale', async () => {
    await warmCache();
    // Past the staleness bound: the isolate must ask D1 for the current version, and cannot.
    passStalenessBound();
    const profile = await callWorkerWith(down(), '/api/trainers/dana-down');
    expect(profile.status).toBe(200);
    expect(profile.headers.get('x-cache')).toBe('stale');
    expect(((await profile.json()) as TrainerProfileResponse).trainer.full_name).toBe('Dana Down');
    const listing = await callWorkerWith(down(), LISTING);
    expect(listing.status).toBe(200);
    expect(listing.headers.get('x-cache')).toBe('stale');
    expect(((await listing.json()) as TrainerListResponse).trainers.map((t) => t.slug)).toContain('dana-down');
  });

  it('and from KV when the isolate has nothing (a fresh isolate)', async () => {
    await warmCache();
    forgetHotEntriesForTests();
    passStalenessBound();
    const profile = await callWorkerWith(down(), '/api/trainers/dana-down');
    expect(profile.status).toBe(200);
    expect(profile.headers.get('x-cache')).toBe('stale');
    expect(((await profile.json()) as TrainerProfileResponse).trainer.full_name).toBe('Dana Down');
  });

  it('public pages still show their data, marked stale', async () => {
    await warmCache();
    passStalenessBound();
    const page = await callWorkerWith(down(), '/trainer/dana-down');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-cache')).toBe('stale');
    expect(await page.text()).toContain('Dana Down');
  });

  it('other reads are 503 with Retry-After, a clear message and the reference', async () => {
    await expectUnavailable(await callWorkerWith(down(), '/api/trainers/dana-down/reviews'));
    // A listing nobody asked for yet: nothing cached to stand in.
    await expectUnavailable(await callWorkerWith(down(), '/api/trainers?search=never-asked-before&page=1'));
    await expectUnavailable(await callWorkerWith(down(), '/api/saved-trainers', { headers: dana.auth }));
    // The pages that need such data are still served: the app explains.
    expect((await callWorkerWith(down(), '/trainers?search=never-asked-before')).status).toBe(200);
  });

  it('writes are 503 and write nothing, also when only the write itself fails', async () => {
    const contact = () => ({
      method: 'POST',
      headers: { 'cf-connecting-ip': freshIp() },
      json: { name: 'Outage', email: 'outage@example.com', message: 'Is it down?' },
    });
    await expectUnavailable(await callWorkerWith(down(), '/api/contact', contact()));
    const writesFail = { DB: failingD1('down', (sql) => /^(insert|update|delete)/i.test(sql)) };
    await expectUnavailable(await callWorkerWith(writesFail, '/api/contact', contact()));
    expect(await count("SELECT count(*) AS n FROM contact_submissions WHERE email = 'outage@example.com'")).toBe(0);

    // Sign-up is one batch (account, profile, verification email): its last statement failing
    // leaves no account.
    const email = `half-${crypto.randomUUID()}@example.com`;
    const outboxFails = { DB: failingD1('down', (sql) => sql.includes('"email_outbox"')) };
    await expectUnavailable(
      await callWorkerWith(outboxFails, '/api/auth/sign-up', {
        method: 'POST',
        headers: { 'cf-connecting-ip': freshIp() },
        json: { fullName: 'Half Written', email, password: 'password123' },
      }),
    );
    expect(await count('SELECT count(*) AS n FROM users WHERE email = ?', email)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM profiles WHERE email = ?', email)).toBe(0);
  });

  it('/api/health reports it: 503, database unavailable', async () => {
    const res = await callWorkerWith(down(), '/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    const reference = res.headers.get('x-request-id') ?? '';
    expect((await res.json()) as HealthUnavailableResponse).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      error: { code: 'database_unavailable', message: `${DATABASE_UNAVAILABLE} Reference: ${reference}`, reference },
    });
  });

  it('the crawler files are 503 with Retry-After when nothing is cached', async () => {
    forgetHotEntriesForTests();
    passStalenessBound();
    const res = await callWorkerWith({ ...down(), CACHE: failingKv() }, '/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.text()).toBe(`${DATABASE_UNAVAILABLE} Reference: ${res.headers.get('x-request-id')}`);
  });
});

describe('D1 timing out', () => {
  it('is given up after the statement timeout: cached reads answer stale, the rest 503, health says so', async () => {
    await warmCache();
    passStalenessBound();
    const restore = setDatabaseTimeoutForTests(50);
    try {
      const hang = () => ({ DB: failingD1('hang') });
      const profile = await callWorkerWith(hang(), '/api/trainers/dana-down');
      expect(profile.status).toBe(200);
      expect(profile.headers.get('x-cache')).toBe('stale');
      await expectUnavailable(await callWorkerWith(hang(), '/api/trainers/dana-down/reviews'));
      const health = await callWorkerWith(hang(), '/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    } finally {
      restore();
    }
  });
});

describe('KV failing', () => {
  it('reads fall back to D1, and the visitor gets the current data', async () => {
    forgetHotEntriesForTests();
    capture = captureLogs();
    const profile = await callWorkerWith({ CACHE: failingKv() }, '/api/trainers/dana-down');
    expect(profile.status).toBe(200);
    expect(profile.headers.get('x-cache')).toBe('miss');
    expect(((await profile.json()) as TrainerProfileResponse).trainer.full_name).toBe('Dana Down');
    expect((await callWorkerWith({ CACHE: failingKv() }, '/trainer/dana-down')).status).toBe(200);
    const messages = capture.entries().map((line) => line.message);
    expect(messages).toContain('Cache read failed');
    expect(messages).toContain('Cache write failed');
  });

  it('writes still succeed', async () => {
    const res = await callWorkerWith({ CACHE: failingKv() }, '/api/contact', {
      method: 'POST',
      headers: { 'cf-connecting-ip': freshIp() },
      json: { name: 'Kay', email: 'kv-down@example.com', message: 'Still works?' },
    });
    expect(res.status).toBe(201);
    expect(await count("SELECT count(*) AS n FROM contact_submissions WHERE email = 'kv-down@example.com'")).toBe(1);
    const saved = await callWorkerWith({ CACHE: failingKv() }, `/api/saved-trainers/${danaTrainerId}`, {
      method: 'PUT',
      headers: dana.auth,
    });
    expect(saved.status).toBe(200);
  });
});

describe('EVENTS.send failing', () => {
  it('the visitor still gets 202 and the event is written directly, once however it arrives later', async () => {
    capture = captureLogs();
    const eventId = crypto.randomUUID();
    const res = await callWorkerWith({ EVENTS: failingQueue(env.EVENTS) }, '/api/events/profile-view', {
      method: 'POST',
      headers: { 'cf-connecting-ip': freshIp() },
      json: { eventId, trainerId: danaTrainerId, source: 'search' },
    });
    expect(res.status).toBe(202);
    expect(await count('SELECT count(*) AS n FROM trainer_profile_views WHERE event_id = ?', eventId)).toBe(1);
    expect(capture.entries()).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Analytics queue refused an event; writing it directly' }),
    );
    // The send had reached the queue after all: the consumer stores nothing twice.
    const batch = createMessageBatch('trainer-marketplace-events', [
      {
        id: 'late-1',
        timestamp: new Date(),
        attempts: 1,
        body: {
          type: 'profile_view',
          eventId,
          occurredAt: new Date().toISOString(),
          trainerId: danaTrainerId,
          sourcePage: 'search',
          searchQuery: null,
          referrer: null,
        } satisfies AnalyticsEvent,
      },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    await getQueueResult(batch, ctx);
    expect(await count('SELECT count(*) AS n FROM trainer_profile_views WHERE event_id = ?', eventId)).toBe(1);
  });

  it('with D1 refusing it too, the event is dropped with an error line naming it, and the visitor gets 202', async () => {
    capture = captureLogs();
    const eventId = crypto.randomUUID();
    const res = await callWorkerWith(
      { EVENTS: failingQueue(env.EVENTS), DB: failingD1('down', (sql) => /^insert/i.test(sql)) },
      '/api/events/search',
      { method: 'POST', headers: { 'cf-connecting-ip': freshIp() }, json: { eventId, query: 'pilates' } },
    );
    expect(res.status).toBe(202);
    expect(capture.entries()).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Analytics event dropped: neither the queue nor D1 took it',
        eventId,
        eventType: 'search_query',
        requestId: res.headers.get('x-request-id'),
      }),
    );
  });
});

describe('EMAIL.send failing', () => {
  it('the request succeeds, the outbox row stays, and the sweep sends it later, once', async () => {
    const user = await createUser();
    const res = await callWorkerWith({ EMAIL: failingQueue(env.EMAIL) }, '/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'cf-connecting-ip': freshIp() },
      json: { email: user.email },
    });
    expect(res.status).toBe(200);
    const row = () =>
      env.DB.prepare(
        "SELECT idempotency_key AS key, status FROM email_outbox WHERE to_email = ? AND template = 'reset_password'",
      )
        .bind(user.email)
        .first<{ key: string; status: string }>();
    expect(await row()).toMatchObject({ status: 'queued' });

    // The sweep (the real cron handler) hands it to the queue; the consumer sends it.
    const { queue, sent } = recordingQueue<EmailMessage>(env.EMAIL);
    const sweep = (minutes: number) =>
      worker.scheduled(
        createScheduledController({ scheduledTime: Date.now() + minutes * 60_000, cron: '*/10 * * * *' }),
        { ...env, EMAIL: queue },
      );
    await sweep(16);
    const key = (await row())?.key;
    expect(sent.filter((message) => message.key === key)).toHaveLength(1);
    const batch = createMessageBatch(
      EMAIL_QUEUE,
      sent.map((body, i) => ({ id: `swept-${i}`, timestamp: new Date(), attempts: 1, body })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    await getQueueResult(batch, ctx);
    expect(await row()).toMatchObject({ status: 'sent' });
    // Later sweeps and a late duplicate of the message send nothing more.
    await sweep(40);
    expect(sent.filter((message) => message.key === key)).toHaveLength(1);
    expect(
      (await mailbox(user.email)).filter((mail) => mail.subject === 'Reset your TrainerHub password'),
    ).toHaveLength(1);
  });
});

describe('R2 failing', () => {
  it('an upload is 503 and the old photo stays; the profile still renders', async () => {
    const old = `/api/images/${'a'.repeat(64)}.png`;
    await env.DB.prepare('UPDATE profiles SET profile_image = ? WHERE id = ?').bind(old, dana.id).run();
    const res = await callWorkerWith({ IMAGES: failingR2() }, '/api/me/trainer/photo', {
      method: 'PUT',
      headers: { ...dana.auth, 'content-type': 'image/jpeg' },
      body: JPEG_IMAGE,
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(((await res.json()) as ApiErrorBody).error.message).toBe(
      `${PHOTO_STORAGE_UNAVAILABLE} Reference: ${res.headers.get('x-request-id')}`,
    );
    const stored = await env.DB.prepare('SELECT profile_image FROM profiles WHERE id = ?')
      .bind(dana.id)
      .first<{ profile_image: string }>();
    expect(stored?.profile_image).toBe(old);

    // The picture itself is a 503 (the page shows the initials instead, web/lib/images); the page is fine.
    const picture = await callWorkerWith({ IMAGES: failingR2() }, old);
    expect(picture.status).toBe(503);
    expect(picture.headers.get('retry-after')).toBe('60');
    expect((await callWorkerWith({ IMAGES: failingR2() }, '/trainer/dana-down')).status).toBe(200);
  });
});

describe('a queue consumer failing halfway through a batch', () => {
  it('analytics: the events written stay, the rest are retried, and redelivery stores nothing twice', async () => {
    const events = [1, 2, 3].map(
      (n): AnalyticsEvent => ({
        type: 'search_query',
        eventId: `halfway-${n}-${crypto.randomUUID()}`,
        occurredAt: new Date().toISOString(),
        query: `halfway ${n}`,
        userId: null,
      }),
    );
    const messages = () => events.map((body, i) => ({ id: `halfway-${i}`, timestamp: new Date(), attempts: 1, body }));
    // The whole-batch write fails, then the second event's own write.
    let inserts = 0;
    const flaky = failingD1('down', (sql) => /^insert/i.test(sql) && [1, 3].includes(++inserts));
    const first = createMessageBatch('trainer-marketplace-events', messages());
    const ctx = createExecutionContext();
    await worker.queue(first, { ...env, DB: flaky });
    const result = await getQueueResult(first, ctx);
    expect(result.explicitAcks.sort()).toEqual(['halfway-0', 'halfway-2']);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['halfway-1']);

    // At-least-once: the whole batch may come again.
    const again = createMessageBatch('trainer-marketplace-events', messages());
    const ctx2 = createExecutionContext();
    await worker.queue(again, env);
    expect((await getQueueResult(again, ctx2)).retryMessages).toEqual([]);
    for (const event of events) {
      expect(await count('SELECT count(*) AS n FROM search_queries WHERE event_id = ?', event.eventId)).toBe(1);
    }
  });

  it('email: sent but not yet marked sent when it fails, the retry sends no second email', async () => {
    const users = [await createUser(), await createUser()];
    const keys: string[] = [];
    for (const user of users) {
      const res = await callWorkerWith(
        { EMAIL: recordingQueue<EmailMessage>(env.EMAIL).queue },
        '/api/auth/forgot-password',
        {
          method: 'POST',
          headers: { 'cf-connecting-ip': freshIp() },
          json: { email: user.email },
        },
      );
      expect(res.status).toBe(200);
      const row = await env.DB.prepare('SELECT idempotency_key AS key FROM email_outbox WHERE to_email = ?')
        .bind(user.email)
        .first<{ key: string }>();
      keys.push(row?.key ?? '');
    }
    // The first email goes to the provider, then marking it sent fails (D1 hiccups once).
    let marks = 0;
    const flaky = failingD1('down', (sql) => /^update "email_outbox" set "status"/i.test(sql) && ++marks === 1);
    const batch = () =>
      createMessageBatch(
        EMAIL_QUEUE,
        keys.map((key, i) => ({ id: `mail-halfway-${i}`, timestamp: new Date(), attempts: 1, body: { key } })),
      );
    const first = batch();
    const ctx = createExecutionContext();
    await worker.queue(first, { ...env, DB: flaky });
    const result = await getQueueResult(first, ctx);
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['mail-halfway-0']);
    expect(result.explicitAcks).toEqual(['mail-halfway-1']);

    const second = batch();
    const ctx2 = createExecutionContext();
    await worker.queue(second, env);
    await getQueueResult(second, ctx2);
    for (const user of users) {
      const mails = await mailbox(user.email);
      expect(
        mails.filter((mail) => mail.subject === 'Reset your TrainerHub password'),
        user.email,
      ).toHaveLength(1);
    }
  });
});
