import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import { MESSAGE_TEXT } from '#shared/api/messages';
import { DEMO_PASSWORD, expect, test, visitorIp, waitUntilInteractive } from './fixtures';
import { expectNoA11yViolations, expectNoA11yViolationsOnDesktopAndPhone } from './page-checks';

const TRAINER_EMAIL = 'trainer@example.com';
const TRAINER_PROFILE = '/trainer/taylor-trainer';

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Toasts (here the sign-in's) fade in and out over the page: the accessibility check looks at the page itself. */
async function toastsGone(page: Page): Promise<void> {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** A second person at another browser (own cookies and storage), signed in on `url('/auth')`. */
async function otherPerson(
  browser: Browser,
  base: string,
  email: string,
  onCleanup: (fn: () => Promise<void>) => void,
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
  });
  onCleanup(() => context.close());
  const page = await context.newPage();
  await page.goto(`${base}/auth`);
  await waitUntilInteractive(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${base}/dashboard`);
  return page;
}

/** Opens the profile's composer, writes `text` and sends it; returns the thread's path. */
async function enquire(page: Page, text: string, { checkA11y = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Send a message' }).click();
  const dialog = page.getByRole('dialog', { name: /^Message / });
  await dialog.getByLabel(/^Your message/).fill(text);
  if (checkA11y) await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
}

describe('messages in Chromium', () => {
  test('a learner asks from a profile; the trainer sees it in the inbox, unread, and replies; the learner reads the reply', async ({
    page,
    navigate,
    url,
    browser,
    signInAsNewUser,
    onTestFinished,
  }) => {
    const learner = `Lena Learner ${Date.now()}`;
    await signInAsNewUser(learner);
    await navigate(TRAINER_PROFILE);
    await enquire(page, 'Hello! Do you coach complete beginners? My plan: https://example.org/plan', {
      checkA11y: true,
    });
    await page.waitForURL(/\/messages\/\d+$/);
    const threadPath = new URL(page.url()).pathname;
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText('Hello! Do you coach complete beginners?').waitFor();
    // Links are real links that open apart; the text is text.
    const link = thread.getByRole('link', { name: 'https://example.org/plan' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(await link.getAttribute('target')).toBe('_blank');

    const trainer = await otherPerson(browser, url(''), TRAINER_EMAIL, (fn) => onTestFinished(fn));
    // The header counts conversations with unread messages (other tests of this file may add theirs).
    await header(trainer)
      .getByRole('link', { name: /^Messages, \d+ unread$/ })
      .waitFor();
    await header(trainer)
      .getByRole('link', { name: /^Messages/ })
      .click();
    await trainer.waitForURL(url('/messages'));
    const row = trainer.getByTestId('conversation').filter({ hasText: learner });
    await row.getByText(/\d+ unread/).waitFor();
    await row.getByText('Hello! Do you coach complete beginners?').waitFor();
    await row.getByRole('link').click();
    await trainer.waitForURL(url(threadPath));
    await trainer.getByRole('heading', { level: 1, name: learner }).waitFor();
    await trainer.getByRole('heading', { name: 'Today' }).waitFor();

    // Opening it read it: back in the inbox, the row is no longer unread.
    const reply = trainer.getByLabel(/^Your message/);
    await reply.fill('Yes, beginners are welcome.');
    await reply.press('Enter');
    await trainer.getByRole('list', { name: 'Messages' }).getByText('Yes, beginners are welcome.').waitFor();
    await expect.poll(() => trainer.getByTestId('pending-message').count()).toBe(0);
    expect(await reply.inputValue()).toBe('');
    // Both sides' messages, a link, the day separator and the reply box pass WCAG 2.2 AA.
    await toastsGone(trainer);
    await expectNoA11yViolationsOnDesktopAndPhone(trainer);
    await trainer.getByRole('link', { name: 'All messages' }).click();
    await row.waitFor();
    await expect.poll(() => row.getByText(/\d+ unread/).count()).toBe(0);
    await expectNoA11yViolations(trainer);

    // The learner's tab sees the reply when it regains focus, and after a reload.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await thread.getByText('Yes, beginners are welcome.').waitFor();
    await page.reload();
    await waitUntilInteractive(page);
    await thread.getByText('Yes, beginners are welcome.').waitFor();
    await thread.getByText('Taylor Trainer').first().waitFor();
    expect(await page.getByRole('link', { name: 'Taylor Trainer' }).getAttribute('href')).toBe(TRAINER_PROFILE);
  });

  test('signed out, the message is kept through sign-in, the composer opens again with it, and it is sent once', async ({
    page,
    navigate,
    url,
    queryDb,
  }) => {
    const email = `e2e-draft-${Date.now()}@example.com`;
    const created = await fetch(url('/api/auth/sign-up'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitorIp() },
      body: JSON.stringify({ fullName: 'Dee Drafter', email, password: DEMO_PASSWORD }),
    });
    expect(created.status).toBe(201);

    await navigate(TRAINER_PROFILE);
    await enquire(page, 'Written before signing in');
    await page.waitForURL(/\/auth\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(url(TRAINER_PROFILE));
    const dialog = page.getByRole('dialog', { name: /^Message / });
    expect(await dialog.getByLabel(/^Your message/).inputValue()).toBe('Written before signing in');
    await dialog.getByRole('button', { name: 'Send' }).dblclick();
    await page.waitForURL(/\/messages\/\d+$/);
    await page.getByRole('list', { name: 'Messages' }).getByText('Written before signing in').waitFor();
    const stored = queryDb<{ n: number }>(
      `SELECT count(*) AS n FROM messages m JOIN users u ON u.id = m.sender_user_id WHERE u.email = '${email}'`,
    );
    expect(stored[0]?.n).toBe(1);
  });

  test('a blocked sender cannot send: the thread says so on both sides, in place of the reply box', async ({
    page,
    navigate,
    url,
    browser,
    signInAsNewUser,
    onTestFinished,
  }) => {
    const learner = `Bo Blocked ${Date.now()}`;
    await signInAsNewUser(learner);
    await navigate(TRAINER_PROFILE);
    await enquire(page, 'Buy my course');
    await page.waitForURL(/\/messages\/\d+$/);
    const threadPath = new URL(page.url()).pathname;

    const trainer = await otherPerson(browser, url(''), TRAINER_EMAIL, (fn) => onTestFinished(fn));
    await trainer.goto(url(threadPath));
    await waitUntilInteractive(trainer);
    await trainer.getByRole('button', { name: 'Block', exact: true }).click();
    await trainer
      .getByRole('dialog', { name: `Block ${learner}?` })
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    await trainer.getByText(MESSAGE_TEXT.youBlocked).waitFor();
    await trainer.getByRole('button', { name: 'Unblock' }).waitFor();
    expect(await trainer.getByLabel(/^Your message/).count()).toBe(0);

    await page.reload();
    await waitUntilInteractive(page);
    await page.getByText(MESSAGE_TEXT.blockedYou).waitFor();
    expect(await page.getByLabel(/^Your message/).count()).toBe(0);
    // A second enquiry from the profile continues the same conversation, and is refused the same way.
    await navigate(TRAINER_PROFILE);
    await enquire(page, 'Buy it now');
    await page.getByText(MESSAGE_TEXT.blockedYou).first().waitFor();
    expect(page.url()).toBe(url(TRAINER_PROFILE));
  });

  test('live: the trainer on another page sees the count change and the open thread fill without reload, both ways; a reply sent offline waits and goes once on reconnect', async ({
    page,
    navigate,
    url,
    browser,
    signInAsNewUser,
    onTestFinished,
    queryDb,
  }) => {
    const learner = `Liv Live ${Date.now()}`;
    await signInAsNewUser(learner);
    // The trainer is elsewhere (the dashboard), with the live channel the app shell keeps open.
    const trainer = await otherPerson(browser, url(''), TRAINER_EMAIL, (fn) => onTestFinished(fn));
    const badge = header(trainer).getByRole('link', { name: /^Messages/ });
    await badge.waitFor();
    const unreadNow = async () => Number((await badge.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    const before = await unreadNow();
    // No focus, visibility or network event reaches the trainer's page from here on: what changes it is the channel.
    await navigate(TRAINER_PROFILE);
    await enquire(page, 'Are you free on Saturdays?');
    await page.waitForURL(/\/messages\/\d+$/);
    const threadPath = new URL(page.url()).pathname;
    await expect.poll(unreadNow, { timeout: 10_000 }).toBe(before + 1);

    await trainer.goto(url(threadPath));
    await waitUntilInteractive(trainer);
    const trainerThread = trainer.getByRole('list', { name: 'Messages' });
    await trainerThread.getByText('Are you free on Saturdays?').waitFor();
    const learnerThread = page.getByRole('list', { name: 'Messages' });

    // Learner to trainer, then trainer to learner, each into the other's open thread.
    const learnerReply = page.getByLabel(/^Your message/);
    await learnerReply.fill('Mornings would suit me best.');
    await learnerReply.press('Enter');
    await trainerThread.getByText('Mornings would suit me best.').waitFor();
    const trainerReply = trainer.getByLabel(/^Your message/);
    await trainerReply.fill('Saturday at 9 works.');
    await trainerReply.press('Enter');
    await learnerThread.getByText('Saturday at 9 works.').waitFor();

    // Offline, the reply waits in the thread as "Sending…" and the box says why; back online it goes, once.
    await page.context().setOffline(true);
    await learnerReply.fill('See you then!');
    await learnerReply.press('Enter');
    await page.getByText('You are offline.').waitFor();
    await page.getByTestId('pending-message').getByText('See you then!').waitFor();
    await page.context().setOffline(false);
    await trainerThread.getByText('See you then!').waitFor();
    await expect.poll(() => page.getByTestId('pending-message').count(), { timeout: 10_000 }).toBe(0);
    await learnerThread.getByText('See you then!').waitFor();
    expect(await page.getByText('You are offline.').count()).toBe(0);
    const conversationId = Number(threadPath.split('/').pop());
    const sent = queryDb<{ n: number }>(
      `SELECT count(*) AS n FROM messages WHERE conversation_id = ${conversationId} AND body = 'See you then!'`,
    );
    expect(sent[0]?.n).toBe(1);
  });
});
