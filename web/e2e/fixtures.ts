/**
 * Shared e2e fixtures: every test gets a fresh browser context (own cookies and storage) on the
 * app that worker/scripts/e2e-global-setup.ts started, plus helpers for the steps many tests
 * repeat (navigating, signing in, a new account, a seeded trainer, reading the local D1).
 */
import type { Browser, Page } from 'playwright-core';
import { test as base, expect } from 'vitest';
import { CACHE_STALENESS_BOUND_MS } from '#shared/cache-staleness';
import { launchChromium } from '#worker/scripts/chromium';
import { queryLocalD1 } from '#worker/scripts/local-server';
import { baseURL, persistTo } from './app-server';

/**
 * Someone other than the writer sees a change within the cache's staleness bound
 * (worker/features/browse/README.md, "Cache (staleness model)"); the writer's own browser sees it at once. Tests that switch to another visitor wait it out.
 */
export function passStalenessBound(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CACHE_STALENESS_BOUND_MS + 100));
}

/** The seed's password for its demo accounts (README). */
export const DEMO_PASSWORD = 'password123';

/** An approved seeded trainer with a few reviews by other users and a WhatsApp number. */
export interface SeededTrainer {
  slug: string;
  review_count: number;
}

/** Rows the app wrote to the server's local D1. */
function queryDb<T>(sql: string): T[] {
  return queryLocalD1<T>(persistTo, sql);
}

/** Events go through a Queue, so their rows land a moment after the request. */
async function waitForRow<T>(sql: string): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const [row] = queryDb<T>(sql);
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no row for ${sql}`);
}

/**
 * A source address of its own for each simulated visitor (Cloudflare's `cf-connecting-ip`, which
 * the local platform passes through): the worker limits sign-ups and failed sign-ins per address,
 * and a whole suite of visitors from one address would soon be refused, as a real crowd never is.
 */
export function visitorIp(): string {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * Holds the app's entry script back, so a worker-rendered page stays as it painted, before any of
 * its JavaScript runs (what a visitor on a slow link sees); the returned function lets it load.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** After a full page load: until the app has hydrated (or rendered) the page, clicks do nothing. */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForSelector('html[data-interactive]', { state: 'attached' });
}

export const test = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern; there are none.
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('page', async ({ browser }, { onCleanup }): Promise<Page> => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
    });
    onCleanup(() => context.close());
    return context.newPage();
  })
  /** Absolute URL of an app path, for `page.waitForURL`. */
  .extend('url', { scope: 'file' }, async () => (path: string) => `${baseURL}${path}`)
  /** Opens an app path and waits until the page responds (a worker-rendered page shows first). */
  .extend('navigate', async ({ page }) => async (path: string) => {
    await page.goto(`${baseURL}${path}`);
    await waitUntilInteractive(page);
  })
  /**
   * Signs in as a returning visitor would be: the sign-in request from the browser's own cookie jar
   * (the session cookies land in it), then the dashboard opens. The /auth form itself is tested in
   * auth.e2e.ts; through it, each sign-in cost a page load more.
   */
  .extend('signIn', async ({ page, navigate }) => async (email: string, password = DEMO_PASSWORD) => {
    // Off the page first: a sign-out it has yet to send would carry, and revoke, the new session's cookie.
    await page.goto('about:blank');
    const res = await page.request.post(`${baseURL}/api/auth/sign-in`, {
      data: { email, password },
      headers: { origin: baseURL },
    });
    expect(res.status(), `sign-in as ${email}`).toBe(200);
    await navigate('/dashboard');
  })
  /** A brand-new learner account (created through the API), signed in on `page`; returns its email. */
  .extend('signInAsNewUser', async ({ signIn }) => async (fullName: string) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const res = await fetch(`${baseURL}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitorIp() },
      body: JSON.stringify({ fullName, email, password: 'secret-pass' }),
    });
    expect(res.status).toBe(201);
    await signIn(email, 'secret-pass');
    return email;
  })
  .extend('seededTrainer', { scope: 'file' }, async (): Promise<SeededTrainer> => {
    const [trainer] = queryDb<SeededTrainer>(
      "SELECT slug, review_count FROM trainers WHERE status = 'approved' AND review_count BETWEEN 2 AND 5 AND whatsapp_number IS NOT NULL ORDER BY id LIMIT 1",
    );
    if (!trainer) throw new Error('no trainer with reviews in the seed');
    return trainer;
  })
  .extend('queryDb', { scope: 'file' }, () => queryDb)
  .extend('waitForRow', { scope: 'file' }, () => waitForRow);

/** An email the local mailbox received (GET /api/dev/mailbox). */
export interface ReceivedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
  /** A session's calendar file, its bytes in base64. */
  attachments: { filename: string; content_type: string; content: string }[];
}

/**
 * Waits for an email with this subject in the local mailbox (the queue consumer delivers within
 * seconds) and returns it with the paths of its links, to open on the test server (the links
 * carry the configured APP_ORIGIN, not the test server's port).
 */
async function waitForEmail(to: string, subject: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`${baseURL}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { emails } = (await res.json()) as { emails: ReceivedEmail[] };
    const email = emails.find((candidate) => candidate.subject === subject);
    if (email) {
      const linkPaths = [...email.text.matchAll(/https?:\/\/[^\s]+/g)]
        .map(([link]) => new URL(link))
        .map((url) => `${url.pathname}${url.search}`);
      return { ...email, linkPaths };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email "${subject}" to ${to} within ${timeoutMs} ms`);
}

export const mailTest = test.extend('waitForEmail', { scope: 'file' }, () => waitForEmail);

export { expect };
