import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import type { SessionResponse } from '#shared/api/auth';
import { BOOKING_TEXT } from '#shared/api/bookings';
import { DEMO_PASSWORD, expect, mailTest as test, visitorIp, waitUntilInteractive } from './fixtures';
import { expectNoA11yViolations } from './page-checks';

// Issue #42 end to end: the trainer's hours set in Berlin, seen and requested from New York, accepted,
// in both dashboards and in the learner's calendar file; the slot then taken for everyone else.

const TRAINER_EMAIL = 'trainer@example.com';
const TRAINER_NAME = 'Taylor Trainer';
const TRAINER_SLUG = 'taylor-trainer';
const TRAINER_ZONE = 'Europe/Berlin';
const LEARNER_ZONE = 'America/New_York';
const HOURS = { start: '09:00', end: '12:00' };
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Wall-clock parts of an instant in a zone. */
function wallParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** The calendar day (YYYY-MM-DD) of an instant in a zone. */
function dateIn(instant: number, timeZone: string): string {
  const { year, month, day } = wallParts(instant, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a wall-clock time of a date has in a zone (the offset looked up twice, for a DST day). */
function instantOf(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const p = wallParts(instant, timeZone);
    instant = wall - (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - instant);
  }
  return instant;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);

/** What the dialog names a day and a time ('Tuesday, December 1, 2026', '3:00 AM'), as Intl spells them. */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
const timeLabel = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant);
/** ICU puts a narrow no-break space before AM/PM: compared as plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `20261201T080000Z`: an instant as the calendar file writes it. */
const icsStamp = (instant: number) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A browser of its own (cookies, clock in `timezoneId`), signed in through the API as the fixtures do. */
async function personIn(
  browser: Browser,
  base: string,
  timezoneId: string,
  email: string,
  password: string,
  onCleanup: (fn: () => Promise<void>) => void,
): Promise<{ page: Page; accessToken: string }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
    timezoneId,
  });
  onCleanup(() => context.close());
  const page = await context.newPage();
  const res = await page.request.post(`${base}/api/auth/sign-in`, {
    data: { email, password },
    headers: { origin: base },
  });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
  const { access_token: accessToken } = (await res.json()) as SessionResponse;
  return { page, accessToken };
}

/** A new learner account (through the API); returns its email. */
async function signUp(base: string, fullName: string): Promise<string> {
  const email = `e2e-book-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitorIp() },
    body: JSON.stringify({ fullName, email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(201);
  return email;
}

async function open(page: Page, base: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await waitUntilInteractive(page);
}

/** Opens the profile's "Request a session" and chooses the service; returns the dialog. */
async function openRequestDialog(page: Page, serviceId: number) {
  await page.getByRole('button', { name: 'Request a session' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Request a session with ${TRAINER_NAME}` });
  await dialog.getByLabel('Service', { exact: true }).selectOption(String(serviceId));
  return dialog;
}

interface Plan {
  trainerId: number;
  service: { id: number; title: string; duration_minutes: number };
  /** The trainer's date (Berlin) whose weekday gets the hours, and the slot of 09:00 on it. */
  date: string;
  weekday: string;
  slotStart: number;
  /** The same day and slot as the learner in New York reads them. */
  learnerDate: string;
  learnerLabel: string;
}

/** Set by the first test, read by the second (which needs its accepted session). */
let taken: Plan | null = null;

