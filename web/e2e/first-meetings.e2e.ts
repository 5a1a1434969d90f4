/**
 * A visitor's first minutes with the product, where a slow answer or a dead end is felt most:
 * signing in, a profile's reviews and contact channels, the contact page and account settings.
 * Slow answers are made slow on purpose (page.route), so each in-between state is seen for sure.
 */
import type { Page, Route } from 'playwright-core';
import { describe } from 'vitest';
import { expect, test, waitUntilInteractive } from './fixtures';
import { PHONE_VIEWPORT } from './page-checks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds every request matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** When (page clock) the first toast with `text` was added to the page, recorded from now on. */
async function recordToastTime(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const host = window as Window & { toastShownAt?: number };
    new MutationObserver((_, observer) => {
      const toast = [...document.querySelectorAll('[data-sonner-toast]')].find((element) =>
        element.textContent?.includes(wanted),
      );
      if (!toast) return;
      host.toastShownAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as Window & { toastShownAt?: number }).toastShownAt ?? Number.NaN);
}

describe('first meetings in Chromium', () => {
  test('a wrong password: Sign In is busy until the answer, and the error shows the moment it arrives', async ({
    page,
    navigate,
  }) => {
    await navigate('/auth');
    // A slow link from here on: every script the page still asks for (the toasts' code among
    // them) takes 1.5 s, and the worker's answer 2.5 s.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await sleep(1_500);
      await route.continue();
    });
    await page.route('**/api/auth/sign-in', async (route) => {
      await sleep(2_500);
      await route.continue();
    });
    const toastShownAt = await recordToastTime(page, 'Invalid email or password');
    await page.getByLabel('Email').fill('learner@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const busy = page.getByRole('button', { name: 'Signing in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    expect(await busy.locator('.loading').count()).toBe(1);

    await page.getByText('Invalid email or password').waitFor();
    const answeredAt = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/auth/sign-in')) as
          | PerformanceResourceTiming
          | undefined,
    );
    // Shown with the answer, not a script download later.
    expect((await toastShownAt()) - (answeredAt?.responseEnd ?? Number.NaN)).toBeLessThan(750);
    expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true);
  });

  test('signed in, the Reviews tab shows the reviews at once; only the own review waits, and a failure offers Retry', async ({
    page,
    navigate,
    signInAsNewUser,
    seededTrainer,
  }) => {
    await signInAsNewUser('Rita Retry');
    let failing = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/trainers\/[^/]+\/reviews\/mine$/, async (route) => {
      if (failing) {
        await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Try again later' } } });
        return;
      }
      await held;
      await route.continue();
    });
    await navigate(`/trainer/${seededTrainer.slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reviews' });
    await panel.getByTestId('review').first().waitFor();
    expect(await panel.getByTestId('review').count()).toBe(Math.min(seededTrainer.review_count, 10));
    await panel.getByRole('status').filter({ hasText: 'Loading your review…' }).waitFor();
    expect(await panel.getByRole('form').count()).toBe(0);
    release();
    await panel.getByRole('form', { name: 'Write a review' }).waitFor();
    expect(await panel.getByText('Loading your review…').count()).toBe(0);

    // The same request failing (after the query's own retries): an error with Retry, never a blank.
    failing = true;
    await page.reload();
    await waitUntilInteractive(page);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await panel.getByTestId('review').first().waitFor();
    const alert = panel.getByRole('alert').filter({ hasText: 'Your review could not be loaded.' });
    await alert.waitFor({ timeout: 15_000 });
    expect(await panel.getByRole('form').count()).toBe(0);
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await panel.getByRole('form', { name: 'Write a review' }).waitFor();
    expect(await alert.count()).toBe(0);
  });

  test('the saved state and the own review are asked for beside the profile page’s code, not after it', async ({
    page,
    url,
    signInAsNewUser,
    seededTrainer,
  }) => {
    await signInAsNewUser('Wanda Waterfall');
    const releasePage = await hold(page, /\/assets\/TrainerProfilePage-[^/]*\.js$/);
    await page.goto(url(`/trainer/${seededTrainer.slug}`));
    // The page cannot render, let alone hydrate, yet both are on their way.
    await Promise.all([
      page.waitForRequest((request) => request.url().endsWith('/api/saved-trainers/ids'), { timeout: 10_000 }),
      page.waitForRequest((request) => request.url().endsWith(`/api/trainers/${seededTrainer.slug}/reviews/mine`), {
        timeout: 10_000,
      }),
    ]);
    releasePage();
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Save Trainer' }).waitFor();
  });

  test('a missing contact channel and Book Now without WhatsApp look unavailable the same way on desktop and phone, and say why', async ({
    page,
    navigate,
    queryDb,
  }) => {
    const [trainer] = queryDb<{ slug: string }>(
      `SELECT t.slug FROM trainers t WHERE t.status = 'approved' AND t.tiktok_url IS NULL AND t.whatsapp_number IS NULL
         AND t.instagram_url IS NOT NULL AND EXISTS (SELECT 1 FROM services s WHERE s.trainer_id = t.id) LIMIT 1`,
    );
    if (!trainer) throw new Error('no approved trainer without TikTok and WhatsApp, with Instagram and a service');
    await navigate(`/trainer/${trainer.slug}`);
    const contacts = page.getByRole('list', { name: 'Contact links' });
    const tiktok = contacts.getByRole('button', { name: 'TikTok' });
    const look = () =>
      tiktok.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.color, style.backgroundColor, style.borderStyle, style.borderColor, style.cursor].join(' | ');
      });
    const desktop = await look();
    expect(await tiktok.getAttribute('aria-disabled')).toBe('true');
    expect(desktop).toContain('dashed');
    expect(desktop).toContain('not-allowed');
    // Unlike a live channel.
    const live = await contacts
      .getByRole('link', { name: 'Instagram' })
      .evaluate((element) => getComputedStyle(element).borderStyle);
    expect(live).not.toBe('dashed');
    // No hover that promises a link.
    await tiktok.hover();
    expect(await look()).toBe(desktop);
    // Activatable by pointer and keyboard alike (aria-disabled, not disabled): it says why.
    await tiktok.click({ force: true });
    await page.getByText('No TikTok available').waitFor();
    await page.getByRole('tab', { name: 'Services' }).click();
    const book = page.getByRole('button', { name: 'Book Now' }).first();
    expect(await book.getAttribute('aria-disabled')).toBe('true');
    await book.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Contact information not available').waitFor();
    const bookDesktop = await book.evaluate((element) => getComputedStyle(element).borderStyle);

    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await look()).toBe(desktop);
    expect(await book.evaluate((element) => getComputedStyle(element).borderStyle)).toBe(bookDesktop);
  });

  test('signed in, /contact is filled in with the account’s name and email; a success replaces the earlier error toast', async ({
    page,
    navigate,
    signInAsNewUser,
    queryDb,
  }) => {
    const email = await signInAsNewUser('Cora Contact');
    let failing = true;
    await page.route('**/api/contact', async (route) => {
      if (failing) await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'Later' } } });
      else await route.continue();
    });
    await navigate('/contact');
    const name = page.getByLabel('Name');
    await expect.poll(() => name.inputValue()).toBe('Cora Contact');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel(/^Message(?!s)/).fill('Can I book for a team?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();

    failing = false;
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!').waitFor();
    expect(await page.locator('[data-sonner-toast]').count()).toBe(1);
    expect(await page.getByText('Failed to send message. Please try again.').count()).toBe(0);
    const rows = queryDb<{ name: string }>(`SELECT name FROM contact_submissions WHERE email = '${email}'`);
    expect(rows).toEqual([{ name: 'Cora Contact' }]);
  });

  test('clearing the name on /account and saving says the name is required, and keeps the saved one', async ({
    page,
    navigate,
    signInAsNewUser,
    queryDb,
  }) => {
    const email = await signInAsNewUser('Nora Name');
    await navigate('/account');
    const profile = page.getByRole('region', { name: 'Profile' });
    const field = profile.getByRole('textbox');
    await expect.poll(() => field.inputValue()).toBe('Nora Name');
    await field.fill('');
    await profile.getByRole('button', { name: 'Save Name' }).click();
    await profile.getByText('Full name is required').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(queryDb<{ full_name: string }>(`SELECT full_name FROM profiles WHERE email = '${email}'`)).toEqual([
      { full_name: 'Nora Name' },
    ]);
  });
});
