import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AdminStatsResponse } from '#shared/api/admin';
import type { StartConversationResponse } from '#shared/api/messages';
import type { TrainerAnalyticsResponse } from '#shared/api/trainer-analytics';
import type { TrainerProfileResponse } from '#shared/api/trainers';
import { monthBounds, monthKey, shiftMonth } from '#shared/months';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

const as = (actor: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  callJson(path, { ...init, headers: { ...actor.auth, 'cf-connecting-ip': freshIp() } });
const send = (actor: TestUser, id: number, body: string) =>
  as(actor, `/api/messages/conversations/${id}/messages`, {
    method: 'POST',
    json: { body, clientId: crypto.randomUUID() },
  });
const firstReplyAt = async (id: number) =>
  (
    await env.DB.prepare('SELECT first_reply_at FROM conversations WHERE id = ?')
      .bind(id)
      .first<{ first_reply_at: string | null }>()
  )?.first_reply_at ?? null;

describe('the trainer’s first reply', () => {
  it('is recorded once, when the trainer first answers, whatever comes after', async () => {
    const trainer = await createUser();
    const trainerId = await createTrainer(trainer, { slug: `first-${crypto.randomUUID().slice(0, 8)}` });
    const learner = await createUser();
    const start = await as(learner, '/api/messages/conversations', {
      method: 'POST',
      json: { trainerId, body: 'Question', clientId: crypto.randomUUID() },
    });
    const { conversation_id: id } = (await start.json()) as StartConversationResponse;
    expect((await send(learner, id, 'Anyone?')).status).toBe(201);
    expect(await firstReplyAt(id)).toBeNull();
    const reply = (await (await send(trainer, id, 'Here!')).json()) as { message: { created_at: string } };
    expect(await firstReplyAt(id)).toBe(reply.message.created_at);
    expect((await send(trainer, id, 'And again')).status).toBe(201);
    expect((await send(learner, id, 'Thanks')).status).toBe(201);
    expect(await firstReplyAt(id)).toBe(reply.message.created_at);
  });
});

describe('trainer analytics: enquiries per month', () => {
  it('counts the month’s enquiries, the share answered and the median time to the first reply', async () => {
    const trainer = await createUser();
    const trainerId = await createTrainer(trainer, { slug: `figures-${crypto.randomUUID().slice(0, 8)}` });
    const month = monthKey(new Date());
    const monthStart = Date.parse(monthBounds(month).start);
    const at = (minutes: number) => new Date(monthStart + minutes * 60_000).toISOString();
    const previousMonth = Date.parse(monthBounds(shiftMonth(month, -1)).start);
    // [created, first reply]: replies after 30, 90 and 240 minutes, one unanswered; one last month.
    const rows: [string, string | null][] = [
      [at(0), at(30)],
      [at(1), at(91)],
      [at(2), at(242)],
      [at(3), null],
      [new Date(previousMonth).toISOString(), new Date(previousMonth + 60_000).toISOString()],
    ];
    for (const [createdAt, repliedAt] of rows) {
      const learner = await createUser();
      await env.DB.prepare(
        'INSERT INTO conversations (learner_user_id, trainer_id, created_at, first_reply_at) VALUES (?, ?, ?, ?)',
      )
        .bind(learner.id, trainerId, createdAt, repliedAt)
        .run();
    }
    const res = await as(trainer, `/api/me/trainer/analytics?month=${month}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as TrainerAnalyticsResponse;
    expect(body.enquiries).toEqual({ count: 4, replied: 3, reply_rate: 0.75, median_first_reply_minutes: 90 });

    const other = await createUser();
    await createTrainer(other, { slug: `quiet-${crypto.randomUUID().slice(0, 8)}` });
    const quiet = (await (
      await as(other, `/api/me/trainer/analytics?month=${month}`)
    ).json()) as TrainerAnalyticsResponse;
    expect(quiet.enquiries).toEqual({ count: 0, replied: 0, reply_rate: null, median_first_reply_minutes: null });
  });
});

describe('admin overview: enquiries this week', () => {
  it('counts the conversations learners started in the last 7 days', async () => {
    const admin = await createUser({ admin: true });
    const stats = async () => (await (await as(admin, '/api/admin/stats')).json()) as AdminStatsResponse;
    const before = (await stats()).enquiries_this_week;
    const trainer = await createUser();
    const trainerId = await createTrainer(trainer, { slug: `week-${crypto.randomUUID().slice(0, 8)}` });
    const learner = await createUser();
    const res = await as(learner, '/api/messages/conversations', {
      method: 'POST',
      json: { trainerId, body: 'This week', clientId: crypto.randomUUID() },
    });
    expect(res.status).toBe(201);
    // A conversation started 8 days ago is not this week's, however recent its messages.
    const old = await createUser();
    await env.DB.prepare(
      "INSERT INTO conversations (learner_user_id, trainer_id, created_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-8 days'))",
    )
      .bind(old.id, trainerId)
      .run();
    expect((await stats()).enquiries_this_week).toBe(before + 1);
  });
});

describe('the public profile: "Usually replies within N hours"', () => {
  /** A public trainer with enquiries answered after these many minutes (null: unanswered), `daysAgo` old. */
  async function trainerAnswering(replies: { minutes: number | null; daysAgo: number }[]) {
    const trainer = await createUser();
    const slug = `replies-${crypto.randomUUID().slice(0, 8)}`;
    const trainerId = await createTrainer(trainer, { slug, services: [{ title: 'Session', price: 10 }] });
    for (const { minutes, daysAgo } of replies) {
      const learner = await createUser();
      const created = Date.now() - daysAgo * 86_400_000;
      await env.DB.prepare(
        'INSERT INTO conversations (learner_user_id, trainer_id, created_at, first_reply_at) VALUES (?, ?, ?, ?)',
      )
        .bind(
          learner.id,
          trainerId,
          new Date(created).toISOString(),
          minutes === null ? null : new Date(created + minutes * 60_000).toISOString(),
        )
        .run();
    }
    const res = await callJson(`/api/trainers/${slug}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as TrainerProfileResponse).trainer.reply_hours;
  }

  it('shows the median first-reply time in whole hours, rounded up, once 3 enquiries of the last 90 days were answered', async () => {
    expect(
      await trainerAnswering([
        { minutes: 30, daysAgo: 1 },
        { minutes: 150, daysAgo: 10 },
        { minutes: 300, daysAgo: 80 },
        { minutes: null, daysAgo: 2 },
      ]),
    ).toBe(3);
    expect(
      await trainerAnswering([
        { minutes: 5, daysAgo: 1 },
        { minutes: 10, daysAgo: 2 },
        { minutes: 20, daysAgo: 3 },
      ]),
    ).toBe(1);
  });

  it('shows nothing under 3 answered enquiries in the last 90 days', async () => {
    expect(
      await trainerAnswering([
        { minutes: 30, daysAgo: 1 },
        { minutes: 60, daysAgo: 5 },
        // Older than 90 days: not counted.
        { minutes: 45, daysAgo: 100 },
        { minutes: null, daysAgo: 3 },
      ]),
    ).toBeNull();
    expect(await trainerAnswering([])).toBeNull();
  });
});
