import { describe } from 'vitest';
import { expect, mailTest as test, visitorIp } from './fixtures';

const LINK_USED = 'This link has already been used or replaced by a newer one.';
const address = (label: string) => `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

describe('account lifecycle with the local mailbox, in Chromium', () => {
  test('sign up → the emailed link verifies the address → the dashboard says so', async ({
    page,
    navigate,
    signIn,
    waitForEmail,
  }) => {
    const email = address('verify');
    await navigate('/auth?mode=signup');
    await page.getByLabel('Full name').fill('Vera Verified');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

    await signIn(email, 'secret-pass');
    await page.getByText('Please verify your email address.').waitFor();

    const sent = await waitForEmail(email, 'Confirm your email for TrainerHub');
    const link = sent.linkPaths.find((path) => path.startsWith('/?verify_email='));
    expect(link).toBeDefined();
    await navigate(link ?? '/');
    await page.getByText('Email verified. Thank you!').waitFor();
    // The token leaves the address at once, so a reload cannot send a used link.
    expect(new URL(page.url()).search).toBe('');

    await navigate('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Vera Verified' }).waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await page.getByText('Please verify your email address.').count()).toBe(0);

    // Followed again: used.
    await navigate(link ?? '/');
    await page.getByText(LINK_USED).waitFor();
  });

  test('forgot password → the emailed link sets a new one → signing in works only with it', async ({
    page,
    navigate,
    signIn,
    url,
    waitForEmail,
  }) => {
    const email = address('reset');
    const res = await fetch(url('/api/auth/sign-up'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': visitorIp() },
      body: JSON.stringify({ fullName: 'Rita Reset', email, password: 'old-secret' }),
    });
    expect(res.status).toBe(201);

    await navigate('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, we sent it a link to reset the password.').waitFor();

    const sent = await waitForEmail(email, 'Reset your TrainerHub password');
    const link = sent.linkPaths.find((path) => path.startsWith('/auth?mode=reset&token='));
    await navigate(link ?? '/auth');
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('new-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByText('Your password was changed and every device was signed out.').first().waitFor();
    await waitForEmail(email, 'Your TrainerHub password was changed');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('old-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
    await signIn(email, 'new-secret');

    // The link worked once: opened again, it says so at once, with no form to fill in first. Off the
    // dashboard first: an answer it is still loading (its session refresh) would set the cookies again.
    await page.goto('about:blank');
    await page.context().clearCookies();
    await navigate(link ?? '/auth');
    await page.getByText(LINK_USED).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    await page.getByRole('button', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
  });

  test('a reset link replaced by a newer one is refused as it opens; the newer one shows the form', async ({
    page,
    navigate,
    url,
    waitForEmail,
  }) => {
    const email = address('relink');
    const ip = visitorIp();
    const post = (path: string, body: unknown) =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify(body),
      });
    expect((await post('/api/auth/sign-up', { fullName: 'Nia Newer', email, password: 'old-secret' })).status).toBe(
      201,
    );
    const resetLink = async () =>
      (await waitForEmail(email, 'Reset your TrainerHub password')).linkPaths.find((path) =>
        path.startsWith('/auth?mode=reset&token='),
      );
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    const older = await resetLink();
    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    await expect.poll(resetLink, { timeout: 20_000 }).not.toBe(older);
    const newer = await resetLink();

    await navigate(older ?? '/auth');
    await page.getByText(LINK_USED).waitFor();
    expect(await page.getByLabel('New password').count()).toBe(0);
    await page.getByRole('button', { name: 'Ask for a new link' }).waitFor();

    await navigate(newer ?? '/auth');
    await page.getByLabel('New password').fill('newer-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password was changed and every device was signed out.').first().waitFor();
  });

  test('account settings: rename, see this device, sign out another, download data, delete the account', async ({
    page,
    navigate,
    signInAsNewUser,
    url,
    browser,
  }) => {
    const email = await signInAsNewUser('Sam Settings');
    // A second device, signed in through the API.
    const other = await browser.newContext({ extraHTTPHeaders: { 'cf-connecting-ip': visitorIp() } });
    const otherPage = await other.newPage();
    await otherPage.goto(url('/auth'));
    await otherPage.waitForSelector('html[data-interactive]', { state: 'attached' });
    await otherPage.getByLabel('Email').fill(email);
    await otherPage.getByLabel('Password').fill('secret-pass');
    await otherPage.getByRole('button', { name: 'Sign In' }).click();
    await otherPage.waitForURL(url('/dashboard'));

    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.waitForURL(url('/account'));
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Full name').fill('Samira Settings');
    await profile.getByRole('button', { name: 'Save Name' }).click();
    await page.getByText('Name updated').first().waitFor();

    const devices = page.getByRole('region', { name: 'Active sessions' });
    await devices.getByText('This device').waitFor();
    await expect.poll(() => devices.getByRole('button', { name: /^Sign out (?!all other devices)/ }).count()).toBe(1);
    await devices.getByRole('button', { name: /^Sign out (?!all other devices)/ }).click();
    await page.getByText('Device signed out').first().waitFor();
    await expect.poll(() => devices.getByRole('button', { name: /^Sign out (?!all other devices)/ }).count()).toBe(0);
    // The other device's session is over: its next refresh signs it out.
    await otherPage.reload();
    await otherPage.waitForURL(url('/auth'));
    await other.close();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('my-data.json');

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill('wrong-pass');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Current password is incorrect').waitFor();
    await dialog.getByLabel('Password').fill('secret-pass');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(url('/'));
    await page.getByText('Your account was deleted.').first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();

    await navigate('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();
  });

  test('a new review emails the trainer; its unsubscribe link switches notifications off', async ({
    page,
    navigate,
    queryDb,
    url,
    waitForEmail,
  }) => {
    const [trainer] = queryDb<{ slug: string; email: string; user_id: string }>(
      `SELECT t.slug, u.email, u.id AS user_id FROM trainers t JOIN users u ON u.id = t.user_id
       WHERE t.status = 'approved' AND t.service_count > 0 ORDER BY t.id DESC LIMIT 1`,
    );
    if (!trainer) throw new Error('no approved trainer in the seed');
    const reviewerEmail = address('reviewer');
    const ip = visitorIp();
    await fetch(url('/api/auth/sign-up'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({ fullName: 'Rev Iewer', email: reviewerEmail, password: 'secret-pass' }),
    });
    const session = (await (
      await fetch(url('/api/auth/sign-in'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
        body: JSON.stringify({ email: reviewerEmail, password: 'secret-pass' }),
      })
    ).json()) as { access_token: string };
    const title = `Lovely session ${Date.now()}`;
    const review = await fetch(url(`/api/trainers/${trainer.slug}/reviews`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ rating: 5, title }),
    });
    expect(review.status).toBe(201);

    const sent = await waitForEmail(trainer.email, 'New 5-star review on your TrainerHub profile');
    expect(sent.text).toContain(title);
    const unsubscribe = sent.linkPaths.find((path) => path.startsWith('/unsubscribe?token='));
    await navigate(unsubscribe ?? '/unsubscribe');
    await page.getByText('You will no longer receive notification emails.').waitFor();
    const [after] = queryDb<{ on_: number }>(
      `SELECT email_notifications AS on_ FROM users WHERE id = '${trainer.user_id}'`,
    );
    expect(after?.on_).toBe(0);
    await page.getByRole('button', { name: 'Switch notifications back on' }).click();
    await page.getByText('Notification emails switched back on.').waitFor();
  });
});
