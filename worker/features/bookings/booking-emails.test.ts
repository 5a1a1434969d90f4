import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDb } from '#worker/db/client';
import { resendProvider } from '#worker/platform/email/email-providers';
import { as, bookableTrainer, requestBody, requestSession, slotAt } from '#worker/test/booking-fixtures';
import { createUser } from '#worker/test/fixtures';
import { mailbox } from '#worker/test/mail';
import { bookingEmailKey, bookingEmailStatements, emailKeysOf } from './booking-emails.repository';

// The statements the jobs (expiry, reminder) put in their batches: written per event once, only in
// the state they tell, each side in its own zone; the reminder is the one optional booking email.

async function session(options: { learnerNotifications?: boolean } = {}) {
  const trainer = await bookableTrainer({ timeZone: 'Asia/Tokyo', fullName: 'Tess Trainer' });
  const learner = await createUser({ fullName: 'Lou Learner' });
  if (options.learnerNotifications === false) {
    await env.DB.prepare('UPDATE users SET email_notifications = 0 WHERE id = ?').bind(learner.id).run();
  }
  const booking = await requestSession(learner, requestBody(trainer, slotAt(4, '09:00')));
  await mailbox(trainer.owner.email);
  return { trainer, learner, booking };
}

/** Runs a booking's email statements in one batch, as a job would after its own write; returns the keys written. */
async function write(bookingId: number, kind: Parameters<typeof bookingEmailStatements>[2]) {
  const db = createDb(env.DB);
  return emailKeysOf(await db.batch(bookingEmailStatements(db, bookingId, kind)));
}

const setStatus = (id: number, status: string) =>
  env.DB.prepare('UPDATE bookings SET status = ?, sequence = sequence + 1 WHERE id = ?').bind(status, id).run();

describe('booking emails for the jobs', () => {
  it('expired: each side once, in their own zone, with a cancelling calendar file', async () => {
    const { trainer, learner, booking } = await session();
    // Not expired yet: nothing.
    expect(await write(booking.id, 'expired')).toEqual([]);
    await setStatus(booking.id, 'expired');
    expect((await write(booking.id, 'expired')).sort()).toEqual([
      bookingEmailKey('expired', booking.id, 'learner'),
      bookingEmailKey('expired', booking.id, 'trainer'),
    ]);
    expect(await write(booking.id, 'expired')).toEqual([]);
    const [email, ...rest] = await mailbox(learner.email);
    expect(rest).toEqual([]);
    expect(email?.subject).toBe('Session request expired: Swim lesson');
    expect(email?.text).toContain('Tess Trainer did not answer your request for "Swim lesson"');
    expect(email?.text).toContain('(America/New_York)');
    expect(email?.text).not.toContain('Unsubscribe');
    const ics = atob(email?.attachments[0]?.content ?? '');
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('SEQUENCE:1');
    // The trainer had the request; now its expiry, in Tokyo time.
    const [forTrainer, ...earlier] = await mailbox(trainer.owner.email);
    expect(earlier.map((email) => email.subject)).toEqual(['New session request from Lou Learner: Swim lesson']);
    expect(forTrainer?.subject).toBe('Session request expired: Swim lesson');
    expect(forTrainer?.text).toContain('The request from Lou Learner for "Swim lesson"');
    expect(forTrainer?.text).toContain('The time is free again.');
    expect(forTrainer?.text).toContain('(Asia/Tokyo)');
    expect(atob(forTrainer?.attachments[0]?.content ?? '')).toContain('METHOD:CANCEL');
  });

  it('reminder: both sides, each in their own zone, with the calendar file and an unsubscribe link', async () => {
    const { trainer, learner, booking } = await session();
    await setStatus(booking.id, 'accepted');
    const keys = await write(booking.id, 'reminder');
    expect(keys.sort()).toEqual([`booking_reminder:${booking.id}:learner`, `booking_reminder:${booking.id}:trainer`]);
    expect(keys).toContain(bookingEmailKey('reminder', booking.id, 'trainer'));
    expect(await write(booking.id, 'reminder')).toEqual([]);
    const [forLearner] = await mailbox(learner.email);
    expect(forLearner?.subject).toBe('Reminder: Swim lesson with Tess Trainer');
    expect(forLearner?.text).toContain('(America/New_York)');
    expect(forLearner?.text).toContain('/unsubscribe?token=');
    expect(forLearner?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(atob(forLearner?.attachments[0]?.content ?? '')).toContain('STATUS:CONFIRMED');
    const [forTrainer] = await mailbox(trainer.owner.email);
    expect(forTrainer?.subject).toBe('Reminder: Swim lesson with Lou Learner');
    // 09:00 UTC is 18:00 in Tokyo.
    expect(forTrainer?.text).toMatch(/18:00–19:00 \(Asia\/Tokyo\)/);
  });

  it('reminder: skipped for a learner who switched notification emails off; the essential ones still go', async () => {
    const { trainer, learner, booking } = await session({ learnerNotifications: false });
    const accepted = await as(trainer.owner, `/api/bookings/${booking.id}/accept`, { method: 'POST', json: {} });
    expect(accepted.status).toBe(200);
    await write(booking.id, 'reminder');
    const emails = await mailbox(learner.email);
    expect(emails.map((email) => email.subject)).toEqual(['Session confirmed: Swim lesson with Tess Trainer']);
    const row = await env.DB.prepare('SELECT status FROM email_outbox WHERE idempotency_key = ?')
      .bind(bookingEmailKey('reminder', booking.id, 'learner'))
      .first<{ status: string }>();
    expect(row?.status).toBe('skipped');
  });

  it('no reminder for a session no longer accepted, and no email to a deleted account', async () => {
    const { learner, booking } = await session();
    expect(await write(booking.id, 'reminder')).toEqual([]);
    await setStatus(booking.id, 'accepted');
    await env.DB.prepare("UPDATE users SET deleted_at = '2026-01-01T00:00:00.000Z' WHERE id = ?")
      .bind(learner.id)
      .run();
    expect(await write(booking.id, 'reminder')).toEqual([`booking_reminder:${booking.id}:trainer`]);
  });
});

describe('attachments through the providers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('Resend gets each file as filename, base64 content and content type', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response('{"id":"x"}', { status: 200 });
    });
    const email = {
      key: 'booking_accepted:1',
      to: 'a@example.com',
      from: 'TrainerHub <hello@example.com>',
      subject: 'S',
      text: 'T',
      html: '<p>T</p>',
      headers: {},
    };
    await resendProvider('key').send({
      ...email,
      attachments: [{ filename: 'session-1.ics', contentType: 'text/calendar', content: btoa('BEGIN:VCALENDAR') }],
    });
    await resendProvider('key').send(email);
    expect(calls[0]?.body).toMatchObject({
      attachments: [{ filename: 'session-1.ics', content: btoa('BEGIN:VCALENDAR'), content_type: 'text/calendar' }],
    });
    expect(calls[1]?.body).not.toHaveProperty('attachments');
  });
});
