import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/session-hint';
import { preparePageTests } from '#worker/test/built-shell';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { callWorker } from '#worker/test/http';

/** The first screen the worker rendered into the page's `#root` ('' when it rendered none). */
async function rootOf(path: string, init?: RequestInit): Promise<{ status: number; root: string; html: string }> {
  const res = await callWorker(path, init);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1];
  if (root === undefined) throw new Error(`${path}: no #root in the page`);
  return { status: res.status, root, html };
}

const HOSTILE_NAME = '</script><script>alert(1)</script><b>Zed</b>';

beforeAll(async () => {
  await preparePageTests();
  const zed = await createUser({ fullName: HOSTILE_NAME });
  const zedId = await createTrainer(zed, {
    slug: 'zed-first-screen',
    services: [{ title: 'Kickoff call', price: 45 }],
  });
  await env.DB.prepare("UPDATE trainers SET headline = 'Sprint coach for small teams' WHERE id = ?").bind(zedId).run();
  // Written straight to D1, past the save-time sanitiser: the render must not trust stored HTML.
  await env.DB.prepare(
    `INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, is_published, published_at)
     VALUES ('Late night notes', 'late-night-notes', 'e',
             '<p>Kept paragraph</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>',
             'Tips', '[]', 1, '2026-03-04T23:30:00.000Z')`,
  ).run();
});

describe('first screen rendered by the worker', () => {
  it('a trainer profile: the name, headline and services are in the HTML, user text escaped as text', async () => {
    const { status, root } = await rootOf('/trainer/zed-first-screen');
    expect(status).toBe(200);
    expect(root).toContain('<h1');
    expect(root).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;Zed&lt;/b&gt;');
    expect(root).toContain('Sprint coach for small teams');
    expect(root).toContain('From $45 / 1 h');
    expect(root).not.toContain('<script');
    expect(root).not.toContain('<b>Zed');
  });

  it('/trainers shows the first page of the listing the page embeds', async () => {
    const { root } = await rootOf('/trainers');
    expect(root).toContain('Browse Trainers');
    expect(root).toContain('href="/trainer/zed-first-screen');
  });

  it('a post: its body sanitised again before rendering, its date in UTC (hydration renders the same)', async () => {
    const { root } = await rootOf('/blog/late-night-notes');
    expect(root).toContain('<p>Kept paragraph</p>');
    expect(root).not.toMatch(/<script|onerror|javascript:/i);
    expect(root).toContain('<time dateTime="2026-03-04T23:30:00.000Z">March 4, 2026</time>');
  });

  it('static pages render in full, with no inline script (the CSP forbids them)', async () => {
    for (const path of [
      '/',
      '/about',
      '/faq',
      '/contact',
      '/privacy',
      '/terms',
      '/blog',
      '/category/health_wellness',
    ]) {
      const { root, html } = await rootOf(path);
      expect(root, path).toContain('<main id="main"');
      expect(root, path).toContain('<h1');
      expect(html.match(/<script\b(?![^>]*\b(src=|type="application\/(ld\+)?json"))/g), path).toBeNull();
    }
  });

  it('the account area follows the "signed in" hint: sign-in links without it, a loading state with it', async () => {
    const anonymous = await rootOf('/about');
    expect(anonymous.root).toContain('href="/auth"');
    expect(anonymous.root).not.toContain('Loading account');
    const hinted = await rootOf('/about', { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}` } });
    expect(hinted.root).toContain('aria-label="Loading account"');
    expect(hinted.root).not.toContain('href="/auth"');
  });

  it('404s and signed-in screens leave #root empty for the browser', async () => {
    for (const path of ['/trainer/no-such-trainer', '/no/such/page', '/dashboard', '/admin']) {
      expect((await rootOf(path)).root, path).toBe('');
    }
  });

  it('renders /auth for a visitor without a session (its forms work before the app loads), not with one', async () => {
    const signIn = await rootOf('/auth');
    expect(signIn.root).toContain('Welcome Back');
    expect(signIn.root).toMatch(/<form[^>]* method="post"/);
    expect(signIn.root).toContain('type="password"');
    const signUp = await rootOf('/auth?mode=signup');
    expect(signUp.root).toContain('Create Account');
    expect(signUp.root).toContain('name="fullName"');
    // With a session the app sends the visitor on to /dashboard: nothing to show first.
    const hinted = await rootOf('/auth', { headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}` } });
    expect(hinted.root).toBe('');
  });
});
