/**
 * Checks that any e2e test can run on a page: WCAG 2.2 AA with axe-core, and a clean console and
 * network log (what Lighthouse's best-practices audit and a visitor's devtools would show).
 */
import axe, { type AxeResults } from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { lowContrastTexts } from './text-contrast';

/** The WCAG 2.2 A and AA rules (axe's tags for them; 2.2 adds target size, 2.5.8). */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * axe-core run in the page itself, injected once per document. @axe-core/playwright's `analyze()`
 * opens a new page for every run to finish it (for cross-origin frames, which this app has none of):
 * 3 to 4 s a run, where `axe.run` in the page takes 0.4 to 1 s. Only violations and "incomplete"
 * are read, so the passes and inapplicable rules come back as one node each.
 */
async function runAxe(page: Page): Promise<Pick<AxeResults, 'violations' | 'incomplete'>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (tags) => {
    const run = (window as AxeWindow).axe?.run;
    if (!run) throw new Error('axe-core did not load in the page');
    const { violations, incomplete } = await run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations', 'incomplete'],
    });
    return { violations, incomplete };
  }, WCAG_22_AA);
}

/**
 * What axe-core finds on the page as it is now against WCAG 2.2 AA: each violated rule with its
 * elements. Text whose contrast axe leaves "incomplete" (on a gradient, a picture or texture, a
 * semi-transparent layer) is measured here instead (text-contrast.ts), and listed when below
 * WCAG 1.4.3's minimum.
 */
export async function a11yViolations(page: Page): Promise<string[]> {
  const { violations, incomplete } = await runAxe(page);
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  const unjudged = incomplete.find((result) => result.id === 'color-contrast')?.nodes ?? [];
  const lowContrast = await lowContrastTexts(
    page,
    unjudged.map((node) => node.target),
  );
  if (lowContrast.length > 0) found.push(`color-contrast, measured here:\n    ${lowContrast.join('\n    ')}`);
  return found;
}

/** Fails listing what `a11yViolations` finds on the page as it is now. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  expect(await a11yViolations(page), `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The phone the accessibility checks also look at (a common 2020s phone, in CSS pixels). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/**
 * `expectNoA11yViolations` on the page as the desktop shows it, then at phone width (where the
 * header and tables lay out differently), then back to the desktop size.
 */
export async function expectNoA11yViolationsOnDesktopAndPhone(page: Page): Promise<void> {
  await expectNoA11yViolations(page);
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await expectNoA11yViolations(page);
  } finally {
    if (desktop) await page.setViewportSize(desktop);
  }
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

/** What the page's `<img>` elements say about themselves (read in the browser). */
interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  /** Distance from the top of the page, in CSS pixels. */
  top: number;
  complete: boolean;
  naturalWidth: number;
}

/** Starts recording every image the page requests (before navigating), wherever it goes. */
export function watchImageRequests(page: Page): () => string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(request.url());
  });
  return () => [...urls];
}

/**
 * The page's images as worker/features/images/README.md promises them: every `<img>` carries width
 * and height (no layout shift); one that loads at once (not `lazy`) starts in the first viewport,
 * and the preloaded hero is one of them, at high priority; every image comes from the app's own
 * origin, and every one that loaded (after scrolling the whole page, so lazy ones load too) decoded.
 * Returns how many `<img>` the page had.
 */
export async function expectImagesServedWell(
  page: Page,
  origin: string,
  imageRequests: () => string[],
): Promise<number> {
  const facts = () =>
    page.evaluate(() =>
      Array.from(document.images, (img) => ({
        src: img.currentSrc || img.src,
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        top: img.getBoundingClientRect().top + window.scrollY,
        complete: img.complete,
        naturalWidth: img.naturalWidth,
      })),
    ) as Promise<ImageFacts[]>;
  const where = page.url();
  const viewportHeight = page.viewportSize()?.height ?? 0;

  await page.evaluate(() => window.scrollTo(0, 0));
  const before = await facts();
  for (const image of before) {
    expect(image.width, `width of ${image.src} on ${where}`).toMatch(/^\d+$/);
    expect(image.height, `height of ${image.src} on ${where}`).toMatch(/^\d+$/);
    if (image.loading !== 'lazy') {
      expect(image.top, `${image.src} loads at once but starts below the fold on ${where}`).toBeLessThan(
        viewportHeight,
      );
    }
  }
  // The worker's preload, in <head> (React's render adds its own for eager images, in the body).
  const hero = await page.evaluate(
    () => document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href') ?? null,
  );
  if (hero) {
    const heroImage = before.find((image) => image.src === new URL(hero, origin).href);
    expect(heroImage, `the preloaded ${hero} is an image of ${where}`).toBeDefined();
    expect(heroImage?.loading).not.toBe('lazy');
    expect(heroImage?.fetchPriority).toBe('high');
  }

  // Down the page a screen at a time, so the lazy images load, then back.
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < pageHeight; y += viewportHeight) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  // Each image the scroll brought into view decodes (or fails); one a carousel keeps beside the
  // viewport is never due. Three seconds at most: a lazy image the scroll did not reach never
  // settles, and waiting longer per page only slowed the suite.
  await page.evaluate(() => {
    const inView = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.right > 0 && box.left < window.innerWidth;
    });
    return Promise.race([
      Promise.all(inView.map((img) => img.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  });
  const broken = (await facts()).filter((image) => image.complete && image.naturalWidth === 0).map((i) => i.src);
  expect(broken, `images that did not load on ${where}`).toEqual([]);
  expect(
    imageRequests().filter((url) => !url.startsWith(origin)),
    `images from another host on ${where}`,
  ).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  return before.length;
}
