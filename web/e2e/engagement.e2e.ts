import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './browser';
import { queryLocalD1 } from './local-server';

const baseURL = inject('baseURL');
const persistTo = inject('persistTo');
let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser?.close();
});

async function signUpAndSignIn(fullName: string) {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await fetch(`${baseURL}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, email, password: 'secret-pass' }),
  });
  expect(res.status).toBe(201);
  await signIn(email, 'secret-pass');
  return email;
}

async function signIn(email: string, password = 'password123') {
  const { page } = browser;
  await page.goto(`${baseURL}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseURL}/dashboard`);
}

describe('engagement in Chromium', () => {
  it('saves two trainers from browse, sees them, removes one', async () => {
    const { page } = browser;
    await signUpAndSignIn('Sam Saver');
    await page.goto(`${baseURL}/trainers?sort=rating`);
    const cards = page.getByTestId('trainer-card');
    await cards.first().waitFor();
    const names = await cards.locator('h3').allTextContents();
    for (const name of names.slice(0, 2)) {
      await page.getByRole('button', { name: `Save ${name}` }).click();
      await page.getByRole('button', { name: `Remove ${name} from saved trainers` }).waitFor();
    }
    await page.getByText('Trainer saved to favorites').first().waitFor();

    await page.goto(`${baseURL}/saved-trainers`);
    await page.getByText('You have 2 saved trainer(s)').waitFor();
    expect(await page.getByTestId('saved-trainer').count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${names[0]} from saved trainers` }).click();
    await page.getByText('Trainer removed from favorites').waitFor();
    await page.getByText('You have 1 saved trainer(s)').waitFor();

    await page.getByRole('button', { name: `Remove ${names[1]} from saved trainers` }).click();
    await page.getByText('No Saved Trainers Yet').waitFor();
    await page.getByRole('link', { name: 'Browse Trainers' }).click();
    await page.waitForURL(`${baseURL}/trainers`);
  });

  it('signed-out save asks to sign in', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/trainer/taylor-trainer`);
    await page.getByRole('button', { name: 'Save Trainer' }).click();
    await page.getByText('Please sign in to save trainers.').waitFor();
  });

  it('writes a review, sees it and the rating change, is refused a second one, and reports another review', async () => {
    const { page } = browser;
    await signUpAndSignIn('Rhea Reviewer');
    // A trainer with reviews by others, so there is one to report.
    const [target] = queryLocalD1<{ slug: string; review_count: number }>(
      persistTo,
      "SELECT slug, review_count FROM trainers WHERE status = 'approved' AND review_count BETWEEN 2 AND 5 AND whatsapp_number IS NOT NULL ORDER BY id LIMIT 1",
    );
    if (!target) throw new Error('no trainer with reviews in the seed');
    await page.goto(`${baseURL}/trainer/${target.slug}`);
    await page.getByText(`(${target.review_count})`).first().waitFor();
    await page.getByRole('tab', { name: 'Reviews' }).click();

    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Please select a rating').first().waitFor();

    await page.getByLabel('5 stars').check();
    await page.getByLabel('Title').fill('Brilliant first session');
    expect(await page.getByText('23/100').count()).toBe(1);
    await page.getByLabel('Comment (optional)').fill('<b>Very</b> practical advice.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Review submitted successfully!').waitFor();
    const mine = page.getByTestId('review').filter({ hasText: 'Brilliant first session' });
    await mine.waitFor();
    expect(await mine.textContent()).toContain('<b>Very</b> practical advice.');
    await page
      .getByText(`(${target.review_count + 1})`)
      .first()
      .waitFor();

    await page.getByLabel('4 stars').check();
    await page.getByLabel('Title').fill('Second try');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('You have already reviewed this trainer').waitFor();

    // Report someone else's review (my own has no Report button).
    expect(await mine.getByRole('button', { name: 'Report' }).count()).toBe(0);
    const other = page.getByTestId('review').filter({ hasNotText: 'Brilliant first session' }).first();
    await other.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('dialog').getByLabel('Spam or advertising').check();
    await page.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText('Thank you. Our moderators will review this report.').waitFor();
    const flags = queryLocalD1<{ n: number }>(
      persistTo,
      "SELECT count(*) AS n FROM review_flags WHERE reason = 'Spam or advertising' AND status = 'pending'",
    );
    expect(flags[0]?.n).toBeGreaterThanOrEqual(2);
  });

  it('the trainer sees no review form on their own profile', async () => {
    const { page } = browser;
    await signIn('trainer@example.com');
    await page.goto(`${baseURL}/trainer/taylor-trainer`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByTestId('review').first().waitFor();
    expect(await page.getByRole('form', { name: 'Write a review' }).count()).toBe(0);
    expect(await page.getByText('Please sign in to leave a review').count()).toBe(0);
  });

  it('contact form: empty then filled', async () => {
    const { page } = browser;
    await page.goto(`${baseURL}/contact`);
    await page.getByText('support@trainerhub.example').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Missing fields').waitFor();
    await page.getByText('Please fill in all required fields.').first().waitFor();

    await page.getByLabel('Name').fill('Casey Contact');
    await page.getByLabel('Email').fill('casey@example.org');
    await page.getByLabel('Message').fill('Do you offer gift cards?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!').waitFor();
    await page.getByText("We'll get back to you as soon as possible.").waitFor();
    const rows = queryLocalD1<{ subject: string | null }>(
      persistTo,
      "SELECT subject FROM contact_submissions WHERE email = 'casey@example.org'",
    );
    expect(rows).toEqual([{ subject: null }]);
  });
});
