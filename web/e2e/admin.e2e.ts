import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DEMO_PASSWORD, expect, passStalenessBound, test, visitorIp, waitUntilInteractive } from './fixtures';

const ADMIN_EMAIL = 'admin@example.com';

/** A new account with a pending trainer profile and one service, made through the API as a user would. */
async function pendingTrainer(url: (path: string) => string, fullName: string) {
  const email = `e2e-trainer-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const json = { 'content-type': 'application/json' };
  expect(
    (
      await fetch(url('/api/auth/sign-up'), {
        method: 'POST',
        headers: { ...json, 'cf-connecting-ip': visitorIp() },
        body: JSON.stringify({ fullName, email, password: DEMO_PASSWORD }),
      })
    ).status,
  ).toBe(201);
  const session = (await (
    await fetch(url('/api/auth/sign-in'), {
      method: 'POST',
      headers: { ...json, 'cf-connecting-ip': '10.9.9.9' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
  ).json()) as { access_token: string };
  const auth = { ...json, authorization: `Bearer ${session.access_token}` };
  expect((await fetch(url('/api/me/trainer'), { method: 'POST', headers: auth })).status).toBe(201);
  expect(
    (
      await fetch(url('/api/me/trainer/services'), {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ title: 'Intro session', price: 25 }),
      })
    ).status,
  ).toBe(201);
  return email;
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

describe('admin console in Chromium', () => {
  test('approves a new trainer who then appears in browse; featured toggle, note and bulk selection', async ({
    page,
    browser,
    signIn,
    navigate,
    url,
    queryDb,
  }) => {
    const name = `Quinn Moderated ${Date.now().toString(36)}`;
    await pendingTrainer(url, name);
    await signIn(ADMIN_EMAIL);
    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Pending Approvals').waitFor();

    await navigate(`/admin/trainers?status=pending&search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await page.getByRole('button', { name: 'Confirm approve' }).click();
    await toast(page, 'Trainer approved');

    await passStalenessBound();
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(url(`/trainers?search=${encodeURIComponent(name)}`));
    await waitUntilInteractive(visitorPage);
    await visitorPage.getByRole('heading', { name }).first().waitFor();

    await navigate(`/admin/trainers?search=${encodeURIComponent(name)}`);
    await page.getByRole('checkbox', { name: `Featured for ${name}` }).click();
    await toast(page, 'Verification updated');
    const [featured] = queryDb<{ is_featured: number; featured_at: string | null }>(
      `SELECT is_featured, featured_at FROM trainers t JOIN profiles p ON p.id = t.user_id WHERE p.full_name = '${name}'`,
    );
    expect(featured?.is_featured).toBe(1);
    expect(featured?.featured_at).toBeTruthy();

    await page.getByRole('button', { name: `Note for ${name}` }).click();
    await page
      .getByRole('dialog', { name: `Note about ${name}` })
      .getByRole('textbox')
      .fill('Checked their certificates.');
    await page.getByRole('button', { name: 'Save Note' }).click();
    await toast(page, 'Note added');
    await page.getByRole('button', { name: `Note for ${name}` }).click();
    await page.getByText('Checked their certificates.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await navigate('/admin/trainers?status=pending');
    const boxes = page.getByRole('checkbox', { name: /^Select (?!all)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Approve Selected (2)' }).waitFor();
    await page.getByRole('button', { name: 'Reject Selected (2)' }).waitFor();
    await visitor.close();
  });

  test('the overview cards lead to what they count; Flagged Reviews counts the reviews the queue lists', async ({
    page,
    signIn,
    url,
  }) => {
    await signIn(ADMIN_EMAIL);
    await page.getByRole('link', { name: 'Admin' }).first().click();
    const stats = page.getByRole('list', { name: 'Platform statistics' });
    const pending = stats.getByRole('link', { name: /^Pending Approvals \d+/ });
    await pending.waitFor();
    const pendingCount = Number((await pending.locator('p').first().textContent()) ?? '');
    await pending.click();
    await page.waitForURL(url('/admin/trainers?status=pending'));
    expect(await page.getByLabel('Status').inputValue()).toBe('pending');
    // The list counts what the card counted (other tests add pending trainers meanwhile: at least).
    const counted = page.getByRole('list', { name: 'Trainer counts' }).getByRole('listitem').first().locator('p');
    await expect.poll(async () => Number(await counted.textContent())).toBeGreaterThanOrEqual(pendingCount);

    await page.goBack();
    const flagged = stats.getByRole('link', { name: /^Flagged Reviews \d+/ });
    await flagged.waitFor();
    const flaggedCount = Number((await flagged.locator('p').first().textContent()) ?? '');
    expect(flaggedCount).toBeGreaterThan(0);
    await flagged.click();
    await page.waitForURL(url('/admin/content?tab=reviews'));
    const items = page.getByTestId('flagged-review');
    await items.first().waitFor();
    // One item per reviewed review, each saying how many reports it has.
    expect(await items.count()).toBe(Math.min(flaggedCount, 20));
    for (const item of await items.all()) expect(await item.textContent()).toMatch(/· \d+ reports?/);

    await page.goBack();
    await stats.getByRole('link', { name: /^Blog Posts/ }).click();
    await page.waitForURL(url('/admin/content?tab=blog'));
    expect(await stats.getByRole('link', { name: /^Total Reviews/ }).count()).toBe(0);
  });

  test('the users list shows roles and filters by role and banned, in the URL, kept by paging', async ({
    page,
    signIn,
    navigate,
    url,
  }) => {
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/users');
    const filters = page.getByRole('navigation', { name: 'Show users' });
    const roles = page.locator('tbody td[data-label="Role"]');
    await roles.first().waitFor();

    const trainers = filters.getByRole('button', { name: /^Trainers/ });
    await trainers.click();
    await page.waitForURL(url('/admin/users?filter=trainer'));
    expect(await trainers.getAttribute('aria-pressed')).toBe('true');
    const count = Number(await trainers.locator('.badge').textContent());
    expect(count).toBeGreaterThan(20);
    await expect.poll(async () => [...new Set(await roles.allTextContents())]).toEqual(['Trainer']);
    await page.getByText(`Page 1 of ${Math.ceil(count / 20)}`).waitFor();

    const firstOnPageOne = await page.locator('tbody td[data-label="Name"]').first().textContent();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(url('/admin/users?filter=trainer&page=2'));
    await page.getByText(`Page 2 of ${Math.ceil(count / 20)}`).waitFor();
    await expect
      .poll(async () => await page.locator('tbody td[data-label="Name"]').first().textContent())
      .not.toBe(firstOnPageOne);
    expect([...new Set(await roles.allTextContents())]).toEqual(['Trainer']);

    // A reload keeps the filter: it is the URL.
    await page.reload();
    await waitUntilInteractive(page);
    expect(await filters.getByRole('button', { name: /^Trainers/ }).getAttribute('aria-pressed')).toBe('true');

    await filters.getByRole('button', { name: /^Admins/ }).click();
    await page.waitForURL(url('/admin/users?filter=admin'));
    await page.getByRole('cell', { name: ADMIN_EMAIL }).waitFor();
    await expect.poll(async () => [...new Set(await roles.allTextContents())]).toEqual(['Admin']);

    await filters.getByRole('button', { name: /^Banned/ }).click();
    await page.waitForURL(url('/admin/users?filter=banned'));
    const statuses = page.locator('tbody td[data-label="Status"]');
    await expect
      .poll(async () => [...new Set(await statuses.allTextContents())])
      .toEqual(
        (await filters
          .getByRole('button', { name: /^Banned/ })
          .locator('.badge')
          .textContent()) === '0'
          ? []
          : ['Banned'],
      );
  });

  test('the activity feed and histories speak in names and links, one history per person', async ({
    page,
    signIn,
    navigate,
    url,
  }) => {
    const name = `Ivy Audited ${Date.now().toString(36)}`;
    const email = await pendingTrainer(url, name);
    await signIn(ADMIN_EMAIL);
    await navigate(`/admin/trainers?status=pending&search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    await page.getByRole('button', { name: 'Confirm approve' }).click();
    await toast(page, 'Trainer approved');

    await navigate('/admin');
    const entry = page
      .getByTestId('audit-entry')
      .filter({ hasText: `approved ${name}` })
      .first();
    await entry.waitFor();
    expect(await entry.textContent()).not.toMatch(/Trainer \d+|trainer\.status|→/);
    await entry.getByRole('link', { name }).click();
    await page.waitForURL(url(`/admin/trainers?search=${encodeURIComponent(email)}`));
    await page
      .getByRole('button', { name: `Approve ${name}` })
      .or(page.getByRole('button', { name: `Reject ${name}` }))
      .first()
      .waitFor();

    // The person's history under Users includes their trainer profile's approval.
    await navigate(`/admin/users?search=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: `History of ${name}` }).click();
    const history = page.getByRole('dialog', { name: `History of ${name}` });
    await history
      .getByTestId('audit-entry')
      .filter({ hasText: `approved ${name}` })
      .waitFor();
    expect(await history.getByText('No admin changes yet.').count()).toBe(0);
  });

  test('bans a signed-in user, who is locked out at once, then unbans them', async ({
    page,
    browser,
    signIn,
    navigate,
    url,
  }) => {
    const email = `e2e-banned-${Date.now()}@example.com`;
    await fetch(url('/api/auth/sign-up'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitorIp() },
      body: JSON.stringify({ fullName: 'Bea Banned', email, password: DEMO_PASSWORD }),
    });
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await userPage.goto(url('/auth'));
    await waitUntilInteractive(userPage);
    await userPage.getByLabel('Email').fill(email);
    await userPage.getByLabel('Password').fill(DEMO_PASSWORD);
    await userPage.getByRole('button', { name: 'Sign In' }).click();
    await userPage.waitForURL(url('/dashboard'));

    await signIn(ADMIN_EMAIL);
    await navigate(`/admin/users?search=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Ban Bea Banned' }).click();
    await page.getByRole('button', { name: 'Confirm Ban' }).click();
    await toast(page, 'Please provide a reason');
    await page.getByLabel(/^Reason/).fill('Spamming trainers');
    await page.getByRole('button', { name: 'Confirm Ban' }).click();
    await toast(page, 'User banned');
    await page.getByText('Banned', { exact: true }).waitFor();

    // The banned user's next page load cannot renew the session: back to sign-in, and sign-in refuses.
    await userPage.goto(url('/dashboard'));
    await waitUntilInteractive(userPage);
    await userPage.waitForURL(url('/auth'));
    await userPage.getByLabel('Email').fill(email);
    await userPage.getByLabel('Password').fill(DEMO_PASSWORD);
    await userPage.getByRole('button', { name: 'Sign In' }).click();
    await userPage.getByText('Your account has been suspended. Please contact support.').first().waitFor();

    await page.getByRole('button', { name: 'Unban Bea Banned' }).click();
    await toast(page, 'User unbanned');
    await page.getByText('Active', { exact: true }).waitFor();
    await userPage.getByRole('button', { name: 'Sign In' }).click();
    await userPage.waitForURL(url('/dashboard'));
    await userContext.close();
  });

  test('announcement and maintenance mode switch on and off for everyone', async ({
    page,
    browser,
    signIn,
    navigate,
    url,
    queryDb,
  }) => {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    try {
      await signIn(ADMIN_EMAIL);
      await navigate('/admin/settings');
      const message = `Spring sale ${Date.now().toString(36)}`;
      await page.getByLabel(/^Announcement message/).fill(message);
      await page.getByLabel('Type').selectOption('success');
      await page.getByRole('button', { name: 'Save Announcement' }).click();
      await toast(page, 'Settings updated');
      // Toggles save at once and show the stored state when the answer comes back.
      await page.getByRole('checkbox', { name: 'Platform Announcement' }).click();
      await page.getByRole('status').filter({ hasText: message }).waitFor();

      await passStalenessBound();
      await visitorPage.goto(url('/about'));
      await waitUntilInteractive(visitorPage);
      await visitorPage.getByRole('status').filter({ hasText: message }).waitFor();

      await page.getByRole('checkbox', { name: 'Platform Announcement' }).click();
      await page.getByRole('status').filter({ hasText: message }).waitFor({ state: 'detached' });
      await passStalenessBound();
      await visitorPage.goto(url('/about'));
      await waitUntilInteractive(visitorPage);
      await visitorPage.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await visitorPage.getByText(message).count()).toBe(0);

      await page.getByRole('checkbox', { name: 'Maintenance Mode' }).click();
      await page.getByLabel(/^Maintenance message/).fill('Back at noon, promise.');
      await page.getByRole('button', { name: 'Save Message' }).click();
      await toast(page, 'Settings updated');

      await passStalenessBound();
      await visitorPage.goto(url('/trainers'));
      await waitUntilInteractive(visitorPage);
      await visitorPage.getByText('Back at noon, promise.').waitFor();
      await visitorPage.getByRole('heading', { name: "We'll be right back" }).waitFor();
      await navigate('/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page.getByText('Maintenance mode is on').waitFor();

      await navigate('/admin/settings');
      await page.getByRole('checkbox', { name: 'Maintenance Mode' }).click();
      await toast(page, 'Settings updated');
      await passStalenessBound();
      await visitorPage.goto(url('/trainers'));
      await waitUntilInteractive(visitorPage);
      await visitorPage.getByRole('heading', { name: 'Browse Trainers' }).waitFor();
    } finally {
      // Later test files share this server: never leave it in maintenance.
      queryDb(
        `UPDATE platform_settings SET value = json_set(value, '$.enabled', json('false')) WHERE key IN ('maintenance_mode', 'announcement')`,
      );
      await visitor.close();
    }
  });
});