describe('session booking across time zones in Chromium', () => {
  test('the trainer sets hours in Berlin; a learner in New York sees them shifted, requests one; the trainer accepts; both see it and the .ics arrives', async ({
    browser,
    url,
    queryDb,
    waitForRow,
    waitForEmail,
    onTestFinished,
  }) => {
    const base = url('');
    const [trainerRow] = queryDb<{ id: number }>(`SELECT id FROM trainers WHERE slug = '${TRAINER_SLUG}'`);
    if (!trainerRow) throw new Error('no demo trainer in the seed');
    const [service] = queryDb<Plan['service']>(
      `SELECT id, title, duration_minutes FROM services WHERE trainer_id = ${trainerRow.id} AND bookable = 1 AND duration_minutes <= 180 ORDER BY duration_minutes, id LIMIT 1`,
    );
    if (!service) throw new Error('the demo trainer has no bookable service');

    // Two days ahead in Berlin or later: 09:00 then is over 24 h away (beyond the 12 h notice), within
    // the week the dialog opens on in New York (whose today is Berlin's or the day before), and on a
    // day no other test's booking or date override of the demo trainer touches.
    const berlinToday = dateIn(Date.now(), TRAINER_ZONE);
    const [stored] = queryDb<{ overrides: string }>(
      `SELECT overrides FROM trainer_availability WHERE trainer_id = ${trainerRow.id}`,
    );
    const overridden = new Set((JSON.parse(stored?.overrides ?? '[]') as { date: string }[]).map((o) => o.date));
    const plan = [2, 3, 4, 5]
      .map((ahead): Plan => {
        const date = addDays(berlinToday, ahead).toISOString().slice(0, 10);
        const slotStart = instantOf(date, HOURS.start, TRAINER_ZONE);
        return {
          trainerId: trainerRow.id,
          service,
          date,
          weekday: WEEKDAY_NAMES[addDays(date, 0).getUTCDay()] ?? '',
          slotStart,
          learnerDate: dateIn(slotStart, LEARNER_ZONE),
          learnerLabel: timeLabel(slotStart, LEARNER_ZONE),
        };
      })
      .find(({ date, slotStart }) => {
        if (overridden.has(date)) return false;
        // Live bookings with any buffer (at most 4 h) near the day's hours.
        const from = new Date(slotStart - 4 * 3_600_000).toISOString();
        const to = new Date(instantOf(date, HOURS.end, TRAINER_ZONE) + 4 * 3_600_000).toISOString();
        const [near] = queryDb<{ n: number }>(
          `SELECT count(*) AS n FROM bookings WHERE trainer_id = ${trainerRow.id} AND status IN ('pending', 'accepted') AND start_at < '${to}' AND end_at > '${from}'`,
        );
        return near?.n === 0;
      });
    if (!plan) throw new Error('no free day for the demo trainer in the coming days');

    const learnerName = `Nia NewYork ${Date.now()}`;
    const [trainer, learner] = await Promise.all([
      (async () => {
        const { page } = await personIn(browser, base, TRAINER_ZONE, TRAINER_EMAIL, DEMO_PASSWORD, onTestFinished);
        await open(page, base, '/manage-profile');
        return page;
      })(),
      (async () => {
        const email = await signUp(base, learnerName);
        const { page } = await personIn(browser, base, LEARNER_ZONE, email, DEMO_PASSWORD, onTestFinished);
        await open(page, base, `/trainer/${TRAINER_SLUG}`);
        return { page, email };
      })(),
    ]);

    // 1. The trainer: Berlin, and on the chosen weekday only 09:00–12:00; the rules at their defaults.
    await trainer.getByRole('tab', { name: 'Availability' }).click();
    const editor = trainer.getByRole('form', { name: 'Availability' });
    await editor.getByLabel(/^Your time zone/).selectOption(TRAINER_ZONE);
    const day = editor.getByRole('group', { name: plan.weekday, exact: true });
    const remove = day.getByRole('button', { name: /^Remove .* hours/ });
    while ((await remove.count()) > 0) await remove.first().click();
    await day.getByRole('button', { name: `Add hours on ${plan.weekday}` }).click();
    await day.getByLabel('From', { exact: true }).selectOption(HOURS.start);
    await day.getByLabel('To', { exact: true }).selectOption(HOURS.end);
    await editor.getByLabel('Minimum notice (hours)').fill('12');
    await editor.getByLabel('How far ahead learners can book (days)').fill('60');
    await editor.getByLabel('Buffer between sessions (minutes)').fill('0');
    await editor.getByRole('button', { name: 'Save Availability' }).click();
    await trainer.getByText(BOOKING_TEXT.availabilitySaved).waitFor();
    const [saved] = queryDb<{ time_zone: string; day: string }>(
      `SELECT time_zone, json_extract(weekly, '$.${plan.weekday.toLowerCase()}') AS day FROM trainer_availability WHERE trainer_id = ${plan.trainerId}`,
    );
    expect(saved?.time_zone).toBe(TRAINER_ZONE);
    expect(JSON.parse(saved?.day ?? 'null')).toEqual([HOURS]);

    // 2. The learner in New York: the day's first time is 09:00 Berlin in New York's clock, the zones named.
    const dialog = await openRequestDialog(learner.page, service.id);
    await dialog.getByText('Times in New York time (America/New_York)').waitFor();
    await dialog.getByText('The trainer’s time zone: Berlin time (Europe/Berlin)').waitFor();
    await dialog.getByRole('button', { name: new RegExp(`^${longDay(plan.learnerDate)}: \\d+ times?$`) }).click();
    const times = dialog.getByRole('list', { name: `Times on ${longDay(plan.learnerDate)}` });
    const first = times.getByRole('button').first();
    await first.waitFor();
    expect(plain((await first.textContent()) ?? '')).toBe(plain(plan.learnerLabel));
    await expectNoA11yViolations(learner.page);
    await first.click();
    // Beside the learner's time, the trainer's: 9:00 AM in Berlin.
    const trainerTime = `${longDay(plan.date)}, ${timeLabel(plan.slotStart, TRAINER_ZONE)} in Berlin`;
    await dialog.getByText(new RegExp(escapeRegExp(plain(trainerTime)).replaceAll(' ', '\\s'))).waitFor();
    await dialog.getByLabel(/^Note for the trainer/).fill('First session, New York mornings suit me.');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByRole('status').getByText(BOOKING_TEXT.requestSent).waitFor();
    const booking = await waitForRow<{ id: number; start_at: string; status: string }>(
      `SELECT b.id, b.start_at, b.status FROM bookings b JOIN users u ON u.id = b.learner_user_id WHERE u.email = '${learner.email}'`,
    );
    expect(Date.parse(booking.start_at)).toBe(plan.slotStart);
    expect(booking.status).toBe('pending');
    await dialog.getByRole('link', { name: 'your dashboard' }).click();
    const mySession = learner.page.getByTestId('my-session').filter({ hasText: TRAINER_NAME });
    await mySession.getByTestId('booking-status').getByText('Pending').waitFor();

    // 3. The trainer accepts under Session requests; it moves to the upcoming sessions, in Berlin time.
    await open(trainer, base, '/dashboard');
    const request = trainer.getByTestId('session-request').filter({ hasText: learnerName });
    await request.getByText('First session, New York mornings suit me.').waitFor();
    await request.getByRole('button', { name: `Accept request from ${learnerName}` }).click();
    const upcoming = trainer.getByTestId('upcoming-session').filter({ hasText: learnerName });
    await upcoming.getByText(/09:00–\d\d:\d\d \(Berlin time\)/).waitFor();

    // The learner's tab sees the answer when it regains focus, in New York time.
    await learner.page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await mySession.getByTestId('booking-status').getByText('Accepted').waitFor();
    await mySession.getByText(/\(New York time\)$/).waitFor();

    // 4. The calendar files of the acceptance, one per side, with the UID the request's file to the
    // trainer had: the trainer's tentative hold becomes the confirmed session.
    const [accepted, requested, confirmedForTrainer] = await Promise.all([
      waitForEmail(learner.email, `Session confirmed: ${service.title} with ${TRAINER_NAME}`),
      waitForEmail(TRAINER_EMAIL, `New session request from ${learnerName}: ${service.title}`),
      waitForEmail(TRAINER_EMAIL, `Session confirmed: ${service.title} with ${learnerName}`),
    ]);
    const calendarOf = (email: typeof accepted) => {
      const file = email.attachments.find((one) => one.filename.endsWith('.ics'));
      expect(file?.content_type).toMatch(/^text\/calendar/);
      return Buffer.from(file?.content ?? '', 'base64').toString('utf8');
    };
    const ics = calendarOf(accepted);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`\r\nDTSTART:${icsStamp(plan.slotStart)}\r\n`);
    expect(ics).toContain(`\r\nDTEND:${icsStamp(plan.slotStart + service.duration_minutes * 60_000)}\r\n`);
    const uid = ics.match(/\r\nUID:(booking-\d+@[^\r]+)\r\n/)?.[1];
    expect(uid).toMatch(new RegExp(`^booking-${booking.id}@`));
    expect(calendarOf(requested)).toContain(`\r\nUID:${uid}\r\n`);
    const trainerIcs = calendarOf(confirmedForTrainer);
    expect(trainerIcs).toContain(`\r\nUID:${uid}\r\n`);
    expect(trainerIcs).toContain('\r\nSTATUS:CONFIRMED\r\n');

    taken = plan;
  });

  test('a second learner cannot take the same slot: the dialog no longer offers it, and a direct request is refused', async ({
    browser,
    url,
    onTestFinished,
  }) => {
    const plan = taken;
    if (!plan) throw new Error('the first test books the slot this one tries');
    const base = url('');
    const email = await signUp(base, `Sam Second ${Date.now()}`);
    const { page, accessToken } = await personIn(browser, base, LEARNER_ZONE, email, DEMO_PASSWORD, onTestFinished);
    await open(page, base, `/trainer/${TRAINER_SLUG}`);
    const dialog = await openRequestDialog(page, plan.service.id);

    // The day still offers its later times (09:00–12:00 Berlin is longer than one session), not the taken one.
    await dialog.getByRole('button', { name: new RegExp(`^${longDay(plan.learnerDate)}: \\d+ times?$`) }).click();
    const times = dialog.getByRole('list', { name: `Times on ${longDay(plan.learnerDate)}` });
    await times.getByRole('button').first().waitFor();
    const offered = (await times.getByRole('button').allTextContents()).map(plain);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(plain(plan.learnerLabel));

    const res = await page.request.post(`${base}/api/bookings`, {
      headers: { origin: base, authorization: `Bearer ${accessToken}` },
      data: {
        trainerId: plan.trainerId,
        serviceId: plan.service.id,
        start: new Date(plan.slotStart).toISOString(),
        timeZone: LEARNER_ZONE,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('slot_unavailable');
  });
});
