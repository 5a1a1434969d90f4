import { describe } from 'vitest';
import { expect, test } from './fixtures';

describe('app shell in Chromium', () => {
  test('home renders the navigation, the footer and the 8 categories', async ({ page, navigate }) => {
    await navigate('/');
    await page.getByRole('heading', { name: 'Browse by category' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of [
      ['Find Trainers', '/trainers'],
      ['Blog', '/blog'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]) {
      const link = nav.getByRole('link', { name: label, exact: true }).last();
      expect(await link.isVisible()).toBe(true);
      expect(await link.getAttribute('href')).toBe(href);
    }
    expect(await nav.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(await nav.getByRole('link', { name: 'Become a Trainer' }).getAttribute('href')).toBe('/auth?mode=signup');

    const footerLinks = await page.getByRole('navigation', { name: 'Footer' }).getByRole('link').allTextContents();
    expect(footerLinks).toEqual([
      'Find Trainers',
      'Blog & Resources',
      'FAQ',
      'About Us',
      'Contact',
      'Privacy Policy',
      'Terms of Service',
    ]);

    const categories = page.getByTestId('category-grid').getByRole('link');
    expect(await categories.count()).toBe(8);
    expect(await categories.first().getAttribute('href')).toBe('/category/health_wellness');
    expect(await categories.last().textContent()).toContain('Language & Communication');
  });

  test('clicking a category card navigates to its category route', async ({ page, navigate, url }) => {
    await navigate('/');
    await page.getByRole('link', { name: /Creative Arts/ }).click();
    await page.waitForURL(url('/category/creative_arts'));
  });

  test('shows the 404 page for an unknown path, with a link home', async ({ page, navigate, url }) => {
    await navigate('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(url('/'));
  });

  test('renders the about, privacy and terms pages with their content', async ({ page, navigate }) => {
    await navigate('/about');
    await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();

    await navigate('/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    const privacy = await page.locator('main').textContent();
    expect(privacy).toContain('October 27, 2025');
    expect(privacy).toContain('not directed to individuals under 18');

    await navigate('/terms');
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();
    const terms = await page.locator('main').textContent();
    expect(terms).toContain('October 27, 2025');
    expect(terms).toContain('laws of the State of California');
    expect(await page.title()).toContain('Terms of Service');
  });

  test('footer links navigate client-side', async ({ page, navigate, url }) => {
    await navigate('/');
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(url('/privacy'));
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
  });

  test('serves HTML with security headers and the API health check', async ({ url }) => {
    const html = await fetch(url('/trainers'));
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    const health = await fetch(url('/api/health'));
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(health.headers.get('permissions-policy')).toBe(html.headers.get('permissions-policy'));
  });

  test('answers every path under /api from the worker, never with the SPA', async ({ url }) => {
    for (const path of ['/api', '/api/', '/api/nope', '/api/trainers/x/y/z']) {
      const res = await fetch(url(path));
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });

  test('runs against the seeded database (600+ approved trainers)', ({ queryDb }) => {
    const [row] = queryDb<{ n: number }>("SELECT count(*) AS n FROM trainers WHERE status = 'approved'");
    expect(row?.n).toBeGreaterThanOrEqual(600);
  });
});
