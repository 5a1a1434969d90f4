import type { Browser, Page } from 'playwright-core';
import { describe } from 'vitest';
import { DEMO_PASSWORD, expect, holdAppEntry, test, visitorIp, waitUntilInteractive } from './fixtures';
import { PHONE_VIEWPORT } from './page-checks';
import { textContrast } from './text-contrast';

const PHONE = PHONE_VIEWPORT;

/** A phone-sized page of its own (touch, small viewport). */
async function phonePage(browser: Browser, onCleanup: (fn: () => Promise<void>) => void): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() },
  });
  onCleanup(() => context.close());
  return context.newPage();
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitUntilInteractive(page);
}

async function signInOnPhone(page: Page, base: string, email: string): Promise<void> {
  await open(page, `${base}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${base}/dashboard`);
  await header(page).getByRole('link', { name: 'Dashboard' }).waitFor();
}

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The element the menu button controls. */
async function menuOf(page: Page) {
  const id = await header(page).getByRole('button', { name: /menu/ }).getAttribute('aria-controls');
  if (!id) throw new Error('the menu button names no menu');
  return header(page).locator(`[id="${id}"]`);
}

/**
 * Everything shown in the header, as boxes: none may overlap another or leave the viewport, and
 * the page must not scroll sideways.
 */
async function expectHeaderFits(page: Page, width: number): Promise<void> {
  const layout = await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    if (!nav) throw new Error('no main navigation');
    const boxes = [...nav.querySelectorAll('a, button, [role="status"]')]
      .filter((element) => !element.closest('[hidden]') && element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        return { name, left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      });
    return { boxes, scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth };
  });
  expect(layout.width).toBe(width);
  expect(layout.scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(layout.width);
  for (const box of layout.boxes) {
    expect(box.left, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.right, `${box.name} at ${width} px`).toBeLessThanOrEqual(width);
  }
  for (const [i, a] of layout.boxes.entries()) {
    for (const b of layout.boxes.slice(i + 1)) {
      const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      expect(overlapX > 0.5 && overlapY > 0.5, `${a.name} overlaps ${b.name} at ${width} px`).toBe(false);
    }
  }
}

