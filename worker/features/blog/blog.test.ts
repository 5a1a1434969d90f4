import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBlogPost,
  AdminBlogPostResponse,
  AdminBlogPostsResponse,
  BlogListResponse,
  BlogPostResponse,
  CreateBlogPostInput,
  SavedBlogPostResponse,
} from '#shared/api/blog';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import { createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';

let admin: TestUser;

const ORIGIN = 'http://localhost';
function as(user: TestUser | null, path: string, init: { method?: string; json?: unknown } = {}) {
  return callJson(path, { ...init, headers: { origin: ORIGIN, ...(user ? user.auth : {}) } });
}
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const auditRows = async (targetId: number | string) =>
  (
    await env.DB.prepare(
      "SELECT action, summary FROM audit_log WHERE target_type = 'blog_post' AND target_id = ? ORDER BY id",
    )
      .bind(String(targetId))
      .all<{ action: string; summary: string }>()
  ).results;

async function create(input: Partial<CreateBlogPostInput> = {}): Promise<AdminBlogPost> {
  const res = await as(admin, '/api/admin/blog-posts', {
    method: 'POST',
    json: { title: 'A post', excerpt: 'An excerpt', content: '<p>Some words here.</p>', ...input },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as SavedBlogPostResponse).post;
}
async function patch(id: number, json: unknown) {
  return as(admin, `/api/admin/blog-posts/${id}`, { method: 'PATCH', json });
}
async function patched(id: number, json: unknown): Promise<AdminBlogPost> {
  const res = await patch(id, json);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as SavedBlogPostResponse).post;
}
async function publicList(query = '') {
  const res = await callJson(`/api/blog${query}`);
  expect(res.status).toBe(200);
  return { body: (await res.json()) as BlogListResponse, cache: res.headers.get('x-cache') };
}
const isoNear = (iso: string | null, ms = 10_000) =>
  iso !== null && Math.abs(new Date(iso).getTime() - Date.now()) < ms;

beforeAll(async () => {
  admin = await createUser({ fullName: 'Ada Admin', admin: true });
});

describe('admin blog posts: validation', () => {
  it.each([
    ['blank title', { title: '   ' }, 'title'],
    ['missing excerpt', { excerpt: undefined }, 'excerpt'],
    ['blank content', { content: '\n\t' }, 'content'],
    ['content with nothing visible once sanitised', { content: '<script>alert(1)</script><p> </p>' }, 'content'],
  ])("refuses a %s with 'Please fill in all required fields'", async (_case, override, field) => {
    const before = (await env.DB.prepare('SELECT count(*) AS n FROM blog_posts').first<{ n: number }>())?.n;
    const res = await as(admin, '/api/admin/blog-posts', {
      method: 'POST',
      json: { title: 'T', excerpt: 'E', content: '<p>C</p>', ...override },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toBe('Please fill in all required fields');
    expect(error.fields?.[field]).toBe('Please fill in all required fields');
    expect((await env.DB.prepare('SELECT count(*) AS n FROM blog_posts').first<{ n: number }>())?.n).toBe(before);
  });

  it.each([
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ excerpt: 'x'.repeat(501) }, 'excerpt'],
    [{ category: 'c'.repeat(51) }, 'category'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags'],
    [{ tags: ['ok', ' '] }, 'tags.1'],
    [{ tags: 'one,two' }, 'tags'],
    [{ featured_image: 'http://example.com/a.png' }, 'featured_image'],
    [{ featured_image: 'javascript:alert(1)' }, 'featured_image'],
    [{ featured_image: 'data:image/png;base64,AAAA' }, 'featured_image'],
    [{ featured_image: 'https://user:pass@example.com/a.png' }, 'featured_image'],
    [{ featured_image: '/api/images/../secret' }, 'featured_image'],
    [{ featured_image: '/elsewhere/a.png' }, 'featured_image'],
    [{ read_time_minutes: 0 }, 'read_time_minutes'],
    [{ read_time_minutes: 2.5 }, 'read_time_minutes'],
    [{ is_published: 'yes' }, 'is_published'],
    [{ title: 'Bad\u0000title' }, 'title'],
  ])('refuses %j', async (override, field) => {
    const res = await as(admin, '/api/admin/blog-posts', {
      method: 'POST',
      json: { title: 'T', excerpt: 'E', content: '<p>C</p>', ...override },
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toContain(field);
  });
});

describe('admin blog posts: HTML the parser cannot read unambiguously', () => {
  it.each([
    '<select><style>a</style></select>',
    '<p>Intro</p><select><option>x<style>b</style></option></select>',
    '<p>Intro</p><select><title>t</title></select>',
  ])('refuses %j with a 400 on the content field, on create and on update, storing nothing', async (content) => {
    const count = async () => (await env.DB.prepare('SELECT count(*) AS n FROM blog_posts').first<{ n: number }>())?.n;
    const before = await count();
    const created = await as(admin, '/api/admin/blog-posts', {
      method: 'POST',
      json: { title: 'Form post', excerpt: 'E', content },
    });
    expect(created.status).toBe(400);
    const error = await errorOf(created);
    expect(error.code).toBe('validation_error');
    expect(error.fields?.content).toBe(CONTENT_MESSAGES.blogHtmlUnreadable);
    expect(await count()).toBe(before);

    const post = await create({ content: '<p>Kept as it was.</p>' });
    const updated = await patch(post.id, { content });
    expect(updated.status).toBe(400);
    expect((await errorOf(updated)).fields?.content).toBe(CONTENT_MESSAGES.blogHtmlUnreadable);
    const stored = await env.DB.prepare('SELECT content FROM blog_posts WHERE id = ?')
      .bind(post.id)
      .first<{ content: string }>();
    expect(stored?.content).toBe('<p>Kept as it was.</p>');
  });
});

describe('admin blog posts: create, read, update, delete', () => {
  it('creates a draft by default, sanitised, with slug, read time and an audit entry', async () => {
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const post = await create({
      title: 'Hello, World: A First Post!',
      excerpt: '  Short summary  ',
      content: `<h2 onclick="x()">Intro</h2><p>${words}</p><script>alert(1)</script>`,
      category: 'Guides',
      tags: ['coaching', 'Coaching', 'tips'],
      featured_image: 'https://images.example.com/a.png',
    });
    expect(post).toMatchObject({
      slug: 'hello-world-a-first-post',
      excerpt: 'Short summary',
      content: `<h2>Intro</h2><p>${words}</p>`,
      category: 'Guides',
      tags: ['coaching', 'tips'],
      featured_image: 'https://images.example.com/a.png',
      is_published: false,
      published_at: null,
      views_count: 0,
      read_time_minutes: 3,
    });
    const audit = await auditRows(post.id);
    expect(audit.map((row) => row.action)).toEqual(['blog_post.create']);
    expect(JSON.parse(audit[0]?.summary ?? '{}').after).toMatchObject({ title: post.title, slug: post.slug });

    const read = await as(admin, `/api/admin/blog-posts/${post.id}`);
    expect(((await read.json()) as AdminBlogPostResponse).post).toEqual(post);
  });

  it('accepts an uploaded image path and an explicit read time, and keeps the read time when asked', async () => {
    const post = await create({ featured_image: '/api/images/blog/cover-1.webp', read_time_minutes: 12 });
    expect(post.featured_image).toBe('/api/images/blog/cover-1.webp');
    expect(post.read_time_minutes).toBe(12);
    expect((await patched(post.id, { content: '<p>new words</p>' })).read_time_minutes).toBe(12);
    expect((await patched(post.id, { read_time_minutes: null })).read_time_minutes).toBe(1);
    expect((await patched(post.id, { featured_image: null })).featured_image).toBeNull();
  });

  it('makes slugs unique with -2, -3 and falls back to post for titles without letters', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await create({ title: 'Same Title' })).slug);
    expect(slugs).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    expect((await create({ title: '!!!' })).slug).toBe('post');
    expect((await create({ title: '日本語' })).slug).toBe('post-2');
    expect((await create({ title: 'Same Title 2' })).slug).toBe('same-title-2-2');
  });

  it('renames the slug of a draft with its title, but a published post keeps its URL', async () => {
    const post = await create({ title: 'Draft Name' });
    expect((await patched(post.id, { title: 'Better Name' })).slug).toBe('better-name');
    // Saving the same title again does not move it to better-name-2.
    expect((await patched(post.id, { title: 'Better Name', excerpt: 'New' })).slug).toBe('better-name');
    await patched(post.id, { is_published: true });
    const renamed = await patched(post.id, { title: 'Final Name' });
    expect(renamed).toMatchObject({ title: 'Final Name', slug: 'better-name' });
  });

  it('publishing stamps now, re-saving keeps the time, unpublishing clears it', async () => {
    const post = await create();
    const published = await patched(post.id, { is_published: true });
    expect(published.is_published).toBe(true);
    expect(isoNear(published.published_at)).toBe(true);
    await env.DB.prepare("UPDATE blog_posts SET published_at = '2026-01-02T03:04:05.000Z' WHERE id = ?")
      .bind(post.id)
      .run();
    const resaved = await patched(post.id, { is_published: true, excerpt: 'Edited' });
    expect(resaved.published_at).toBe('2026-01-02T03:04:05.000Z');
    const unpublished = await patched(post.id, { is_published: false });
    expect(unpublished).toMatchObject({ is_published: false, published_at: null });
    const direct = await create({ is_published: true });
    expect(isoNear(direct.published_at)).toBe(true);
  });

  it('audits each change with what changed, writes nothing for a save without changes', async () => {
    const post = await create({ title: 'Audited' });
    await patched(post.id, { excerpt: 'Changed excerpt', category: 'News' });
    await patched(post.id, { excerpt: 'Changed excerpt' });
    const audit = await auditRows(post.id);
    expect(audit.map((row) => row.action)).toEqual(['blog_post.create', 'blog_post.update']);
    expect(JSON.parse(audit[1]?.summary ?? '{}')).toEqual({
      before: { excerpt: 'An excerpt', category: null },
      after: { excerpt: 'Changed excerpt', category: 'News' },
    });
  });

  it('deletes with an audit entry; unknown ids answer 404', async () => {
    const post = await create({ title: 'Doomed' });
    const res = await as(admin, `/api/admin/blog-posts/${post.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Blog post deleted' });
    expect((await as(admin, `/api/admin/blog-posts/${post.id}`)).status).toBe(404);
    expect((await as(admin, `/api/admin/blog-posts/${post.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await patch(post.id, { title: 'x' })).status).toBe(404);
    expect((await auditRows(post.id)).map((row) => row.action)).toEqual(['blog_post.create', 'blog_post.delete']);
    expect((await as(admin, '/api/admin/blog-posts/abc')).status).toBe(400);
  });

  it('refuses blanking a required field on update', async () => {
    const post = await create();
    const res = await patch(post.id, { title: ' ' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Please fill in all required fields');
  });

  it('lists every post newest first, without content, paged', async () => {
    const res = await as(admin, '/api/admin/blog-posts');
    const body = (await res.json()) as AdminBlogPostsResponse;
    expect(body.total).toBeGreaterThan(5);
    expect(body.page_size).toBe(20);
    const created = body.posts.map((p) => p.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(body.posts[0]).not.toHaveProperty('content');
  });
});

describe('public blog', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    await env.DB.prepare('DELETE FROM blog_posts').run();
    const rows: [string, string, string | null, boolean, string | null][] = [
      ['Yoga for Beginners', 'Start a calm practice', 'Wellness', true, '2026-03-01T00:00:00.000Z'],
      ['Pricing Your Services', 'A framework for trainers', 'For Trainers', true, '2026-03-05T00:00:00.000Z'],
      ['Secret Draft', 'Not public yoga', 'Wellness', false, null],
      ['Learning Habits', 'Small routines, yoga too', 'Learning', true, '2026-02-01T00:00:00.000Z'],
      ['Uncategorised', 'No category here', null, true, '2026-01-01T00:00:00.000Z'],
      ['Draft Only Category', 'Hidden', 'Drafts', false, null],
    ];
    for (const [title, excerpt, category, published, at] of rows) {
      const row = await env.DB.prepare(
        `INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, is_published, published_at, read_time_minutes)
         VALUES (?, lower(replace(?, ' ', '-')), ?, '<p>Body</p>', ?, '["a","b"]', ?, ?, 4) RETURNING id`,
      )
        .bind(title, title, excerpt, category, published ? 1 : 0, at)
        .first<{ id: number }>();
      ids[title] = row?.id ?? 0;
    }
  });

  it('lists published posts only, newest published first, with cards and categories', async () => {
    const { body } = await publicList();
    expect(body.posts.map((p) => p.title)).toEqual([
      'Pricing Your Services',
      'Yoga for Beginners',
      'Learning Habits',
      'Uncategorised',
    ]);
    expect(body.categories).toEqual(['For Trainers', 'Learning', 'Wellness']);
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 9, has_more: false });
    expect(body.posts[0]).toEqual({
      id: ids['Pricing Your Services'],
      slug: 'pricing-your-services',
      title: 'Pricing Your Services',
      excerpt: 'A framework for trainers',
      category: 'For Trainers',
      tags: ['a', 'b'],
      featured_image: null,
      published_at: '2026-03-05T00:00:00.000Z',
      read_time_minutes: 4,
    });
  });

  it('searches title and excerpt (case-insensitive, % and _ literal) and filters by category', async () => {
    expect((await publicList('?search=YOGA')).body.posts.map((p) => p.title)).toEqual([
      'Yoga for Beginners',
      'Learning Habits',
    ]);
    expect((await publicList('?search=framework')).body.posts.map((p) => p.title)).toEqual(['Pricing Your Services']);
    expect((await publicList('?search=%25')).body.total).toBe(0);
    expect((await publicList('?category=Wellness')).body.posts.map((p) => p.title)).toEqual(['Yoga for Beginners']);
    expect((await publicList('?category=All')).body.total).toBe(4);
    expect((await publicList('?category=Drafts')).body.total).toBe(0);
    expect((await publicList('?search=yoga&category=Learning')).body.total).toBe(1);
  });

  it('pages nine at a time', async () => {
    const insert = env.DB.prepare(
      `INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at)
       VALUES (?, ?, 'Paged', '<p>x</p>', 1, ?)`,
    );
    await env.DB.batch(
      Array.from({ length: 10 }, (_, i) =>
        insert.bind(`Paged ${i}`, `paged-${i}`, `2025-06-${String(i + 10).padStart(2, '0')}T00:00:00.000Z`),
      ),
    );
    const first = (await publicList('?search=Paged')).body;
    expect(first).toMatchObject({ total: 10, page_size: 9, has_more: true });
    expect(first.posts).toHaveLength(9);
    const second = (await publicList('?search=Paged&page=2')).body;
    expect(second.posts.map((p) => p.title)).toEqual(['Paged 0']);
    expect(second.has_more).toBe(false);
    expect((await callJson('/api/blog?page=0')).status).toBe(400);
  });

  it("reads a published post by slug; drafts and unknown slugs are 404 'Article not found'", async () => {
    const res = await callJson('/api/blog/yoga-for-beginners');
    expect(res.status).toBe(200);
    const { post } = (await res.json()) as BlogPostResponse;
    expect(post).toMatchObject({ title: 'Yoga for Beginners', content: '<p>Body</p>', tags: ['a', 'b'] });
    expect(post).not.toHaveProperty('views_count');
    for (const slug of ['secret-draft', 'no-such-post', 'Bad%20Slug', '-'.repeat(200)]) {
      const missing = await callJson(`/api/blog/${slug}`);
      expect(missing.status, slug).toBe(404);
      expect((await errorOf(missing)).message).toBe('Article not found');
    }
  });
});

