import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, holdAppEntry, test, waitUntilInteractive } from './fixtures';
import { watchPage } from './page-checks';

/** Every picture request of the app fails, as when its host is down or a file is gone. */
async function failPictures(page: Page): Promise<void> {
  await page.route(/\/(api\/images|cdn-cgi\/image)\//, (route) => route.abort('failed'));
}

/**
 * What the page's pictures look like: each `<img>` either loaded or carries the placeholder
 * (`data-broken`, its content replaced: no broken-image icon, no alt text); and how many people
 * show their initials instead.
 */
function pictureFacts(page: Page) {
  return page.evaluate(() => {
    const images = [...document.querySelectorAll('img')];
    const broken = images.filter((image) => image.complete && image.naturalWidth === 0);
    return {
      images: images.length,
      shownBroken: broken
        .filter((image) => !image.hasAttribute('data-broken') || getComputedStyle(image).content === 'normal')
        .map((image) => image.outerHTML.slice(0, 120)),
      placeholders: images.filter((image) => image.hasAttribute('data-broken')).length,
      initials: document.querySelectorAll('[data-initials]').length,
    };
  });
}

const SQL_PUBLISHED_POST = 'SELECT slug FROM blog_posts WHERE is_published = 1 ORDER BY published_at DESC LIMIT 1';

describe('pictures that fail to load', () => {
  test('profile, browse, home, blog: initials or a neutral placeholder, never a broken picture', async ({
    page,
    navigate,
    seededTrainer,
    queryDb,
  }) => {
    const [post] = queryDb<{ slug: string }>(SQL_PUBLISHED_POST);
    if (!post) throw new Error('no published post');
    await failPictures(page);
    for (const path of [`/trainer/${seededTrainer.slug}`, '/trainers', '/', '/blog', `/blog/${post.slug}`]) {
      await navigate(path);
      await page.waitForLoadState('load');
      // Lazy pictures further down fail as they come into view, each marked by its error handler
      // a moment later (later still on a busy machine).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect
        .poll(async () => (await pictureFacts(page)).shownBroken, { timeout: 5_000, interval: 200, message: path })
        .toEqual([]);
      if (path.startsWith('/trainer')) expect((await pictureFacts(page)).initials, path).toBeGreaterThan(0);
    }
    // The profile header shows the trainer's initials, and no alt text spills out.
    await navigate(`/trainer/${seededTrainer.slug}`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(await page.getByRole('img', { name }).count()).toBe(0);
  });

  test('a picture that fails before the app is interactive: a placeholder, then initials', async ({
    page,
    url,
    seededTrainer,
  }) => {
    const watch = watchPage(page, url(''));
    await failPictures(page);
    const release = await holdAppEntry(page);
    // Not until 'load': the held entry is preloaded, which the load event waits for.
    await page.goto(url(`/trainer/${seededTrainer.slug}`), { waitUntil: 'domcontentloaded' });
    await page.locator('section header img[data-broken]').waitFor({ state: 'attached' });
    const before = await pictureFacts(page);
    expect(before.shownBroken).toEqual([]);
    expect(before.placeholders).toBeGreaterThan(0);
    release();
    await waitUntilInteractive(page);
    await page.locator('section header [data-initials]').first().waitFor();
    expect((await pictureFacts(page)).shownBroken).toEqual([]);
    // The aborted pictures (and the browser's console lines about them) are the only problems.
    const aborted = (problem: string) =>
      problem.includes('/api/images/') || problem === 'console.error: Failed to load resource: net::ERR_FAILED';
    expect(watch.problems().filter((problem) => !aborted(problem))).toEqual([]);
  });

  test('pictures that load are never marked', async ({ page, navigate }) => {
    await navigate('/trainers');
    await page.waitForLoadState('load');
    const facts = await pictureFacts(page);
    expect(facts.images).toBeGreaterThan(0);
    expect(facts.placeholders).toBe(0);
  });
});
