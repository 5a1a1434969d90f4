import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { DEMO_PASSWORD, expect, passStalenessBound, test, waitUntilInteractive } from './fixtures';
import { PHONE_VIEWPORT } from './page-checks';

const ADMIN_EMAIL = 'admin@example.com';
const JSON_HEADERS = { 'content-type': 'application/json' };

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** A short unique token, so searches find only what this run created. */
const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/**
 * A new account made and signed in through the API (as the web app would), from its own address
 * so the per-IP sign-up limit other test files use is left alone. Returns its bearer headers.
 */
async function apiUser(url: (path: string) => string, fullName: string, ip: string) {
  const email = `e2e-content-${unique()}@example.com`;
  const headers = { ...JSON_HEADERS, 'cf-connecting-ip': ip };
  const signUp = await fetch(url('/api/auth/sign-up'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ fullName, email, password: DEMO_PASSWORD }),
  });
  expect(signUp.status).toBe(201);
  const signIn = await fetch(url('/api/auth/sign-in'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  return { ...headers, authorization: `Bearer ${access_token}` };
}

describe('content in Chromium', () => {
  test('admin writes a formatted post with an image, a visitor finds and reads it, admin deletes it', async ({
    page,
    browser,
    signIn,
    navigate,
    url,
    queryDb,
    waitForRow,
  }) => {
    const token = unique();
    const title = `Strength basics ${token}`;
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content');
    await page.getByRole('tab', { name: 'Blog Posts', selected: true }).waitFor();
    await page.getByRole('button', { name: 'New Post' }).click();
    await page.waitForURL(url('/admin/content?tab=blog&edit=new'));

    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Please fill in all required fields');

    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Excerpt').fill(`How to start lifting safely (${token}).`);
    // The rich-text editor, through its toolbar: a heading, then a paragraph with a bold word.
    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Warm up first');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Always ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('stretch');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' before lifting.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Image', exact: true }).click();
    await page.getByLabel('Image URL', { exact: true }).fill('https://images.example.com/warm-up.jpg');
    await page.getByLabel('Alt text').fill('A warm-up routine');
    await page.getByRole('button', { name: 'Insert image' }).click();
    await editor.locator('img[alt="A warm-up routine"]').waitFor();

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('preview');
    await preview.getByRole('heading', { level: 2, name: 'Warm up first' }).waitFor();
    await preview.locator('strong', { hasText: 'stretch' }).waitFor();
    await page.getByRole('button', { name: 'Write' }).click();

    await page.getByLabel('Category').fill('Fitness');
    await page.getByLabel(/^Tags/).fill('strength, beginners');
    await page.getByLabel('Featured image URL').fill('https://images.example.com/strength.jpg');
    await page.getByLabel('Published').check();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, 'Blog post created');
    await page.waitForURL(url('/admin/content?tab=blog'));
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Published').waitFor();

    const [stored] = queryDb<{ slug: string; content: string; published_at: string | null }>(
      `SELECT slug, content, published_at FROM blog_posts WHERE title = '${title}'`,
    );
    expect(stored?.content).toContain('<h2>Warm up first</h2>');
    expect(stored?.content).toContain('<strong>stretch</strong>');
    expect(stored?.content).toContain('src="https://images.example.com/warm-up.jpg"');
    expect(stored?.published_at).toBeTruthy();
    const slug = stored?.slug ?? '';

    await passStalenessBound();
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const reader = await visitor.newPage();
      await reader.goto(url('/blog'));
      await waitUntilInteractive(reader);
      await reader.getByRole('heading', { name: 'Blog & Resources' }).waitFor();
      await reader.getByLabel('Search articles').fill(token);
      await reader.waitForURL(url(`/blog?search=${token}`));
      const cards = reader.getByTestId('blog-card');
      // The previous cards stay on screen until the search's results arrive.
      await expect.poll(() => cards.count()).toBe(1);
      await cards.filter({ hasText: title }).waitFor();
      await cards.getByText('Fitness').waitFor();
      await cards.getByText(/^\d+ min read$/).waitFor();
      await cards.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
      await reader.getByRole('button', { name: 'Fitness' }).click();
      await reader.waitForURL(url(`/blog?search=${token}&category=Fitness`));
      await cards.filter({ hasText: title }).click();

      await reader.waitForURL(url(`/blog/${slug}`));
      await reader.getByRole('heading', { level: 1, name: title }).waitFor();
      const content = reader.getByTestId('blog-content');
      await content.getByRole('heading', { level: 2, name: 'Warm up first' }).waitFor();
      await content.locator('strong', { hasText: 'stretch' }).waitFor();
      expect(await content.locator('img').getAttribute('src')).toBe('https://images.example.com/warm-up.jpg');
      await reader.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
      await reader.getByRole('list', { name: 'Tags' }).getByText('#beginners').waitFor();
      // The read was counted once, through the events queue.
      await waitForRow(`SELECT views_count FROM blog_posts WHERE slug = '${slug}' AND views_count = 1`);

      await row.getByRole('button', { name: `Delete ${title}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete blog post?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Blog post deleted');
      await row.waitFor({ state: 'detached' });

      await passStalenessBound();
      await reader.reload();
      await reader.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
      await reader.getByRole('link', { name: 'Back to Blog' }).click();
      await reader.waitForURL(url('/blog'));
    } finally {
      await visitor.close();
    }
  });

  test('FAQ: created, found by search on /faq, reordered, deleted', async ({
    page,
    browser,
    signIn,
    navigate,
    url,
  }) => {
    const token = unique();
    const category = `Payments ${token}`;
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content?tab=faqs');
    for (const [question, answer] of [
      [`How do refunds work ${token}?`, 'Ask your trainer within 7 days.'],
      [`Which cards are accepted ${token}?`, 'All major cards.'],
    ] as const) {
      await page.getByRole('button', { name: 'New FAQ' }).click();
      const dialog = page.getByRole('dialog', { name: 'New FAQ' });
      await dialog.getByRole('button', { name: 'Create FAQ' }).click();
      await toast(page, 'Please fill in all fields');
      await dialog.getByLabel('Question').fill(question);
      await dialog.getByLabel('Answer').fill(answer);
      await dialog.getByLabel('Category').fill(category);
      await dialog.getByRole('button', { name: 'Create FAQ' }).click();
      await toast(page, 'FAQ created');
      await dialog.waitFor({ state: 'detached' });
    }
    const first = `How do refunds work ${token}?`;
    const second = `Which cards are accepted ${token}?`;
    await page.getByRole('row').filter({ hasText: second }).waitFor();
    await page.getByRole('button', { name: `Move “${second}” up` }).click();
    await page
      .getByRole('button', { name: `Move “${second}” up` })
      .and(page.locator(':disabled'))
      .waitFor();

    await passStalenessBound();
    const visitor = await browser.newContext();
    try {
      const reader = await visitor.newPage();
      await reader.goto(url('/faq'));
      await waitUntilInteractive(reader);
      await reader.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
      await reader.getByLabel('Search FAQs').fill(token);
      await reader.waitForURL(url(`/faq?search=${token}`));
      await reader.getByRole('heading', { level: 2, name: category }).waitFor();
      const questions = reader.getByTestId('faq').getByRole('button');
      // The previous answers stay on screen until the search's results arrive.
      await expect.poll(() => questions.count()).toBe(2);
      // The admin's reorder shows: the second one comes first now.
      expect(await questions.allTextContents()).toEqual([`${second}+`, `${first}+`]);
      await questions.filter({ hasText: first }).click();
      await reader.getByText('Ask your trainer within 7 days.').waitFor();
      expect(await questions.filter({ hasText: first }).getAttribute('aria-expanded')).toBe('true');
      await questions.filter({ hasText: second }).click();
      await reader.getByText('All major cards.').waitFor();
      expect(await reader.getByText('Ask your trainer within 7 days.').isVisible()).toBe(false);

      for (const question of [first, second]) {
        await page.getByRole('button', { name: `Delete “${question}”` }).click();
        await page.getByRole('dialog', { name: 'Delete FAQ?' }).getByRole('button', { name: 'Delete' }).click();
        await toast(page, 'FAQ deleted');
        await page.getByRole('row').filter({ hasText: question }).waitFor({ state: 'detached' });
      }
      // The visitor wrote nothing: the deletes reach them once the staleness bound has passed.
      await passStalenessBound();
      await reader.reload();
      await reader.getByText('No FAQs found.').waitFor();
    } finally {
      await visitor.close();
    }
  });

  test('testimonial: created as featured (shown on the home page), then deleted', async ({
    page,
    browser,
    signIn,
    navigate,
    url,
  }) => {
    const client = `Casey Client ${unique()}`;
    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content?tab=testimonials');
    await page.getByRole('button', { name: 'New Testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'New testimonial' });
    await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
    await toast(page, 'Please fill in all fields');
    await dialog.getByLabel('Client name').fill(client);
    await dialog.getByLabel('Quote').fill('Found a brilliant coach in a day.');
    expect(await dialog.getByLabel('Rating').inputValue()).toBe('5');
    await dialog.getByLabel('Rating').selectOption('4');
    await dialog.getByLabel('Featured on the home page').check();
    await dialog.getByRole('button', { name: 'Create Testimonial' }).click();
    await toast(page, 'Testimonial created');
    const row = page.getByRole('row').filter({ hasText: client });
    await row.getByText('Featured').waitFor();

    await passStalenessBound();
    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto(url('/'));
      await waitUntilInteractive(home);
      await home.getByTestId('testimonial').filter({ hasText: client }).first().waitFor();
    } finally {
      await visitor.close();
    }

    await row.getByRole('button', { name: `Delete testimonial by ${client}` }).click();
    await page.getByRole('dialog', { name: 'Delete testimonial?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Testimonial deleted');
    await row.waitFor({ state: 'detached' });
  });

  test('a reported review removed in moderation disappears from the trainer’s profile', async ({
    page,
    signIn,
    navigate,
    url,
    queryDb,
  }) => {
    // A trainer other tests do not count reviews on (they use the first seeded one with a few).
    const [trainer] = queryDb<{ slug: string }>(
      "SELECT slug FROM trainers WHERE status = 'approved' AND owner_banned = 0 ORDER BY id DESC LIMIT 1",
    );
    const slug = trainer?.slug ?? '';
    const title = `Suspicious offer ${unique()}`;
    const author = await apiUser(url, 'Riley Reviewer', '10.12.0.1');
    const created = await fetch(url(`/api/trainers/${slug}/reviews`), {
      method: 'POST',
      headers: author,
      body: JSON.stringify({ rating: 1, title, comment: 'Visit my site for cheap coaching!' }),
    });
    expect(created.status).toBe(201);
    const { review } = (await created.json()) as { review: { id: number } };
    const reporter = await apiUser(url, 'Pat Reporter', '10.12.0.2');
    const flagged = await fetch(url(`/api/reviews/${review.id}/flags`), {
      method: 'POST',
      headers: reporter,
      body: JSON.stringify({ reason: 'Spam or advertising' }),
    });
    expect(flagged.status).toBe(201);

    await navigate(`/trainer/${slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByTestId('review').filter({ hasText: title }).waitFor();

    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content?tab=reviews');
    const card = page.getByTestId('flagged-review').filter({ hasText: title });
    await card.getByText('Riley Reviewer').waitFor();
    await card.getByText('1/5').waitFor();
    await card.getByText('Spam or advertising').waitFor();
    await card.getByText('Visit my site for cheap coaching!').waitFor();
    await card.getByRole('button', { name: `Remove “${title}”` }).click();
    await page.getByRole('dialog', { name: 'Remove review?' }).getByRole('button', { name: 'Remove review' }).click();
    await toast(page, 'Review removed');
    await card.waitFor({ state: 'detached' });
    const flags = queryDb<{ status: string; resolved_by: string | null }>(
      `SELECT status, resolved_by FROM review_flags WHERE reason LIKE 'Spam or advertising%' AND review_id IS NULL AND resolved_at IS NOT NULL ORDER BY id DESC LIMIT 1`,
    );
    expect(flags[0]?.status).toBe('resolved_removed');
    expect(flags[0]?.resolved_by).toBeTruthy();

    // The same tab's cached profile is refreshed by the removal; a fresh load shows it too.
    await navigate(`/trainer/${slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page
      .getByTestId('review')
      .first()
      .or(page.getByText('No reviews yet.', { exact: false }))
      .first()
      .waitFor();
    expect(await page.getByTestId('review').filter({ hasText: title }).count()).toBe(0);
  });

  test('approving a reported review keeps it and clears it from moderation', async ({
    page,
    signIn,
    navigate,
    url,
    queryDb,
  }) => {
    const [trainer] = queryDb<{ slug: string }>(
      "SELECT slug FROM trainers WHERE status = 'approved' AND owner_banned = 0 ORDER BY id DESC LIMIT 1 OFFSET 1",
    );
    const slug = trainer?.slug ?? '';
    const title = `Honest feedback ${unique()}`;
    const author = await apiUser(url, 'Alex Author', '10.12.0.3');
    const created = await fetch(url(`/api/trainers/${slug}/reviews`), {
      method: 'POST',
      headers: author,
      body: JSON.stringify({ rating: 4, title }),
    });
    const { review } = (await created.json()) as { review: { id: number } };
    const reporter = await apiUser(url, 'Jo Reporter', '10.12.0.4');
    await fetch(url(`/api/reviews/${review.id}/flags`), {
      method: 'POST',
      headers: reporter,
      body: JSON.stringify({ reason: 'Other', details: 'Looks fake to me' }),
    });

    await signIn(ADMIN_EMAIL);
    await navigate('/admin/content?tab=reviews');
    const card = page.getByTestId('flagged-review').filter({ hasText: title });
    await card.getByText(/Looks fake to me/).waitFor();
    await card.getByRole('button', { name: `Approve (keep) “${title}”` }).click();
    await toast(page, 'Review approved');
    await card.waitFor({ state: 'detached' });
    const [kept] = queryDb<{ n: number }>(`SELECT count(*) AS n FROM reviews WHERE id = ${review.id}`);
    expect(kept?.n).toBe(1);
  });

  test.for(['/blog', '/faq'])(
    '%s at 390 px: every category chip is on screen and the page never scrolls sideways',
    async (path, { page, navigate }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await navigate(path);
      const chips = page.getByRole('list', { name: 'Categories' }).getByRole('button');
      // The seed has more categories than one phone row holds.
      await chips.nth(4).waitFor();
      const boxes = await chips.evaluateAll((buttons) =>
        buttons.map((button) => {
          const box = button.getBoundingClientRect();
          return { name: button.textContent, left: box.left, right: box.right };
        }),
      );
      for (const box of boxes) {
        expect(box.left, `${box.name}`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.name}`).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
      }
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'sideways scroll').toBeLessThanOrEqual(clientWidth);
    },
  );
});
