import { describe } from 'vitest';
import { expect, test } from './fixtures';

const ADMIN_EMAIL = 'admin@example.com';
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

describe('admin editors never lose unsaved work silently, in Chromium', () => {
  test('a blog post in progress: tabs, Back and links ask first; a reload brings the draft back', async ({
    page,
    signIn,
    navigate,
    url,
  }) => {
    const title = `Draft in progress ${unique()}`;
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content?tab=blog&edit=new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('An excerpt worth keeping.');
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('A body I typed for ten minutes.');

    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    // Another content tab, Back to posts and another admin section all ask; staying keeps the text.
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await page.getByRole('button', { name: '← Back to posts' }).click();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toBe(url('/admin/content?tab=blog&edit=new'));
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    await editor.getByText('A body I typed for ten minutes.').waitFor();

    // A reload (the browser asks too; the test says leave) or a crash: the draft is offered back.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByText(/^Restored your unsaved draft from /).waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    expect(await page.getByLabel('Excerpt').inputValue()).toBe('An excerpt worth keeping.');
    await editor.getByText('A body I typed for ten minutes.').waitFor();

    // Leaving on purpose drops it: the next new post starts empty.
    await page.getByRole('button', { name: '← Back to posts' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(url('/admin/content?tab=blog'));
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.getByLabel('Title').waitFor();
    expect(await page.getByLabel('Title').inputValue()).toBe('');
    expect(await page.getByText(/^Restored your unsaved draft/).count()).toBe(0);
  });

  test('a restored draft can be discarded, and a saved post leaves no draft behind', async ({
    page,
    signIn,
    navigate,
    url,
  }) => {
    const title = `Saved at last ${unique()}`;
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content?tab=blog&edit=new');
    await page.getByLabel('Title').fill('Half a thought');
    // Give the draft its moment to be stored, then reload.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('trainerhub:blog-draft:'))),
      )
      .toBe(true);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Discard draft' }).click();
    expect(await page.getByLabel('Title').inputValue()).toBe('');

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill('Now it is saved.');
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Finished body.');
    await page.getByRole('button', { name: 'Create Post' }).click();
    // Saving leaves the editor without asking.
    await page.waitForURL(url('/admin/content?tab=blog'));
    expect(await page.getByRole('dialog', { name: 'Leave without saving?' }).count()).toBe(0);
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('trainerhub:blog-draft:'))),
    ).toEqual([]);
  });

  test('the FAQ and testimonial dialogs ask before Escape, Cancel or the backdrop drop what was typed', async ({
    page,
    signIn,
    navigate,
  }) => {
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content?tab=faqs');
    await page.getByRole('button', { name: 'New FAQ' }).click();
    const faq = page.getByRole('dialog', { name: 'New FAQ' });
    await faq.getByLabel('Answer').fill('A long answer I would hate to type twice.');
    await page.keyboard.press('Escape');
    const discard = faq.getByRole('alertdialog', { name: 'Discard your changes?' });
    await discard.waitFor();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    expect(await faq.getByLabel('Answer').inputValue()).toBe('A long answer I would hate to type twice.');
    await faq.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await faq.waitFor({ state: 'detached' });
    // Nothing typed: Escape closes at once.
    await page.getByRole('button', { name: 'New FAQ' }).click();
    await faq.waitFor();
    await page.keyboard.press('Escape');
    await faq.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await page.getByRole('button', { name: 'New Testimonial' }).click();
    const testimonial = page.getByRole('dialog', { name: 'New testimonial' });
    await testimonial.getByLabel('Quote').fill('Found a brilliant coach in a day.');
    await testimonial.getByRole('button', { name: 'Cancel' }).click();
    await testimonial.getByRole('alertdialog', { name: 'Discard your changes?' }).waitFor();
    await testimonial.getByRole('button', { name: 'Keep editing' }).click();
    expect(await testimonial.getByLabel('Quote').inputValue()).toBe('Found a brilliant coach in a day.');
    // A click on the backdrop asks too.
    await testimonial.getByRole('button', { name: 'Close', exact: true }).click({ position: { x: 5, y: 5 } });
    await testimonial.getByRole('button', { name: 'Discard changes' }).click();
    await testimonial.waitFor({ state: 'detached' });
  });

  test('an announcement being written survives a toggle and asks before the admin leaves', async ({
    page,
    signIn,
    navigate,
    url,
  }) => {
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/settings');
    const message = page.getByLabel(/^Announcement message/);
    const typed = `Half-written notice ${unique()}`;
    await message.fill(typed);
    // Switching the banner on saves the switch, not the text, and keeps the text in the box.
    const toggle = page.getByRole('checkbox', { name: 'Platform Announcement' });
    const wasOn = await toggle.isChecked();
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(!wasOn);
    expect(await message.inputValue()).toBe(typed);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Overview' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    expect(page.url()).toBe(url('/admin/settings'));
    expect(await message.inputValue()).toBe(typed);
    // Put the switch back as it was for the other tests.
    await toggle.click();
    await expect.poll(() => toggle.isChecked()).toBe(wasOn);
  });
});
