import { describe } from 'vitest';
import { expect, test } from './fixtures';

const ADMIN_EMAIL = 'admin@example.com';

describe('profile previews in Chromium', () => {
  test('a pending trainer previews their own profile; nobody else sees it; the admin previews it before approving', async ({
    page,
    browser,
    signIn,
    signInAsNewUser,
    navigate,
    url,
  }) => {
    const signOut = async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }).click();
      await page.getByText('You have been signed out.').first().waitFor();
    };
    const name = `Pia Preview ${Date.now().toString(36)}`;
    await signInAsNewUser(name);
    await page.getByRole('button', { name: 'Create Trainer Profile' }).click();
    await page.getByText('Pending Approval').waitFor();
    await page.getByRole('link', { name: 'Preview Your Profile' }).click();
    await page.waitForURL(/\/trainer\/[a-z0-9-]+\/preview$/);
    const previewPath = new URL(page.url()).pathname;
    const slug = previewPath.split('/')[2] ?? '';

    const banner = page.getByTestId('preview-banner');
    await banner.getByRole('heading', { name: 'Preview, not public' }).waitFor();
    await banner.getByText('Awaiting approval: visitors cannot see this profile yet.').waitFor();
    // What the profile lacks, each item leading to the field that fixes it.
    await banner
      .getByRole('list', { name: 'Missing from the profile' })
      .getByRole('link', { name: 'Add at least one service' })
      .waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.getByRole('button', { name: /Save/ }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByText('Reviews appear here once the profile is public.').waitFor();

    // The public address does not show it, to anyone.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(url(`/trainer/${slug}`));
    await visitorPage.waitForURL(url('/trainers'));
    // Another signed-in user gets "not found" from the preview.
    await signOut();
    await signIn('trainer@example.com');
    await navigate(previewPath);
    await page.getByText('Trainer profile not found').waitFor();
    expect(await page.getByTestId('preview-banner').count()).toBe(0);
    await visitor.close();

    // The admin opens it from the moderation list, then sees how complete it is when approving.
    await signOut();
    await signIn(ADMIN_EMAIL);
    await navigate(`/admin/trainers?status=pending&search=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name: `Preview ${name}` }).click();
    await page.waitForURL(url(previewPath));
    await page
      .getByTestId('preview-banner')
      .getByText('Awaiting approval: visitors cannot see this profile yet.')
      .waitFor();
    await page.getByRole('link', { name: 'Back to trainer moderation' }).click();
    await page.getByRole('button', { name: `Approve ${name}` }).click();
    const completeness = page.getByTestId('approval-completeness');
    await completeness.getByText(/^Profile \d+% complete$/).waitFor();
    await completeness
      .getByRole('list', { name: 'Missing from the profile' })
      .getByText('Add at least one service')
      .waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });
});
