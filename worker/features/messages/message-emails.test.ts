import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { StartConversationResponse } from '#shared/api/messages';
import worker from '#worker/index';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { mailbox } from '#worker/test/mail';

const as = (actor: TestUser, path: string, init: { method?: string; json?: unknown } = {}) =>
  callJson(path, { ...init, headers: { ...actor.auth, 'cf-connecting-ip': freshIp() } });
const send = async (actor: TestUser, id: number, body: string) => {
  const res = await as(actor, `/api/messages/conversations/${id}/messages`, {
    method: 'POST',
    json: { body, clientId: crypto.randomUUID() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { message: { id: number } }).message.id;
};
/** The 10-minute cron (outbox sweep and unread emails) as the scheduler runs it, `minutes` from now. */
const cronIn = (minutes: number) =>
  worker.scheduled(
    createScheduledController({ scheduledTime: Date.now() + minutes * 60_000, cron: '*/10 * * * *' }),
    env,
  );

async function enquiry(options: { trainerNotifications?: boolean } = {}) {
  const trainer = await createUser({ fullName: 'Tess Trainer' });
  const trainerId = await createTrainer(trainer, {
    slug: `tess-${crypto.randomUUID().slice(0, 8)}`,
    services: [{ title: 'Swim lesson', price: 40 }],
  });
  if (options.trainerNotifications === false) {
    await env.DB.prepare('UPDATE users SET email_notifications = 0 WHERE id = ?').bind(trainer.id).run();
  }
  const service = await env.DB.prepare('SELECT id FROM services WHERE trainer_id = ?')
    .bind(trainerId)
    .first<{ id: number }>();
  const learner = await createUser({ fullName: 'Lou Learner' });
  const res = await as(learner, '/api/messages/conversations', {
    method: 'POST',
    json: { trainerId, serviceId: service?.id, body: 'Can you teach my <b>kid</b>?', clientId: crypto.randomUUID() },
  });
  expect(res.status).toBe(201);
  const { conversation_id: id } = (await res.json()) as StartConversationResponse;
  return { trainer, trainerId, learner, id };
}

describe('the trainer is told of a new enquiry', () => {
  it('once per conversation, with the message, the service, the link to reply and the unsubscribe link', async () => {
    const { trainer, trainerId, learner, id } = await enquiry();
    const again = await as(learner, '/api/messages/conversations', {
      method: 'POST',
      json: { trainerId, body: 'Any news?', clientId: crypto.randomUUID() },
    });
    expect(again.status).toBe(201);
    const emails = await mailbox(trainer.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('New enquiry from Lou Learner on TrainerHub');
    expect(email?.text).toContain('Lou Learner sent you a message about "Swim lesson":');
    expect(email?.text).toContain('Can you teach my <b>kid</b>?');
    expect(email?.text).toContain(`/messages/${id}`);
    expect(email?.text).toContain('/unsubscribe?token=');
    expect(email?.html).toContain('Can you teach my &lt;b&gt;kid&lt;/b&gt;?');
    expect(email?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // The trainer was told: the unread pass leaves this stretch alone.
    await cronIn(16);
    expect(await mailbox(trainer.email)).toHaveLength(1);
  });

  it('not to a trainer who switched notification emails off', async () => {
    const { trainer, id } = await enquiry({ trainerNotifications: false });
    expect(await mailbox(trainer.email)).toEqual([]);
    const row = await env.DB.prepare('SELECT status FROM email_outbox WHERE idempotency_key = ?')
      .bind(`new_enquiry:${id}`)
      .first<{ status: string }>();
    expect(row?.status).toBe('skipped');
  });
});

describe('messages unread for 15 minutes', () => {
  it('make one email per conversation, never one per message, and only once per unread stretch', async () => {
    const { trainer, learner, id } = await enquiry();
    await send(trainer, id, 'Yes.');
    await send(trainer, id, 'Tuesdays work.');
    await send(trainer, id, 'Bring a towel.');
    // Not yet: the first of them is minutes old, not fifteen.
    await cronIn(5);
    expect(await mailbox(learner.email)).toEqual([]);
    await cronIn(16);
    const emails = await mailbox(learner.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('3 unread messages from Tess Trainer on TrainerHub');
    expect(emails[0]?.text).toContain(`/messages/${id}`);
    expect(emails[0]?.text).toContain('/unsubscribe?token=');
    // A later run, and a later message in the same unread stretch, send nothing more.
    await cronIn(17);
    await send(trainer, id, 'Also: sunscreen.');
    await cronIn(40);
    expect(await mailbox(learner.email)).toHaveLength(1);

    // Read, then a new message: a new stretch, its own email.
    const last = await send(trainer, id, 'See you!');
    expect(
      (await as(learner, `/api/messages/conversations/${id}/read`, { method: 'POST', json: { upTo: last } })).status,
    ).toBe(204);
    await send(trainer, id, 'One more thing');
    await cronIn(16);
    const after = await mailbox(learner.email);
    expect(after).toHaveLength(2);
    expect(after[0]?.subject).toBe('An unread message from Tess Trainer on TrainerHub');
  });

  it('nothing when the messages were read in time', async () => {
    const { trainer, learner, id } = await enquiry();
    const reply = await send(trainer, id, 'Sure');
    expect(
      (await as(learner, `/api/messages/conversations/${id}/read`, { method: 'POST', json: { upTo: reply } })).status,
    ).toBe(204);
    await cronIn(16);
    expect(await mailbox(learner.email)).toEqual([]);
  });

  it('the trainer is emailed about the learner’s later messages once they read the enquiry', async () => {
    const { trainer, learner, id } = await enquiry();
    const reply = await send(trainer, id, 'Sure');
    expect(
      (await as(learner, `/api/messages/conversations/${id}/read`, { method: 'POST', json: { upTo: reply } })).status,
    ).toBe(204);
    await send(learner, id, 'Great, thanks!');
    await cronIn(16);
    const emails = await mailbox(trainer.email);
    expect(emails.map((e) => e.subject)).toEqual([
      'An unread message from Lou Learner on TrainerHub',
      'New enquiry from Lou Learner on TrainerHub',
    ]);
  });
});
