import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '#shared/api-error';
import { createDb } from '#worker/db/client';
import type { AnalyticsEvent } from '#worker/features/analytics/analytics-events';
import { deliverEmails } from '#worker/features/notifications/email.consumer';
import worker from '#worker/index';
import type { EmailMessage } from '#worker/platform/email/outbox';
import { sendEmail } from '#worker/platform/email/outbox';
import { EMAIL_QUEUE } from '#worker/queue-names';
import { preparePageTests } from '#worker/test/built-shell';
import { callWorkerWith, failingD1, failingQueue, recordingQueue } from '#worker/test/faults';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callWorker } from '#worker/test/http';
import { captureLogs, type LogEntry } from '#worker/test/logs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RAY = '8f1c2b3a4d5e6f70-LHR';

let capture: ReturnType<typeof captureLogs> | undefined;
afterEach(() => {
  capture?.restore();
  capture = undefined;
});

const linesOf = (requestId: string): LogEntry[] =>
  (capture?.entries() ?? []).filter((entry) => entry.requestId === requestId);

let trainer: TestUser;

beforeAll(async () => {
  await preparePageTests();
  trainer = await createUser({ fullName: 'Rey Request' });
  await createTrainer(trainer, { slug: 'rey-request', services: [{ title: 'Request Clinic', price: 30 }] });
});

