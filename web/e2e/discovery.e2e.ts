import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './browser';
import { queryLocalD1 } from './local-server';

const baseURL = inject('baseURL');
const persistTo = inject('persistTo');
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cards = () => browser.page.getByTestId('trainer-card');
async function resultCount(): Promise<number> {
  const text = await browser.page.getByText(/\d+ trainers? found/).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}
async function waitForResults() {
  // The grid must exist (the page chunk may still be loading) and not be busy.
  await browser.page.waitForFunction(
    () => document.querySelector('ul[aria-busy="false"]') !== null && !document.querySelector('[aria-busy="true"]'),
  );
}
/** Performs a UI action and waits for the listing request it triggers (matching `urlPart`) to render. */
async function changeFilter(action: () => Promise<unknown>, urlPart: string) {
  const { page } = browser;
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/trainers?') && r.url().includes(urlPart)),
    action(),
  ]);
  await waitForResults();
}
async function waitForRow<T>(sql: string): Promise<T> {
  for (let i = 0; i < 40; i++) {
    const [row] = queryLocalD1<T>(persistTo, sql);
    if (row) return row;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no row for ${sql}`);
}

describe('discovery in Chromium', () => {
  it('hero search lands on /trainers with matching results, and the query is recorded', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/`);
    await page.getByLabel('Search trainers').fill('yoga');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${baseURL}/trainers?search=yoga`);
    await waitForResults();
    expect(await cards().count()).toBeGreaterThan(0);
    expect(await page.getByRole('searchbox').inputValue()).toBe('yoga');

    await page.getByRole('searchbox').fill('guitar');
    await page.waitForURL(`${baseURL}/trainers?search=guitar`);
    await waitForResults();
    expect(await cards().first().textContent()).toBeTruthy();
    await waitForRow("SELECT 1 AS ok FROM search_queries WHERE query = 'guitar'");
  });

  it('each filter narrows the results and is reflected in the URL; back restores', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/trainers`);
    await waitForResults();
    const all = await resultCount();
    expect(all).toBeGreaterThanOrEqual(600);

    await changeFilter(() => page.getByLabel('Category').selectOption('creative_arts'), 'category=creative_arts');
    await page.waitForURL(/category=creative_arts/);
    const inCategory = await resultCount();
    expect(inCategory).toBeLessThan(all);

    await page.getByRole('button', { name: 'More filters' }).click();
    await changeFilter(() => page.getByLabel('Minimum rating').selectOption('4.5'), 'minRating=4.5');
    await page.waitForURL(/minRating=4.5/);
    const rated = await resultCount();
    expect(rated).toBeLessThan(inCategory);

    await changeFilter(() => page.getByText('Verified trainers only').click(), 'verified=true');
    await page.waitForURL(/verified=true/);
    expect(await resultCount()).toBeLessThanOrEqual(rated);

    await changeFilter(() => page.getByLabel('Maximum price').fill('100'), 'maxPrice=100');
    await page.waitForURL(/maxPrice=100/);
    for (const text of await cards().allTextContents()) {
      const price = Number(text.match(/From \$([\d,]+)/)?.[1]?.replace(',', ''));
      expect(price).toBeLessThanOrEqual(100);
    }

    await page.getByLabel('Sort by').selectOption('price-high');
    await page.waitForURL(/sort=price-high/);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    expect(await page.getByLabel('Sort by').inputValue()).toBe('featured');
  });

  it('shows the empty state text', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/trainers?search=zzqqxxnothing`);
    await page.getByText('No trainers found. Try adjusting your filters.').waitFor();
  });

  it('category page lists its trainers; an unknown category redirects to /trainers', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/category/language_communication`);
    await page.getByRole('heading', { name: 'Language & Communication', level: 1 }).waitFor();
    await waitForResults();
    expect(await cards().count()).toBeGreaterThan(0);
    await page.getByText('Which languages are offered?').click();
    await page.getByText('Spanish, French, English and more').waitFor();
    await page.getByRole('link', { name: 'Education & Learning' }).last().click();
    await page.waitForURL(`${baseURL}/category/education_learning`);

    await page.goto(`${baseURL}/category/cooking`);
    await page.waitForURL(`${baseURL}/trainers`);
  });

  it('profile: tabs, Book Now WhatsApp link, and the profile view lands in D1', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/trainers?search=taylor%20trainer`);
    await waitForResults();
    await page.getByRole('link', { name: 'View Profile of Taylor Trainer', exact: true }).click();
    await page.waitForURL(`${baseURL}/trainer/taylor-trainer?source=search`);
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

  it('unknown trainer shows "Trainer not found" and returns to /trainers', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/trainer/no-such-trainer`);
    await page.waitForURL(`${baseURL}/trainers`);
    await page.getByText('Trainer not found').waitFor();
  });

  it('home shows featured testimonials and subscribes to the newsletter', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'What our learners say' }).waitFor();
    expect(await page.getByTestId('testimonial').count()).toBe(6);
    const email = `news-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Successfully subscribed!').waitFor();
    expect(
      queryLocalD1<{ source_page: string }>(
        persistTo,
        `SELECT source_page FROM newsletter_subscriptions WHERE email = '${email}'`,
      ),
    ).toEqual([{ source_page: 'homepage' }]);
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Already subscribed').waitFor();
  });
});