describe('the header on a phone', () => {
  test('the menu is a disclosure: its button, a link, Escape and a tap outside close it', async ({
    browser,
    url,
    onTestFinished,
  }) => {
    const page = await phonePage(browser, (fn) => onTestFinished(fn));
    await open(page, url('/'));
    const toggle = header(page).getByRole('button', { name: /menu/ });
    const menu = await menuOf(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-label')).toBe('Open menu');
    expect(await menu.isHidden()).toBe(true);

    // Its own button opens and closes it.
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe('Close menu');
    await menu.getByRole('link', { name: 'Blog' }).waitFor();
    await toggle.click();
    expect(await menu.isHidden()).toBe(true);

    // Choosing a link closes it, and the new page's heading is not covered.
    await toggle.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(url('/blog'));
    expect(await menu.isHidden()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    const box = await heading.boundingBox();
    if (!box) throw new Error('no heading box');
    expect(
      await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('h1') !== null, {
        x: box.x + 5,
        y: box.y + box.height / 2,
      }),
    ).toBe(true);

    // Escape closes it and gives the focus back to its button.
    await toggle.click();
    await menu.getByRole('link', { name: 'About' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await menu.isHidden()).toBe(true);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    // A tap outside closes it.
    await toggle.click();
    await menu.getByRole('link', { name: 'About' }).waitFor();
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height - 100);
    expect(await menu.isHidden()).toBe(true);
  });

  test('a tap on the menu button before the app is interactive opens it once it is', async ({
    browser,
    url,
    onTestFinished,
  }) => {
    const page = await phonePage(browser, (fn) => onTestFinished(fn));
    const release = await holdAppEntry(page);
    await page.goto(url('/about'));
    const toggle = header(page).getByRole('button', { name: 'Open menu' });
    await toggle.click();
    release();
    await waitUntilInteractive(page);
    await header(page).getByRole('button', { name: 'Close menu' }).waitFor();
    await header(page).getByRole('link', { name: 'Contact' }).waitFor();
  });

  test.for([
    { who: 'a visitor', email: null, primary: 'Sign In', inMenu: ['Become a Trainer'] },
    { who: 'a learner', email: 'learner@example.com', primary: 'Dashboard', inMenu: ['Messages', 'Sign Out'] },
    { who: 'a trainer', email: 'trainer@example.com', primary: 'Dashboard', inMenu: ['Messages', 'Sign Out'] },
    { who: 'an admin', email: 'admin@example.com', primary: 'Dashboard', inMenu: ['Messages', 'Admin', 'Sign Out'] },
  ])(
    'fits from 320 to 430 px for $who; what does not fit is in the menu',
    async (role, { browser, url, onTestFinished }) => {
      const page = await phonePage(browser, (fn) => onTestFinished(fn));
      if (role.email) await signInOnPhone(page, url(''), role.email);
      await open(page, url('/trainers'));
      for (const width of [320, 360, 375, 390, 414, 430]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await header(page).getByRole('link', { name: role.primary }).waitFor();
        await expectHeaderFits(page, width);
      }
      const toggle = header(page).getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const menu = await menuOf(page);
      for (const name of role.inMenu) await menu.getByRole(name === 'Sign Out' ? 'button' : 'link', { name }).waitFor();
    },
  );

  test('the current page stands out at 4.5:1 or more, in the menu and on a desktop', async ({
    browser,
    page,
    navigate,
    url,
    onTestFinished,
  }) => {
    await navigate('/blog');
    const desktopItem = header(page).locator('.navbar-center [aria-current="page"]', { hasText: 'Blog' });
    expect(await textContrast(desktopItem)).toBeGreaterThanOrEqual(4.5);

    const phone = await phonePage(browser, (fn) => onTestFinished(fn));
    await open(phone, url('/blog'));
    await header(phone).getByRole('button', { name: 'Open menu' }).click();
    const menuItem = (await menuOf(phone)).locator('[aria-current="page"]', { hasText: 'Blog' });
    await menuItem.waitFor();
    expect(await textContrast(menuItem)).toBeGreaterThanOrEqual(4.5);
  });

  test('Sign Out confirms with a toast', async ({ page, signIn }) => {
    await signIn('learner@example.com');
    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('You have been signed out.').waitFor();
    await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
  });
});

describe('the header on a desktop', () => {
  test.for([
    { who: 'a visitor', email: null, items: ['Sign In', 'Become a Trainer'] },
    { who: 'a learner', email: 'learner@example.com', items: ['Messages', 'Dashboard', 'Sign Out'] },
    { who: 'a trainer', email: 'trainer@example.com', items: ['Messages', 'Dashboard', 'Sign Out'] },
    { who: 'an admin', email: 'admin@example.com', items: ['Messages', 'Dashboard', 'Admin', 'Sign Out'] },
  ])(
    'fits from 768 to 1440 px for $who: every account item in the window, no sideways scroll',
    async (role, { page, navigate, signIn }) => {
      if (role.email) await signIn(role.email);
      await navigate('/');
      for (const width of [768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        for (const name of role.items) {
          // Messages is named with its unread count ("Messages, 2 unread") when there is one.
          const item = header(page).getByRole(
            name === 'Sign Out' ? 'button' : 'link',
            name === 'Messages' ? { name: /^Messages(, \d+ unread)?$/ } : { name, exact: true },
          );
          await item.waitFor();
          const box = await item.boundingBox();
          if (!box) throw new Error(`${name} has no box`);
          expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
        }
        await expectHeaderFits(page, width);
      }
    },
  );
});

describe('admin tables on a phone', () => {
  /** The first row holding `action`: every control, link and badge in it is on screen, nothing scrolls sideways. */
  async function expectRowOnScreen(page: Page, action: RegExp) {
    const row = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: action }) })
      .first();
    await row.waitFor();
    const facts = await row.evaluate((tr) => {
      const boxes = [...tr.querySelectorAll('a, button, input, .badge')]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => {
          const box = element.getBoundingClientRect();
          return {
            name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
            left: box.left,
            right: box.right,
          };
        });
      const scroller = tr.closest('.overflow-x-auto');
      return {
        boxes,
        width: window.innerWidth,
        pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
        tableScrolls: scroller ? scroller.scrollWidth > scroller.clientWidth : false,
      };
    });
    expect(facts.boxes.length).toBeGreaterThan(1);
    for (const box of facts.boxes) {
      expect(box.left, box.name).toBeGreaterThanOrEqual(0);
      expect(box.right, box.name).toBeLessThanOrEqual(facts.width);
    }
    expect([facts.pageScrolls, facts.tableScrolls]).toEqual([false, false]);
  }

  test('trainers, users and blog posts are cards: name, status and actions without scrolling sideways', async ({
    browser,
    url,
    onTestFinished,
  }) => {
    const page = await phonePage(browser, (fn) => onTestFinished(fn));
    await signInOnPhone(page, url(''), 'admin@example.com');
    await open(page, url('/admin/trainers'));
    await expectRowOnScreen(page, /^Approve /);
    const pending = page
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: /^Approve / }) })
      .first();
    await pending.getByText('pending').waitFor();
    await pending.getByRole('button', { name: /^Reject / }).waitFor();
    await open(page, url('/admin/users'));
    await expectRowOnScreen(page, /^Ban /);
    await open(page, url('/admin/content'));
    await expectRowOnScreen(page, /^Edit /);
  });
});

describe('profile tabs', () => {
  test('follow the WAI-ARIA tabs pattern: arrows wrap, Home and End, one tab in the tab order', async ({
    page,
    navigate,
    seededTrainer,
  }) => {
    await navigate(`/trainer/${seededTrainer.slug}`);
    const tab = (name: string) => page.getByRole('tab', { name });
    const selected = async () => page.getByRole('tab', { selected: true }).textContent();
    const focused = async () => page.evaluate(() => document.activeElement?.textContent);
    expect(await tab('Services').getAttribute('tabindex')).toBe('-1');
    await tab('About').focus();
    for (const [key, expected] of [
      ['ArrowRight', 'Services'],
      ['ArrowRight', 'Reviews'],
      ['ArrowRight', 'About'],
      ['ArrowLeft', 'Reviews'],
      ['Home', 'About'],
      ['End', 'Reviews'],
    ] as const) {
      await page.keyboard.press(key);
      expect([await selected(), await focused()], key).toEqual([expected, expected]);
    }
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
      await tab('Reviews').getAttribute('id'),
    );
    await page.getByTestId('review').first().waitFor();
  });
});
