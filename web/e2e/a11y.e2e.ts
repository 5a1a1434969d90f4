import { describe } from 'vitest';
import { expect, test } from './fixtures';
import {
  a11yViolations,
  expectImagesServedWell,
  expectNoA11yViolations,
  expectNoA11yViolationsOnDesktopAndPhone,
  watchImageRequests,
  watchPage,
} from './page-checks';
import { textContrast } from './text-contrast';

/** A published seeded post (the seed publishes six). */
const PUBLISHED_POST_SQL = 'SELECT slug FROM blog_posts WHERE is_published = 1 ORDER BY published_at DESC LIMIT 1';

describe('public pages for an anonymous visitor', () => {
  // `{trainer}` and `{post}` stand for a seeded approved trainer and a published post.
  const PUBLIC_PATHS = [
    '/',
    '/trainers',
    '/category/health_wellness',
    '/trainer/{trainer}',
    '/blog',
    '/blog/{post}',
    '/faq',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/auth',
    '/auth?mode=signup',
  ];

  // The seed's pictures (drawn by the worker) are on these pages.
  const WITH_PICTURES = ['/', '/trainers', '/trainer/{trainer}', '/blog', '/blog/{post}'];

  test.for(PUBLIC_PATHS)(
    '%s makes no failing request, logs nothing, passes WCAG 2.2 AA on desktop and phone and serves its own images well',
    async (pattern, { page, navigate, url, seededTrainer, queryDb }) => {
      const [post] = queryDb<{ slug: string }>(PUBLISHED_POST_SQL);
      if (!post) throw new Error('no published post in the seed');
      const path = pattern.replace('{trainer}', seededTrainer.slug).replace('{post}', post.slug);
      const watch = watchPage(page, url(''));
      const imageRequests = watchImageRequests(page);
      await navigate(path);
      await watch.settled();
      await page.locator('h1').first().waitFor();
      await expectNoA11yViolationsOnDesktopAndPhone(page);
      const images = await expectImagesServedWell(page, url(''), imageRequests);
      if (WITH_PICTURES.includes(pattern)) expect(images).toBeGreaterThan(0);
      expect(watch.problems()).toEqual([]);
      // The session bootstrap asked for no refresh: nobody ever signed in in this browser.
      expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'signed_in' }));
    },
  );

  test('the 404 page and an opened FAQ answer pass WCAG 2.2 AA too', async ({ page, navigate, url }) => {
    const watch = watchPage(page, url(''));
    await navigate('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await expectNoA11yViolations(page);
    await navigate('/faq');
    await watch.settled();
    await page.getByRole('main').locator('button[aria-expanded="false"]').first().click();
    await expectNoA11yViolations(page);
  });
});

describe('signed-in pages', () => {
  test.for([
    { who: 'a learner', email: 'learner@example.com', paths: ['/dashboard', '/saved-trainers', '/messages'] },
    {
      who: 'a trainer',
      email: 'trainer@example.com',
      paths: ['/dashboard', '/manage-profile', '/trainer-analytics', '/trainer/taylor-trainer/preview'],
    },
    {
      who: 'an admin',
      email: 'admin@example.com',
      paths: [
        '/admin',
        '/admin/trainers',
        '/admin/users',
        '/admin/settings',
        '/admin/content',
        '/admin/content?tab=faqs',
        '/admin/content?tab=testimonials',
        '/admin/content?tab=reviews',
        '/admin/content?tab=message-reports',
        '/admin/content?tab=blog&edit=new',
      ],
    },
  ])(
    '$who: each of their screens makes no failing request, logs nothing and passes WCAG 2.2 AA on desktop and phone',
    // Up to ten screens, each checked twice: one axe run took 6 to 16 s on a loaded 2-CPU machine.
    { timeout: 300_000 },
    async ({ email, paths }, { page, navigate, url, signIn }) => {
      await signIn(email);
      const watch = watchPage(page, url(''));
      for (const path of paths) {
        await navigate(path);
        await watch.settled();
        await expectNoA11yViolationsOnDesktopAndPhone(page);
      }
      expect(watch.problems()).toEqual([]);
    },
  );
});

describe('text contrast where axe cannot judge it (text-contrast.ts)', () => {
  // Known ratios: black on white 21:1; black on #767676 4.62:1; white on #767676 4.54:1;
  // mid grey (black or white at half strength) and white 3.98:1.
  const CASES = [
    {
      what: 'a gradient counts at its worst stop',
      style: 'background:linear-gradient(#fff, #767676);color:#000',
      ratio: 4.62,
    },
    {
      what: 'a texture counts as the colour beneath it',
      style: `background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E") #767676;color:#fff`,
      ratio: 4.54,
    },
    {
      what: 'a semi-transparent layer blends with what is beneath',
      style: 'background:rgb(0 0 0 / 0.5);color:#fff',
      ratio: 3.98,
    },
    {
      what: 'text colour with alpha blends with its background',
      style: 'background:#fff;color:rgb(0 0 0 / 0.5)',
      ratio: 3.98,
    },
    {
      what: 'opacity fades the text and its background together',
      style: 'background:#000;color:#fff;opacity:0.5',
      ratio: 3.98,
    },
    {
      what: 'a gradient tile that is not under the text (a select chevron) does not count',
      style:
        'background:linear-gradient(#000, #000) no-repeat right 4px center / 4px 4px, #fff;color:#000;padding-right:30px;display:inline-block',
      ratio: 21,
    },
  ];
  test.for(CASES)('$what', async ({ style, ratio }, { page }) => {
    await page.setContent(`<main><p id="text" style="${style.replaceAll('"', '&quot;')}">Some words</p></main>`);
    expect(await textContrast(page.locator('#text'))).toBeCloseTo(ratio, 1);
  });

  test('the accessibility check lists text axe leaves "incomplete" when it is too faint', async ({ page }) => {
    await page.setContent(
      '<html lang="en"><title>t</title><main><h1 style="background:linear-gradient(#4f46e5, #f43098);color:#e0e7ff;font-size:16px">Pink end</h1></main></html>',
    );
    expect(await a11yViolations(page)).toEqual([
      expect.stringMatching(/^color-contrast, measured here:\s+h1 "Pink end": 2\.\d\d:1, needs 4\.5:1/),
    ]);
  });

  test('the accessibility check reports what axe finds, again after the page changes', async ({ page }) => {
    await page.setContent('<html lang="en"><title>t</title><main><h1>Photos</h1><img src="data:," /></main></html>');
    expect(await a11yViolations(page)).toEqual([expect.stringMatching(/^image-alt \(critical\)/)]);
    // The second run reuses the axe already in the page and sees the page as it is now.
    await page.locator('img').evaluate((img) => img.setAttribute('alt', 'A photo'));
    expect(await a11yViolations(page)).toEqual([]);
  });
});