describe('public blog cache', () => {
  async function hitEventually(path: string) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const res = await callJson(path);
      if (res.headers.get('x-cache') === 'hit') return (await res.json()) as unknown;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${path} never became a cache hit`);
  }
  const contentVersion = async () =>
    (await env.DB.prepare("SELECT version FROM cache_versions WHERE key = 'content'").first<{ version: number }>())
      ?.version;

  it('serves repeats from KV and shows an admin change on the next request', async () => {
    const post = await create({ title: 'Cached Post', is_published: true, category: 'Cache' });
    await hitEventually('/api/blog?category=Cache');
    await hitEventually('/api/blog/cached-post');

    await patched(post.id, { excerpt: 'Fresh excerpt' });
    passStalenessBound();
    const list = await publicList('?category=Cache');
    expect(list.cache).toBe('miss');
    expect(list.body.posts[0]?.excerpt).toBe('Fresh excerpt');

    await hitEventually('/api/blog/cached-post');
    await patched(post.id, { is_published: false });
    passStalenessBound();
    expect((await callJson('/api/blog/cached-post')).status).toBe(404);
    expect((await publicList('?category=Cache')).body.total).toBe(0);

    await patched(post.id, { is_published: true });
    await hitEventually('/api/blog/cached-post');
    await as(admin, `/api/admin/blog-posts/${post.id}`, { method: 'DELETE' });
    passStalenessBound();
    expect((await callJson('/api/blog/cached-post')).status).toBe(404);
  });

  it('is not emptied by view counting (views_count is not a content change)', async () => {
    const post = await create({ title: 'Counted Post', is_published: true });
    const before = await contentVersion();
    await env.DB.prepare('UPDATE blog_posts SET views_count = views_count + 1 WHERE id = ?').bind(post.id).run();
    expect(await contentVersion()).toBe(before);
    await env.DB.prepare("UPDATE blog_posts SET category = 'X' WHERE id = ?").bind(post.id).run();
    expect(await contentVersion()).toBeGreaterThan(before ?? 0);
  });

  it('bumps the content version on inserts and deletes, to at least the current time', async () => {
    const before = (await contentVersion()) ?? 0;
    const post = await create({ title: 'Version Bump' });
    const afterInsert = (await contentVersion()) ?? 0;
    expect(afterInsert).toBeGreaterThan(before);
    expect(afterInsert).toBeGreaterThanOrEqual(Date.now() - 60_000);
    await as(admin, `/api/admin/blog-posts/${post.id}`, { method: 'DELETE' });
    expect((await contentVersion()) ?? 0).toBeGreaterThan(afterInsert);
  });
});
