import { describe } from 'vitest';
import { expect, test } from './fixtures';

describe('engagement in Chromium', () => {
  test('saves two trainers from browse, sees them, removes one', async ({ page, navigate, url, signInAsNewUser }) => {
    await signInAsNewUser('Sam Saver');
    await navigate('/trainers?sort=rating');
    const cards = page.getByTestId('trainer-card');
    await cards.first().waitFor();
    const names = await cards.locator('h3').allTextContents();
    for (const name of names.slice(0, 2)) {
      await page.getByRole('button', { name: `Save ${name}` }).click();
      await page.getByRole('button', { name: `Remove ${name} from saved trainers` }).waitFor();
    }
    await page.getByText('Trainer saved to favorites').first().waitFor();

    await navigate('/saved-trainers');
    await page.getByText('You have 2 saved trainer(s)').waitFor();
    expect(await page.getByTestId('saved-trainer').count()).toBe(2);
    await page.getByRole('button', { name: `Remove ${names[0]} from saved trainers` }).click();
    await page.getByText('Trainer removed from favorites').waitFor();
    await page.getByText('You have 1 saved trainer(s)').waitFor();

    await page.getByRole('button', { name: `Remove ${names[1]} from saved trainers` }).click();
    await page.getByText('No Saved Trainers Yet').waitFor();
    await page.getByRole('link', { name: 'Browse Trainers' }).click();
    await page.waitForURL(url('/trainers'));
  });

  test('signed-out save asks to sign in', async ({ page, navigate }) => {
    await navigate('/trainer/taylor-trainer');
    await page.getByRole('button', { name: 'Save Trainer' }).click();
    await page.getByText('Please sign in to save trainers.').waitFor();
  });

  test('writes a review, sees it as theirs in place of the form, reports another review; both last a reload', async ({
    page,
    navigate,
    signInAsNewUser,
    seededTrainer,
    queryDb,
  }) => {
    await signInAsNewUser('Rhea Reviewer');
    // A trainer with reviews by others, so there is one to report.
    const target = seededTrainer;
    await navigate(`/trainer/${target.slug}`);
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
    await mine.getByText('Your review').waitFor();
    await page
      .getByText(`(${target.review_count + 1})`)
      .first()
      .waitFor();
    // Their review, with Edit and Delete, replaces the form: no second review is offered.
    const yours = page.getByRole('region', { name: 'Your review' });
    await yours.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await page.getByRole('form', { name: 'Write a review' }).count()).toBe(0);

    // Report someone else's review (my own has no Report button).
    expect(await mine.getByRole('button', { name: 'Report' }).count()).toBe(0);
    const other = page.getByTestId('review').filter({ hasNotText: 'Brilliant first session' }).first();
    const otherTitle = await other.locator('h3').textContent();
    await other.getByRole('button', { name: 'Report' }).click();
    await page.getByRole('dialog').getByLabel('Spam or advertising').check();
    await page.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText('Thank you. Our moderators will review this report.').waitFor();
    // The review's Report is now a disabled "Reported".
    expect(await other.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
    expect(await other.getByRole('button', { name: 'Report', exact: true }).count()).toBe(0);
    const flags = queryDb<{ n: number }>(
      "SELECT count(*) AS n FROM review_flags WHERE reason = 'Spam or advertising' AND status = 'pending'",
    );
    expect(flags[0]?.n).toBeGreaterThanOrEqual(2);

    // After a reload the worker still knows both: the review is theirs, the report is sent.
    await page.reload();
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await yours.getByRole('button', { name: 'Delete' }).waitFor();
    expect(await page.getByRole('form', { name: 'Write a review' }).count()).toBe(0);
    const reported = page.getByTestId('review').filter({ hasText: otherTitle ?? '' });
    await reported.getByRole('button', { name: 'Reported' }).waitFor();
    expect(await reported.getByRole('button', { name: 'Reported' }).isDisabled()).toBe(true);
  });

  test('edits their review and the average follows at once; deleting it brings the form back', async ({
    page,
    navigate,
    signInAsNewUser,
    seededTrainer,
    queryDb,
  }) => {
    const ratingOf = () =>
      queryDb<{ rating_avg: number; review_count: number }>(
        `SELECT rating_avg, review_count FROM trainers WHERE slug = '${seededTrainer.slug}'`,
      )[0];
    const header = page
      .getByRole('main')
      .getByRole('img', { name: /^Rated / })
      .first();
    await signInAsNewUser('Eddie Editor');
    await navigate(`/trainer/${seededTrainer.slug}`);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByLabel('5 stars').check();
    await page.getByLabel('Title').fill('Good start');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const yours = page.getByRole('region', { name: 'Your review' });
    await yours.getByText('Good start').waitFor();
    const before = ratingOf();
    await page
      .getByRole('main')
      .getByRole('img', { name: `Rated ${before?.rating_avg.toFixed(1)} out of 5` })
      .first()
      .waitFor();

    await yours.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit your review' });
    expect(await form.getByLabel('Title').inputValue()).toBe('Good start');
    await form.getByLabel('1 star', { exact: true }).check();
    await form.getByLabel('Title').fill('Changed my mind');
    await form.getByRole('button', { name: 'Save Review' }).click();
    await page.getByText('Review updated').waitFor();
    await yours.getByText('Changed my mind').waitFor();
    await page.getByTestId('review').filter({ hasText: 'Changed my mind' }).waitFor();
    // The profile's average follows without a reload: 5 became 1.
    const after = ratingOf();
    expect(after?.rating_avg).toBeLessThan(before?.rating_avg ?? 0);
    await page
      .getByRole('main')
      .getByRole('img', { name: `Rated ${after?.rating_avg.toFixed(1)} out of 5` })
      .first()
      .waitFor();
    // So does the server-rendered page.
    await page.reload();
    expect(await header.getAttribute('aria-label')).toBe(`Rated ${after?.rating_avg.toFixed(1)} out of 5`);

    await page.getByRole('tab', { name: 'Reviews' }).click();
    await yours.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your review?' })
      .getByRole('button', { name: 'Delete Review' })
      .click();
    await page.getByText('Review deleted').waitFor();
    await page.getByRole('form', { name: 'Write a review' }).waitFor();
    await page
      .getByText(`(${(after?.review_count ?? 1) - 1})`)
      .first()
      .waitFor();
    expect(await page.getByTestId('review').filter({ hasText: 'Changed my mind' }).count()).toBe(0);
  });

  test('the trainer sees no review form, no Save and no Send a message button on their own profile', async ({
    page,
    navigate,
    signIn,
  }) => {
    await signIn('trainer@example.com');
    await navigate('/trainer/taylor-trainer');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('button', { name: /Save/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send a message' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.getByTestId('review').first().waitFor();
    expect(await page.getByRole('form', { name: 'Write a review' }).count()).toBe(0);
    expect(await page.getByText('Please sign in to leave a review').count()).toBe(0);
  });

  test('contact form: empty then filled', async ({ page, navigate, queryDb }) => {
    await navigate('/contact');
    await page.getByText('support@trainerhub.example').waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Missing fields').waitFor();
    await page.getByText('Please fill in all required fields.').first().waitFor();

    await page.getByLabel('Name').fill('Casey Contact');
    await page.getByLabel('Email').fill('casey@example.org');
    await page.getByLabel(/^Message(?!s)/).fill('Do you offer gift cards?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message sent!').waitFor();
    await page.getByText("We'll get back to you as soon as possible.").waitFor();
    const rows = queryDb<{ subject: string | null }>(
      "SELECT subject FROM contact_submissions WHERE email = 'casey@example.org'",
    );
    expect(rows).toEqual([{ subject: null }]);
  });
});
