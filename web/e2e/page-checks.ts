/**
 * Checks that any e2e test can run on a page: WCAG 2.1 AA with axe-core, and a clean console and
 * network log (what Lighthouse's best-practices audit and a visitor's devtools would show).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

/** The WCAG 2.1 A and AA rules (axe's tags for them). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page as it is now; fails listing each violated rule and its elements. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(found, `accessibility violations on ${page.url()}`).toEqual([]);
}

export interface PageWatch {
  /** What was seen so far that a visitor's devtools would show as a problem. */
  problems: () => string[];
  /** Resolves once no loading spinner shows and the app's own requests have been quiet for 500 ms. */
  settled: () => Promise<void>;
}

/**
 * Starts recording, before navigating: console errors and warnings, uncaught errors, and requests
 * to the app's own origin that fail or answer 400 or more (the seed's pictures are the app's own,
 * so a broken one counts). Third-party hosts (a URL an admin typed) are outside the app and may be
 * unreachable where the tests run, so they neither count as problems nor hold up `settled`
 * (Chromium can take long to give up on them).
 */
export function watchPage(page: Page, origin: string): PageWatch {
  const seen: string[] = [];
  const pending = new Set<Request>();
  let lastActivity = Date.now();
  const own = (request: Request) => request.url().startsWith(origin);
  const done = (request: Request) => {
    pending.delete(request);
    lastActivity = Date.now();
  };

  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const thirdPartyResource =
      message.text().startsWith('Failed to load resource') && !message.location().url.startsWith(origin);
    if (!thirdPartyResource) seen.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  // Analytics events are fire-and-forget `keepalive` requests, for which Chromium reports no end:
  // waiting for them would only wait out the deadline.
  const awaited = (request: Request) => own(request) && !new URL(request.url()).pathname.startsWith('/api/events/');
  page.on('request', (request) => {
    if (!awaited(request)) return;
    pending.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('response', (response) => {
    if (response.status() >= 400 && own(response.request())) {
      seen.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => {
    done(request);
    // A request the browser cancelled because the test navigated on is not a failure anyone sees.
    if (own(request) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      seen.push(`failed ${request.method()} ${request.url()}`);
    }
  });

  return {
    problems: () => [...seen],
    settled: async () => {
      await page.waitForLoadState('domcontentloaded');
      await page.locator('[role="status"] .loading').first().waitFor({ state: 'detached', timeout: 15_000 });
      const deadline = Date.now() + 15_000;
      while ((pending.size > 0 || Date.now() - lastActivity < 500) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}
