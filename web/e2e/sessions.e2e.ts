import type { Page, Route } from 'playwright-core';
import { describe } from 'vitest';
import { expect, test, waitUntilInteractive } from './fixtures';

/**
 * A signed-in user navigates as fast as they like and stays signed in. Each page load refreshes
 * the session (POST /api/auth/refresh rotates the HttpOnly refresh cookie); these tests make the
 * browser lose that answer the way a user does — the page goes away while it is in flight — after
 * the worker has rotated the token, and then check that the next page is still signed in.
 */
const REFRESH = '**/api/auth/refresh';

/**
 * Sends the intercepted refresh to the worker as the browser would have (its cookies, origin and
 * body) and returns the worker's status: the token is rotated, but the browser gets no answer.
 */
async function sendPastTheBrowser(page: Page, route: Route): Promise<number> {
  const request = route.request();
  const cookies = await page.context().cookies(request.url());
  const res = await fetch(request.url(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(request.url()).origin,
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
    body: request.postData() ?? '{}',
  });
  return res.status;
}

/**
 * Holds the page's next refresh after the worker has answered it, until `leave` has taken the
 * page elsewhere (which cancels the request, as a navigation does); later refreshes pass.
 */
async function loseNextRefreshAnswer(page: Page, dashboardUrl: string, leave: () => Promise<unknown>): Promise<void> {
  let rotated!: (status: number) => void;
  const workerAnswered = new Promise<number>((resolve) => {
    rotated = resolve;
  });
  let left!: () => void;
  const pageLeft = new Promise<void>((resolve) => {
    left = resolve;
  });
  let first = true;
  await page.route(REFRESH, async (route) => {
    if (!first) return route.continue();
    first = false;
    rotated(await sendPastTheBrowser(page, route));
    await pageLeft;
    await route.abort('aborted').catch(() => undefined);
  });
  // The dashboard refreshes the session as it loads.
  await page.goto(dashboardUrl, { waitUntil: 'commit' });
  expect(await workerAnswered).toBe(200);
  await leave();
  left();
  await waitUntilInteractive(page);
  await page.unroute(REFRESH);
}

/**
 * A back or forward step, asked again when Chromium swapped the page's renderer under it (a
 * history step between documents can commit in a new process, and for a moment the DevTools
 * session answers "Not attached to an active page"): the harness's race, not the app's.
 */
async function historyStep(step: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Not attached to an active page')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function expectSignedInDashboard(page: Page, name: string, url: (path: string) => string) {
  await page.getByRole('heading', { name: `Welcome, ${name}` }).waitFor();
  expect(page.url()).toBe(url('/dashboard'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).waitFor();
}

describe('sessions survive fast navigation', () => {
  const leaves: [string, (page: Page, url: (path: string) => string) => Promise<unknown>][] = [
    ['a typed URL', (page, url) => page.goto(url('/dashboard'), { waitUntil: 'commit' })],
    ['a reload', (page) => page.reload({ waitUntil: 'commit' })],
    [
      'back, then forward',
      async (page) => {
        await historyStep(() => page.goBack({ waitUntil: 'commit' }));
        await historyStep(() => page.goForward({ waitUntil: 'commit' }));
      },
    ],
  ];

  test.for(leaves)(
    'a refresh whose answer is lost to %s keeps the user signed in',
    async ([, leave], { page, signInAsNewUser, url, navigate, queryDb }) => {
      const email = await signInAsNewUser('Sam Session');
      await navigate('/about');
      await loseNextRefreshAnswer(page, url('/dashboard'), () => leave(page, url));
      await expectSignedInDashboard(page, 'Sam Session', url);

      // And again on the next page: the cookie the browser holds now is a live one.
      await navigate('/dashboard');
      await expectSignedInDashboard(page, 'Sam Session', url);
      const [live] = queryDb<{ n: number }>(
        `SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = '${email}' AND s.revoked_at IS NULL`,
      );
      expect(live?.n).toBe(1);
    },
  );

  test('five tabs opened at once all load the dashboard signed in', async ({ page, signInAsNewUser, url }) => {
    await signInAsNewUser('Tess Tabs');
    const tabs = await Promise.all(Array.from({ length: 5 }, () => page.context().newPage()));
    await Promise.all(tabs.map((tab) => tab.goto(url('/dashboard'))));
    for (const tab of tabs) {
      await waitUntilInteractive(tab);
      await expectSignedInDashboard(tab, 'Tess Tabs', url);
    }
    // Every tab navigates again, all at once: still signed in everywhere.
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) await expectSignedInDashboard(tab, 'Tess Tabs', url);
    await page.reload();
    await expectSignedInDashboard(page, 'Tess Tabs', url);
  });
});