describe('X-Request-Id', () => {
  it('the info lines follow LOG_LEVEL: warn (local, tests) writes only warnings and errors', async () => {
    capture = captureLogs();
    const quiet = await callWorkerWith({ LOG_LEVEL: 'warn' }, '/api/trainers/rey-request');
    const told = await callWorkerWith({ LOG_LEVEL: 'info' }, '/api/trainers/rey-request');
    expect(linesOf(quiet.headers.get('x-request-id') ?? '')).toEqual([]);
    expect(linesOf(told.headers.get('x-request-id') ?? '')).toContainEqual(
      expect.objectContaining({ level: 'info', message: 'request', status: 200, route: '/api/trainers/:slug' }),
    );
  });

  it('is on every answer: API, errors, pages, a 304, crawler files, images', async () => {
    const page = await callWorker('/trainer/rey-request');
    const etag = page.headers.get('etag') ?? '';
    const answers = [
      await callWorker('/api/health'),
      await callWorker('/api/trainers?page=1'),
      await callWorker('/api/does-not-exist'),
      await callWorker('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      page,
      await callWorker('/trainer/rey-request', { headers: { 'if-none-match': etag } }),
      await callWorker('/no/such/page'),
      await callWorker('/robots.txt'),
      await callWorker('/sitemap.xml'),
      await callWorker('/api/images/generated/avatar/RR-3.svg'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 400, 200, 304, 404, 200, 200, 200]);
    const ids = answers.map((res) => res.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is Cloudflare's cf-ray when the request has one, and never what a client puts in it otherwise", async () => {
    expect((await callWorker('/api/health', { headers: { 'cf-ray': RAY } })).headers.get('x-request-id')).toBe(RAY);
    const forged = await callWorker('/api/health', { headers: { 'cf-ray': 'x"} {"level":"info' } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('a reference that finds the log line', () => {
  it('a 500 says "Reference: <id>", the id is the header, and it finds the error line and the summary line', async () => {
    capture = captureLogs();
    const res = await callWorkerWith({ DB: failingD1('bug') }, '/api/trainers/rey-request/reviews');
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    const body = (await res.json()) as ApiErrorBody;
    expect(body).toEqual({
      error: {
        code: 'internal_error',
        message: `Something went wrong. Please try again. Reference: ${id}`,
        reference: id,
      },
    });
    const lines = linesOf(id);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Unhandled error',
        method: 'GET',
        path: '/api/trainers/rey-request/reviews',
        route: '/api/trainers/:slug/reviews',
        error: expect.objectContaining({
          cause: expect.objectContaining({ message: expect.stringContaining('no such table') }),
        }),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'request',
        status: 500,
        route: '/api/trainers/:slug/reviews',
        durationMs: expect.any(Number),
      }),
    );
  });

  it("names the signed-in user on the request's lines", async () => {
    capture = captureLogs();
    // The actor is read; the list then fails.
    const DB = failingD1('bug', (sql) => sql.includes('saved_trainers'));
    const res = await callWorkerWith({ DB }, '/api/saved-trainers', { headers: trainer.auth });
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id') ?? '';
    const summary = linesOf(id).find((line) => line.message === 'request');
    expect(summary).toMatchObject({ status: 500, userId: trainer.id, route: '/api/saved-trainers' });
    // The token itself is never written.
    expect(capture.lines().join('\n')).not.toContain(trainer.token);
  });

  it("a page's own API calls are logged under the page's id", async () => {
    capture = captureLogs();
    const res = await callWorkerWith({ LOG_LEVEL: 'info' }, '/trainer/rey-request', { headers: { 'cf-ray': RAY } });
    expect(res.status).toBe(200);
    const lines = linesOf(RAY);
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'request', path: '/trainer/rey-request', status: 200 }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'request',
        internal: true,
        path: '/api/trainers/rey-request',
        route: '/api/trainers/:slug',
        status: 200,
      }),
    );
  });
});

describe('queue messages and cron runs', () => {
  it('an analytics event carries the request id into the queue, and the consumer logs under it', async () => {
    const eventId = crypto.randomUUID();
    const { queue, sent } = recordingQueue<AnalyticsEvent>(env.EVENTS);
    const res = await callWorkerWith({ EVENTS: queue }, '/api/events/search', {
      method: 'POST',
      headers: { 'cf-connecting-ip': freshIp() },
      json: { eventId, query: 'yoga' },
    });
    expect(res.status).toBe(202);
    const id = res.headers.get('x-request-id');
    expect(sent).toEqual([expect.objectContaining({ eventId, requestId: id })]);

    // The consumer cannot write it (D1 refuses every insert): the retry line names the request.
    capture = captureLogs();
    const batch = createMessageBatch('trainer-marketplace-events', [
      { id: 'rid-msg-1', timestamp: new Date(), attempts: 1, body: sent[0] },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, DB: failingD1('down', (sql) => /^insert/i.test(sql)) });
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1);
    expect(linesOf(id ?? '')).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'Analytics event write failed; will retry',
        queue: batch.queue,
      }),
    );
  });

  it('an email carries the request id into the queue, and a failed delivery logs under it', async () => {
    const user = await createUser();
    const { queue, sent } = recordingQueue<EmailMessage>(env.EMAIL);
    const res = await callWorkerWith({ EMAIL: queue }, '/api/auth/forgot-password', {
      method: 'POST',
      headers: { 'cf-connecting-ip': freshIp() },
      json: { email: user.email },
    });
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id') ?? '';
    expect(sent).toEqual([{ key: expect.stringContaining('reset_password'), requestId: id }]);

    capture = captureLogs();
    const batch = createMessageBatch(EMAIL_QUEUE, [
      { id: 'rid-mail-1', timestamp: new Date(), attempts: 1, body: sent[0] },
    ]);
    const ctx = createExecutionContext();
    await deliverEmails(batch, env, {
      send: async () => {
        throw new Error('provider down');
      },
    });
    expect((await getQueueResult(batch, ctx)).retryMessages).toHaveLength(1);
    expect(linesOf(id)).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Email not sent; retrying' }),
    );
    // What the email says never reaches the log.
    expect(capture.lines().join('\n')).not.toMatch(/Reset your TrainerHub password|token=/);
  });

  it('an old message without a request id is still delivered', async () => {
    const user = await createUser();
    const key = `old-message-${user.id}`;
    await sendEmail({ ...env, EMAIL: recordingQueue<EmailMessage>(env.EMAIL).queue }, createDb(env.DB), {
      key,
      to: user.email,
      content: { template: 'password_changed', data: { name: 'Old' } },
    });
    const batch = createMessageBatch(EMAIL_QUEUE, [{ id: 'old-1', timestamp: new Date(), attempts: 1, body: { key } }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(['old-1']);
  });

  it('a cron run has an id of its own on its lines and on the messages it sends', async () => {
    const user = await createUser();
    const key = `cron-sweep-${user.id}`;
    const { queue, sent } = recordingQueue<EmailMessage>(env.EMAIL);
    await sendEmail({ ...env, EMAIL: failingQueue(env.EMAIL) }, createDb(env.DB), {
      key,
      to: user.email,
      content: { template: 'password_changed', data: { name: 'Swept' } },
    });
    capture = captureLogs();
    const later = Date.now() + 16 * 60_000;
    await worker.scheduled(createScheduledController({ scheduledTime: later, cron: '*/10 * * * *' }), {
      ...env,
      EMAIL: queue,
      LOG_LEVEL: 'info',
    });
    const done = capture.entries().find((line) => line.message === 'Cron run done');
    expect(done).toMatchObject({ cron: '*/10 * * * *', requestId: expect.stringMatching(UUID) });
    expect(sent).toContainEqual({ key, requestId: done?.requestId });
  });
});
