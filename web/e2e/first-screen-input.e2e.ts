import { readFileSync } from 'node:fs';
import type { Locator, Page, Route } from 'playwright-core';
import { describe } from 'vitest';
import { expect, test, visitorIp, waitUntilInteractive } from './fixtures';

/**
 * Nothing a visitor types or clicks on a worker-rendered first screen is lost. The page is painted
 * before the app's JavaScript runs; these tests hold the app's entry script (route interception)
 * the way a slow phone or network does, act on the page first, then let the app load and check
 * the result (lib/early-interactions).
 */
const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  { file: string }
>;
const APP_ENTRY = manifest['index.html']?.file ?? '';

/** Holds the app's entry script of every page this tab loads until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pattern = `**/${APP_ENTRY}`;
  const handler = async (route: Route) => {
    await released;
    // A page left meanwhile has cancelled the request.
    await route.continue().catch(() => undefined);
  };
  await page.route(pattern, handler);
  return () => {
    release();
    void page.unroute(pattern, handler);
  };
}

/** Opens a page as painted, before the app has run. */
async function openPainted(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(false);
}

const isPending = (locator: Locator) => locator.evaluate((element) => element.hasAttribute('data-pending'));

describe('first screens keep what the visitor did before the app loaded', () => {
  test('home hero: "yoga" typed before hydration, Enter after it, searches for yoga', async ({ page, url }) => {
    const release = await holdTheApp(page);
    await openPainted(page, url('/'));
    await page.getByLabel('Search trainers').fill('yoga');
    release();
    await waitUntilInteractive(page);
    expect(await page.getByLabel('Search trainers').inputValue()).toBe('yoga');
    await page.getByLabel('Search trainers').press('Enter');
    await page.waitForURL(url('/trainers?search=yoga'));
    expect(await page.getByLabel('Search').inputValue()).toBe('yoga');
  });

  test('home hero: Enter before hydration is the same search, sent by the browser', async ({ page, url }) => {
    const release = await holdTheApp(page);
    await openPainted(page, url('/'));
    await page.getByLabel('Search trainers').fill('yoga');
    await page.getByLabel('Search trainers').press('Enter');
    await page.waitForURL(url('/trainers?search=yoga'));
    // The results page is the worker's, for that search, before any script ran.
    expect(await page.getByLabel('Search').inputValue()).toBe('yoga');
    await page.getByTestId('trainer-card').first().waitFor();
    release();
    await waitUntilInteractive(page);
    expect(await page.getByLabel('Search').inputValue()).toBe('yoga');
  });

  test('browse: search text, a sort and "More filters" chosen before hydration all apply', async ({ page, url }) => {
    const release = await holdTheApp(page);
    await openPainted(page, url('/trainers'));
    await page.getByLabel('Search').fill('coach');
    await page.getByLabel('Sort by').selectOption('rating');
    const more = page.getByRole('button', { name: 'More filters' });
    await more.click();
    expect(await isPending(more)).toBe(true);
    release();
    await waitUntilInteractive(page);
    await page.waitForURL(url('/trainers?search=coach&sort=rating'));
    expect(await page.getByLabel('Search').inputValue()).toBe('coach');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('rating');
    await page.getByRole('button', { name: 'Hide filters' }).waitFor();
    await page.getByText('Verified trainers only').waitFor();
    expect(await isPending(page.getByRole('button', { name: 'Hide filters' }))).toBe(false);
  });

  test('browse: Enter before hydration sends the whole filter form, and the same page comes back', async ({
    page,
    url,
  }) => {
    const release = await holdTheApp(page);
    await openPainted(page, url('/trainers?category=creative_arts'));
    await page.getByLabel('Search').fill('art');
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL((address) => address.searchParams.get('search') === 'art');
    const address = new URL(page.url());
    expect(address.pathname).toBe('/trainers');
    expect(address.searchParams.get('category')).toBe('creative_arts');
    expect(await page.getByLabel('Category').inputValue()).toBe('creative_arts');
    release();
    await waitUntilInteractive(page);
    // The app keeps the same filters and tidies the address to the one it would have made.
    await page.waitForURL(url('/trainers?search=art&category=creative_arts'));
  });

  test('newsletter: an email typed and sent before hydration is subscribed once the app loads', async ({
    page,
    url,
    queryDb,
  }) => {
    const email = `early-${Date.now()}@example.com`;
    const release = await holdTheApp(page);
    await openPainted(page, url('/'));
    await page.getByLabel('Email address').fill(email);
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    expect(await isPending(subscribe)).toBe(true);
    // Held, not posted by the browser: still the home page.
    expect(page.url()).toBe(url('/'));
    release();
    await page.getByText('Successfully subscribed!').waitFor();
    expect(queryDb(`SELECT source_page FROM newsletter_subscriptions WHERE email = '${email}'`)).toEqual([
      { source_page: 'homepage' },
    ]);
    expect(await page.getByLabel('Email address').inputValue()).toBe('');
  });

  test('contact: a message written and sent before hydration is sent once the app loads', async ({
    page,
    url,
    queryDb,
  }) => {
    const email = `early-contact-${Date.now()}@example.com`;
    const release = await holdTheApp(page);
    await openPainted(page, url('/contact'));
    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Message(?!s)/).fill('Typed before the page could answer.');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    expect(await isPending(send)).toBe(true);
    release();
    await page.getByText('Message sent!').waitFor();
    expect(queryDb(`SELECT name, message FROM contact_submissions WHERE email = '${email}'`)).toEqual([
      { name: 'Early Bird', message: 'Typed before the page could answer.' },
    ]);
  });

  test('contact: text typed before hydration is still there after it, and a mistake is still reported', async ({
    page,
    url,
  }) => {
    const release = await holdTheApp(page);
    await openPainted(page, url('/contact'));
    await page.getByLabel('Name').fill('Slow Typist');
    await page.getByLabel(/^Message(?!s)/).fill('Half a message');
    release();
    await waitUntilInteractive(page);
    // A render after hydration (the counter) must not write the empty rendered value back.
    await page.getByLabel('Email').fill('not-an-email');
    expect(await page.getByLabel('Name').inputValue()).toBe('Slow Typist');
    expect(await page.getByLabel(/^Message(?!s)/).inputValue()).toBe('Half a message');
    expect(await page.getByText('14/').count()).toBe(1);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address').first().waitFor();
  });

  test('profile: a tab clicked before hydration opens once the app loads', async ({ page, url, seededTrainer }) => {
    const release = await holdTheApp(page);
    await openPainted(page, url(`/trainer/${seededTrainer.slug}`));
    const reviewsTab = page.getByRole('tab', { name: 'Reviews' });
    await reviewsTab.click();
    expect(await isPending(reviewsTab)).toBe(true);
    release();
    await waitUntilInteractive(page);
    await page.getByRole('tab', { name: 'Reviews', selected: true }).waitFor();
    await page.getByTestId('review').first().waitFor();
  });

  test('Save Trainer: never "Save Trainer" for a saved trainer; clicked before hydration, it saves', async ({
    page,
    url,
    signInAsNewUser,
    queryDb,
  }) => {
    const email = await signInAsNewUser('Early Saver');
    const [first, second] = queryDb<{ slug: string; name: string }>(
      "SELECT t.slug, p.full_name AS name FROM trainers t JOIN profiles p ON p.id = t.user_id WHERE t.status = 'approved' ORDER BY t.id DESC LIMIT 2",
    );
    if (!first || !second) throw new Error('no approved trainers');
    await page.goto(url(`/trainer/${first.slug}`));
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Save Trainer' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    // The saved trainer's page, before the app knows the session: a neutral state, not "Save Trainer".
    const release = await holdTheApp(page);
    await openPainted(page, url(`/trainer/${first.slug}`));
    await page.getByRole('button', { name: `Checking whether ${first.name} is saved` }).waitFor();
    expect(await page.getByText('Save Trainer').count()).toBe(0);
    release();
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Saved' }).waitFor();

    // Another trainer, clicked before the app loads: saved once it does.
    const holdAgain = await holdTheApp(page);
    await openPainted(page, url(`/trainer/${second.slug}`));
    const neutral = page.getByRole('button', { name: `Checking whether ${second.name} is saved` });
    await neutral.click();
    expect(await isPending(neutral)).toBe(true);
    holdAgain();
    await page.getByText('Trainer saved to favorites').waitFor();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    expect(
      queryDb(
        `SELECT count(*) AS n FROM saved_trainers s JOIN trainers t ON t.id = s.trainer_id JOIN users u ON u.id = s.user_id WHERE t.slug = '${second.slug}' AND u.email = '${email}'`,
      ),
    ).toEqual([{ n: 1 }]);
  });
});

describe('the sign-in and sign-up forms before the app loaded', () => {
  async function newAccount(url: (path: string) => string): Promise<string> {
    const email = `early-auth-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const res = await fetch(url('/api/auth/sign-up'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitorIp() },
      body: JSON.stringify({ fullName: 'Early Auth', email, password: 'secret-pass' }),
    });
    expect(res.status).toBe(201);
    return email;
  }

  test('sign in: typed and sent with Enter before hydration, it signs in once the app loads', async ({ page, url }) => {
    const email = await newAccount(url);
    const release = await holdTheApp(page);
    await openPainted(page, url('/auth'));
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByLabel('Password').press('Enter');
    expect(await isPending(page.getByRole('button', { name: 'Sign In' }))).toBe(true);
    release();
    await page.waitForURL(url('/dashboard'));
    await page.getByText('Signed in successfully!').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Early Auth' }).waitFor();
  });

  test('sign up: what was typed before hydration is what creates the account', async ({ page, url, queryDb }) => {
    const email = `early-signup-${Date.now()}@example.com`;
    const release = await holdTheApp(page);
    await openPainted(page, url('/auth?mode=signup'));
    await page.getByLabel('Full name').fill('Early Joiner');
    await page.getByLabel('Email').fill(email);
    release();
    await waitUntilInteractive(page);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created! You can now sign in.').first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(queryDb(`SELECT full_name FROM profiles WHERE email = '${email}'`)).toEqual([{ full_name: 'Early Joiner' }]);
  });
});
