import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, test } from './fixtures';

const cards = (page: Page) => page.getByTestId('trainer-card');
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/\d+ trainers? found/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}
async function waitForResults(page: Page) {
  // The grid must exist (the page chunk may still be loading) and not be busy.
  await page.waitForFunction(
    () => document.querySelector('ul[aria-busy="false"]') !== null && !document.querySelector('[aria-busy="true"]'),
  );
}
/** Performs a UI action and waits for the listing request it triggers (matching `urlPart`) to render. */
async function changeFilter(page: Page, action: () => Promise<unknown>, urlPart: string) {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/trainers?') && r.url().includes(urlPart)),
    action(),
  ]);
  await waitForResults(page);
}

describe('discovery in Chromium', () => {
  test('hero search lands on /trainers with matching results, and the query is recorded', async ({
    page,
    navigate,
    url,
    waitForRow,
  }) => {
    await navigate('/');
    await page.getByLabel('Search trainers').fill('yoga');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(url('/trainers?search=yoga'));
    await waitForResults(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('searchbox').inputValue()).toBe('yoga');

    await page.getByRole('searchbox').fill('guitar');
    await page.waitForURL(url('/trainers?search=guitar'));
    await waitForResults(page);
    expect(await cards(page).first().textContent()).toBeTruthy();
    await waitForRow("SELECT 1 AS ok FROM search_queries WHERE query = 'guitar'");
  });

  test('each filter narrows the results and is reflected in the URL; back restores', async ({ page, navigate }) => {
    await navigate('/trainers');
    await waitForResults(page);
    const all = await resultCount(page);
    expect(all).toBeGreaterThanOrEqual(600);

    await changeFilter(page, () => page.getByLabel('Category').selectOption('creative_arts'), 'category=creative_arts');
    await page.waitForURL(/category=creative_arts/);
    const inCategory = await resultCount(page);
    expect(inCategory).toBeLessThan(all);

    await page.getByRole('button', { name: 'More filters' }).click();
    await changeFilter(page, () => page.getByLabel('Minimum rating').selectOption('4.5'), 'minRating=4.5');
    await page.waitForURL(/minRating=4.5/);
    const rated = await resultCount(page);
    expect(rated).toBeLessThan(inCategory);

    await changeFilter(page, () => page.getByText('Verified trainers only').click(), 'verified=true');
    await page.waitForURL(/verified=true/);
    expect(await resultCount(page)).toBeLessThanOrEqual(rated);

    await changeFilter(page, () => page.getByLabel('Maximum price').fill('100'), 'maxPrice=100');
    await page.waitForURL(/maxPrice=100/);
    for (const text of await cards(page).allTextContents()) {
      const price = Number(text.match(/From \$([\d,]+)/)?.[1]?.replace(',', ''));
      expect(price).toBeLessThanOrEqual(100);
    }

    await page.getByLabel('Sort by').selectOption('price-high');
    await page.waitForURL(/sort=price-high/);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    expect(await page.getByLabel('Sort by').inputValue()).toBe('featured');
  });

  test('shows the empty state text', async ({ page, navigate }) => {
    await navigate('/trainers?search=zzqqxxnothing');
    await page.getByText('No trainers found. Try adjusting your filters.').waitFor();
  });

  test('category page lists its trainers; an unknown category redirects to /trainers', async ({
    page,
    navigate,
    url,
  }) => {
    await navigate('/category/language_communication');
    await page.getByRole('heading', { name: 'Language & Communication', level: 1 }).waitFor();
    await waitForResults(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    await page.getByText('Which languages are offered?').click();
    await page.getByText('Spanish, French, English and more').waitFor();
    await page.getByRole('link', { name: 'Education & Learning' }).last().click();
    await page.waitForURL(url('/category/education_learning'));

    await navigate('/category/cooking');
    await page.waitForURL(url('/trainers'));
  });

  test('profile: tabs, Book Now WhatsApp link, and the profile view lands in D1', async ({
    page,
    navigate,
    url,
    waitForRow,
  }) => {
    await navigate('/trainers?search=taylor%20trainer');
    await waitForResults(page);
    await page.getByRole('link', { name: 'View Profile of Taylor Trainer', exact: true }).click();
    await page.waitForURL(url('/trainer/taylor-trainer?source=search'));
    await page.getByRole('heading', { name: 'Taylor Trainer', level: 1 }).waitFor();
    await page.getByText('Identity Verified').waitFor();
    await page.getByText('Featured trainer').waitFor();
    expect(await page.title()).toContain('Taylor Trainer');

    await page.getByRole('tab', { name: 'Services' }).click();
    const first = page.getByTestId('service').first();
    const title = await first.getByRole('heading').textContent();
    const href = await first.getByRole('link', { name: 'Book Now' }).getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href?.split('text=')[1] ?? '')).toContain(`"${title}"`);

    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByTestId('review').first().waitFor();

    await waitForRow(
      "SELECT 1 AS ok FROM trainer_profile_views v JOIN trainers t ON t.id = v.trainer_id WHERE t.slug = 'taylor-trainer' AND v.source_page = 'search' AND v.event_id NOT LIKE 'seed-%'",
    );
  });

  test('unknown trainer shows "Trainer not found" and returns to /trainers', async ({ page, navigate, url }) => {
    await navigate('/trainer/no-such-trainer');
    await page.waitForURL(url('/trainers'));
    await page.getByText('Trainer not found').waitFor();
  });

  test('home shows featured testimonials and subscribes to the newsletter', async ({ page, navigate, queryDb }) => {
    await navigate('/');
    await page.getByRole('heading', { name: 'What our learners say' }).waitFor();
    expect(await page.getByTestId('testimonial').count()).toBe(6);
    const email = `news-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Successfully subscribed!').waitFor();
    expect(
      queryDb<{ source_page: string }>(`SELECT source_page FROM newsletter_subscriptions WHERE email = '${email}'`),
    ).toEqual([{ source_page: 'homepage' }]);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Already subscribed').waitFor();
  });
});
