import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { MANAGE_PROFILE_MESSAGES as MESSAGES } from '#shared/api/manage-profile';
import { selectableMonths } from '#shared/api/trainer-analytics';
import { expect, test } from './fixtures';

/** A real PNG drawn by the page's own canvas (800×600, so the upload is resized to 512×384). */
async function pngFile(page: Page): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#2a9d8f';
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#e9c46a';
    context.fillRect(200, 150, 400, 300);
    return canvas.toDataURL('image/png');
  });
  return { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

describe('trainer self-service in Chromium', () => {
  test('creating a trainer profile is safe to repeat: a retry after a lost answer, by double click', async ({
    page,
    signInAsNewUser,
    queryDb,
  }) => {
    const email = await signInAsNewUser('Dana Doubleclick');
    const create = page.getByRole('button', { name: 'Create Trainer Profile' });
    // The first answer is lost on the way back (the worker did create the profile).
    let lost = false;
    await page.route('**/api/me/trainer', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await create.click();
    await page.getByText('Network error. Check your connection and try again.').waitFor();
    await create.dblclick();
    await page.getByText("Trainer profile created! It's pending admin approval.").waitFor();
    await page.getByText('Pending Approval').waitFor();
    expect(await page.getByText('You already have a trainer profile').count()).toBe(0);
    const rows = queryDb<{ n: number }>(
      `SELECT count(*) AS n FROM trainers WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  test('a new trainer edits profile, links, services and photo, and finds themself in search', async ({
    page,
    navigate,
    url,
    signInAsNewUser,
    queryDb,
  }) => {
    const word = `Zephyr${Date.now().toString(36)}`;
    const email = await signInAsNewUser('Pat Newcomer');
    await page.getByRole('button', { name: 'Create Trainer Profile' }).click();
    await page.getByText('Pending Approval').waitFor();
    // Approval is the admin's job (covered in admin.e2e.ts); here it is done in the database.
    queryDb(`UPDATE trainers SET status = 'approved' WHERE user_id = (SELECT id FROM users WHERE email = '${email}')`);

    const [before] = queryDb<{ slug: string }>(
      `SELECT t.slug FROM trainers t JOIN profiles p ON p.id = t.user_id WHERE p.email = '${email}'`,
    );

    await navigate('/manage-profile');
    await page.getByRole('heading', { name: 'Manage Profile' }).waitFor();
    await page.getByLabel('Full name').fill(`Pat ${word}`);
    await page.getByLabel('Headline').fill('Kettlebell coach for beginners');
    await page.getByLabel('Instagram').fill('@pat.lifts');
    // SPEC 5: stripped to digits, whatever else was typed.
    await page.getByLabel('WhatsApp number').fill('+1 (555) 010-9999 ext');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await expect.poll(() => page.getByLabel('Instagram').inputValue()).toBe('https://instagram.com/pat.lifts');
    expect(await page.getByLabel('WhatsApp number').inputValue()).toBe('15550109999');

    // Services: a local unsaved one with the defaults, saved, edited; a second one removed.
    await page.getByRole('tab', { name: 'Services' }).click();
    await page.getByRole('button', { name: 'Add Service' }).click();
    const draft = page.getByTestId('unsaved-service');
    await draft.getByText('Unsaved').waitFor();
    expect(await draft.getByLabel('Duration (minutes)').inputValue()).toBe('60');
    await draft.getByLabel('Title').fill('Kettlebell basics');
    await draft.getByLabel('Price').fill('40');
    await draft.getByRole('button', { name: 'Save Service' }).click();
    await page.getByText('Service added!').waitFor();
    const saved = page.getByTestId('saved-service').first();
    await saved.getByLabel('Price').fill('45');
    await saved.getByRole('button', { name: 'Save Service' }).click();
    await page.getByText('Service updated!').waitFor();

    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByTestId('unsaved-service').getByLabel('Title').fill('Temporary offer');
    await page.getByTestId('unsaved-service').getByRole('button', { name: 'Save Service' }).click();
    await expect.poll(() => page.getByTestId('saved-service').count()).toBe(2);
    await page.getByTestId('saved-service').nth(1).getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Remove service' }).click();
    await page.getByText('Service removed!').waitFor();
    await expect.poll(() => page.getByTestId('saved-service').count()).toBe(1);

    // Photo: a file that is no image is refused; then a real one is resized in the browser before
    // upload and stored under its content hash, and the refusal's message goes away.
    await page.getByRole('tab', { name: 'Profile & Contact' }).click();
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await page.getByText(MESSAGES.photoType).waitFor();
    await page.getByLabel('Profile photo').setInputFiles(await pngFile(page));
    await page.getByText('Profile photo updated!').waitFor();
    expect(await page.getByText(MESSAGES.photoType).count()).toBe(0);
    const [row] = queryDb<{ profile_image: string; slug: string }>(
      `SELECT p.profile_image, t.slug FROM profiles p JOIN trainers t ON t.user_id = p.id WHERE p.email = '${email}'`,
    );
    expect(row?.profile_image).toMatch(/^\/api\/images\/[0-9a-f]{64}\.(webp|jpg|png)$/);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, row?.profile_image ?? '');
    expect(size).toEqual([512, 384]);

    // The public side shows every save on the next request.
    await navigate(`/trainer/${row?.slug}`);
    await page.getByRole('heading', { name: `Pat ${word}` }).waitFor();
    await page.getByText('Kettlebell coach for beginners').waitFor();
    expect(await page.getByRole('link', { name: /instagram/i }).getAttribute('href')).toBe(
      'https://instagram.com/pat.lifts',
    );
    // The slug followed the new name; the old link still works and shows the current address.
    expect(row?.slug).not.toBe(before?.slug);
    await navigate(`/trainer/${before?.slug}?source=direct`);
    await page.waitForURL(url(`/trainer/${row?.slug}?source=direct`));
    await page.getByRole('heading', { name: `Pat ${word}` }).waitFor();

    await navigate(`/trainers?search=${word.toLowerCase()}`);
    const card = page.getByTestId('trainer-card');
    await card.getByText(`Pat ${word}`).waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.locator('img').getAttribute('src')).toBe(row?.profile_image);
    await page.waitForURL(url(`/trainers?search=${word.toLowerCase()}`));
    // Many steps, each a round trip to the local worker on a shared machine: more than the default minute.
  }, 120_000);

  test('a service edited in two tabs: the stale tab is told, keeps its typing, and overwrites nothing', async ({
    page,
    navigate,
    signInAsNewUser,
    queryDb,
    url,
  }) => {
    const email = await signInAsNewUser('Tia Twotabs');
    await page.getByRole('button', { name: 'Create Trainer Profile' }).click();
    await page.getByText('Pending Approval').waitFor();
    await navigate('/manage-profile#edit-services');
    await page.getByRole('button', { name: 'Add Service' }).click();
    const draft = page.getByTestId('unsaved-service');
    await draft.getByLabel('Title').fill('Strength session');
    await draft.getByLabel('Price').fill('50');
    await draft.getByRole('button', { name: 'Save Service' }).click();
    await page.getByText('Service added!').waitFor();
    const serviceOf = () =>
      queryDb<{ title: string; price: number; version: number }>(
        `SELECT s.title, s.price, s.version FROM services s JOIN trainers t ON t.id = s.trainer_id
         JOIN users u ON u.id = t.user_id WHERE u.email = '${email}'`,
      );

    // Two tabs of the same browser (same session), both on the Services tab as it is now.
    const tabA = await page.context().newPage();
    const tabB = await page.context().newPage();
    for (const tab of [tabA, tabB]) {
      await tab.goto(url('/manage-profile#edit-services'));
      await tab.getByTestId('saved-service').getByLabel('Price').waitFor();
    }
    const cardA = tabA.getByTestId('saved-service');
    const cardB = tabB.getByTestId('saved-service');

    await cardA.getByLabel('Price').fill('55');
    await cardA.getByRole('button', { name: 'Save Service' }).click();
    await tabA.getByText('Service updated!').waitFor();

    await cardB.getByLabel('Title').fill('Strength & mobility');
    await cardB.getByRole('button', { name: 'Save Service' }).click();
    const conflict = cardB.getByRole('alert');
    await conflict.getByText(MESSAGES.serviceStale).waitFor();
    expect(await tabB.getByText('Service updated!').count()).toBe(0);
    // Tab A's price is kept, and tab B's typing is still on screen next to what is saved now.
    expect(serviceOf()).toEqual([{ title: 'Strength session', price: 55, version: 2 }]);
    expect(await cardB.getByLabel('Title').inputValue()).toBe('Strength & mobility');
    await conflict.getByText('Saved now: “Strength session”, $55, 1 h').waitFor();

    // Reload the saved version, re-apply the change, and save: both edits are kept.
    await conflict.getByRole('button', { name: 'Reload saved version' }).click();
    await expect.poll(() => cardB.getByLabel('Price').inputValue()).toBe('55');
    await cardB.getByLabel('Title').fill('Strength & mobility');
    await cardB.getByRole('button', { name: 'Save Service' }).click();
    await tabB.getByText('Service updated!').waitFor();
    expect(serviceOf()).toEqual([{ title: 'Strength & mobility', price: 55, version: 3 }]);

    // Tab A (now stale) removes the service; tab B, also holding it, saves: it is told it was removed.
    await cardA.getByRole('button', { name: 'Remove' }).click();
    await tabA.getByRole('button', { name: 'Remove service' }).click();
    await tabA.getByText('Service removed!').waitFor();
    await cardB.getByLabel('Price').fill('60');
    await cardB.getByRole('button', { name: 'Save Service' }).click();
    await cardB.getByRole('alert').getByText(MESSAGES.serviceGone).waitFor();
    expect(await cardB.getByLabel('Price').inputValue()).toBe('60');
    // Three tabs and two database reads (each a wrangler process): more than the default minute.
  }, 120_000);

  test('the demo trainer opens analytics, switches months and tabs, and sees a search keyword', async ({
    page,
    navigate,
    signIn,
    queryDb,
    waitForRow,
  }) => {
    const [trainer] = queryDb<{ id: number; slug: string }>(
      "SELECT t.id, t.slug FROM trainers t JOIN users u ON u.id = t.user_id WHERE u.email = 'trainer@example.com'",
    );
    if (!trainer) throw new Error('no demo trainer in the seed');
    const keyword = `Quokka${Date.now().toString(36)}`;
    // A visitor arriving from search (SPEC 7: ?source=search&search=...).
    await navigate(`/trainer/${trainer.slug}?source=search&search=${keyword}`);
    await waitForRow(
      `SELECT id FROM trainer_profile_views WHERE trainer_id = ${trainer.id} AND search_query = '${keyword}'`,
    );

    await signIn('trainer@example.com');
    await page.getByRole('link', { name: 'Manage Profile & Services' }).click();
    await page.getByRole('link', { name: 'View Analytics' }).click();
    await page.getByRole('heading', { name: 'Analytics' }).waitFor();
    // The seed gives the demo trainer data in the current month.
    await page.getByText('Profile views', { exact: true }).waitFor();
    // Every card shows its change against the previous month in the same place; the contact
    // rate's is in percentage points, not last month's rate.
    for (const title of ['Profile views', 'Contact clicks']) {
      const detail = page.locator('.stat').filter({ hasText: title }).locator('.stat-desc');
      expect(await detail.textContent()).toMatch(/^(No change|[+−]\d+ \(([+−]\d+%|new)\)) vs /);
    }
    expect(await page.locator('.stat').filter({ hasText: 'Contact rate' }).locator('.stat-desc').textContent()).toMatch(
      /^(No change|[+−]\d+\.\d pp|–) vs /,
    );
    await page.getByText(keyword.toLowerCase(), { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Traffic Sources' }).click();
    await page.getByText('Search', { exact: true }).waitFor();

    const oldest = selectableMonths().at(-1) ?? '';
    await page.getByLabel('Month').selectOption(oldest);
    await page.locator(`[data-month="${oldest}"]`).waitFor();
    await page.getByText('No traffic data for this month').waitFor();
    await page.getByRole('tab', { name: 'Search Keywords' }).click();
    await page.getByText('No search data for this month').waitFor();
    await page.getByRole('tab', { name: 'Social Clicks' }).click();
    await page.getByText('No social clicks for this month').waitFor();
  });
});
