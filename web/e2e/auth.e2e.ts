import { describe } from 'vitest';
import { expect, test } from './fixtures';

describe('accounts in Chromium', () => {
  test('sign up → sign in → dashboard → create trainer profile → pending → sign out', async ({
    page,
    navigate,
    url,
  }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await navigate('/');
    await page.getByRole('link', { name: 'Become a Trainer' }).first().click();
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();

    await page.getByLabel('Full name').fill('Erin Endtoend');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.getByText('Account created! You can now sign in.').first().waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Password').fill('wrong-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();

    await page.getByLabel('Password').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(url('/dashboard'));
    await page.getByText('Signed in successfully!').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Erin Endtoend' }).waitFor();

    await page.getByRole('button', { name: 'Create Trainer Profile' }).click();
    await page.getByText("Trainer profile created! It's pending admin approval.").waitFor();
    expect(await page.getByTestId('trainer-status').textContent()).toBe('Pending Approval');
    await page.getByText('Your trainer profile is awaiting approval').waitFor();

    // The session survives a reload through the HttpOnly refresh cookie.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Erin Endtoend' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(url('/'));
    await nav.getByRole('link', { name: 'Sign In' }).waitFor();

    await navigate('/dashboard');
    await page.waitForURL(url('/auth'));
  });

  test('guards: signed-out visitors go to /auth from private and admin pages', async ({ page, navigate, url }) => {
    for (const path of ['/dashboard', '/manage-profile', '/trainer-analytics', '/admin', '/admin/users']) {
      await navigate(path);
      await page.waitForURL(url('/auth'));
    }
    await navigate('/saved-trainers');
    await page.waitForURL(url('/auth'));
    await page.getByText('Please sign in to view saved trainers').waitFor();
  });

  test('the demo admin sees the Admin link; the learner does not and is sent home from /admin', async ({
    page,
    navigate,
    url,
    signIn,
  }) => {
    await signIn('admin@example.com');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Admin' }).waitFor();
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(url('/'));

    await signIn('learner@example.com');
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await navigate('/admin');
    await page.waitForURL(url('/'));

    // A signed-in visitor of /auth is sent to the dashboard.
    await navigate('/auth');
    await page.waitForURL(url('/dashboard'));
  });

  test('the demo trainer sees its approved status with links to its public profile and management', async ({
    page,
    signIn,
  }) => {
    await signIn('trainer@example.com');
    expect(await page.getByTestId('trainer-status').textContent()).toBe('Approved');
    expect(await page.getByRole('link', { name: 'View Public Profile' }).getAttribute('href')).toBe(
      '/trainer/taylor-trainer',
    );
    expect(await page.getByRole('link', { name: 'Manage Profile & Services' }).getAttribute('href')).toBe(
      '/manage-profile',
    );
  });
});
