import { describe } from 'vitest';
import { expect, test } from './fixtures';

describe('edge HTML in Chromium', () => {
  test('a profile arrives with its title and data: no profile request before it renders', async ({
    page,
    navigate,
    seededTrainer,
    queryDb,
  }) => {
    const [trainer] = queryDb<{ full_name: string }>(
      `SELECT p.full_name FROM trainers t JOIN profiles p ON p.id = t.user_id WHERE t.slug = '${seededTrainer.slug}'`,
    );
    if (!trainer) throw new Error('seeded trainer has no profile');
    const profilePath = `/api/trainers/${seededTrainer.slug}`;
    const profileRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === profilePath) profileRequests.push(request.url());
    });

    await navigate(`/trainer/${seededTrainer.slug}`);
    await page.getByRole('heading', { name: trainer.full_name, level: 1 }).waitFor();
    expect(profileRequests).toEqual([]);
    expect(await page.title()).toContain(trainer.full_name);
    // The embedded copy was consumed (and removed) by the app.
    expect(await page.locator('#initial-data').count()).toBe(0);
  });

  test('the HTML itself names the trainer for crawlers and link previews', async ({ url, seededTrainer }) => {
    const res = await fetch(url(`/trainer/${seededTrainer.slug}`));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"@type":"ProfessionalService"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| TrainerHub">/);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/TrainerProfilePage-');
    const etag = res.headers.get('etag') ?? '';
    const again = await fetch(url(`/trainer/${seededTrainer.slug}`), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  test('an unknown trainer is a 404 whose page still shows the app and its message', async ({ page, url }) => {
    const response = await page.goto(url('/trainer/no-such-trainer-e2e'));
    expect(response?.status()).toBe(404);
    await page.getByText('Trainer not found').waitFor();
    await page.waitForURL(url('/trainers'));
  });

  test('robots.txt and sitemap.xml come from the worker, not the SPA fallback', async ({ url }) => {
    const robots = await fetch(url('/robots.txt'));
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Disallow: /dashboard');
    const sitemap = await fetch(url('/sitemap.xml'));
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    // An index of parts named by APP_ORIGIN; each is read here on the test server's own port.
    const parts = [...(await sitemap.text()).matchAll(/<sitemap><loc>[a-z]+:\/\/[^/]+(\/sitemaps\/[^<]+)<\/loc>/g)];
    expect(parts.map((m) => m[1])).toContain('/sitemaps/trainers-1.xml');
    const urlsets = await Promise.all(parts.map((m) => fetch(url(m[1] ?? '')).then((r) => r.text())));
    expect(urlsets.join('\n').match(/<loc>[^<]*\/trainer\//g)?.length).toBeGreaterThanOrEqual(600);
  });
});
