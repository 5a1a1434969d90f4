import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthzCase, type Role, runAuthzMatrix } from './authz-matrix';
import { createTrainer, createUser, type TestUser } from './fixtures';

/**
 * Who may call the content endpoints: the admin ones answer only administrators (anonymous 401;
 * a plain user, a trainer and a banned user 403), the public reads answer everyone. Admin cases that change data run
 * against their own row per role, so every role meets an existing item.
 */
let actors: Partial<Record<Role, TestUser>>;
const adminOnly = { anonymous: 401, user: 403, owner: 403, banned: 403 };
const ROLES: Role[] = ['anonymous', 'user', 'owner', 'banned', 'admin'];

async function rowPerRole(insert: () => Promise<number>): Promise<Record<Role, number>> {
  const ids: Partial<Record<Role, number>> = {};
  for (const role of ROLES) ids[role] = await insert();
  return ids as Record<Role, number>;
}
const inserted = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(`${sql} RETURNING id`)
      .bind(...params)
      .first<{ id: number }>()
  )?.id ?? 0;

let posts: Record<Role, number>;
let deletablePosts: Record<Role, number>;
let faqs: Record<Role, number>;
let deletableFaqs: Record<Role, number>;
let testimonials: Record<Role, number>;
let deletableTestimonials: Record<Role, number>;
let flaggedReviews: Record<Role, number>;

beforeAll(async () => {
  const owner = await createUser({ fullName: 'Owner Trainer' });
  await createTrainer(owner, { slug: 'authz-owner', services: [{ title: 'S', price: 1 }] });
  actors = {
    user: await createUser(),
    owner,
    banned: await createUser({ banned: true }),
    admin: await createUser({ admin: true }),
  };
  let n = 0;
  const post = () =>
    inserted(
      "INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at) VALUES ('P', ?, 'e', '<p>c</p>', 1, '2026-01-01')",
      `authz-post-${++n}`,
    );
  posts = await rowPerRole(post);
  deletablePosts = await rowPerRole(post);
  const faq = () => inserted("INSERT INTO faqs (question, answer, category) VALUES ('Q?', 'A', 'Authz')");
  faqs = await rowPerRole(faq);
  deletableFaqs = await rowPerRole(faq);
  const testimonial = () => inserted("INSERT INTO testimonials (client_name, quote) VALUES ('C', 'Q')");
  testimonials = await rowPerRole(testimonial);
  deletableTestimonials = await rowPerRole(testimonial);
  const trainerId = await createTrainer(await createUser(), { slug: 'authz-reviewed' });
  const reporter = await createUser();
  flaggedReviews = await rowPerRole(async () => {
    const author = await createUser();
    const reviewId = await inserted(
      "INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 3, 'Flag me')",
      trainerId,
      author.id,
    );
    await env.DB.prepare("INSERT INTO review_flags (review_id, flagged_by, reason) VALUES (?, ?, 'Other')")
      .bind(reviewId, reporter.id)
      .run();
    return reviewId;
  });
});

describe('content authorization', () => {
  it('answers the admin content endpoints only to admins', async () => {
    const cases: AuthzCase[] = [
      { name: 'list posts', method: 'GET', path: '/api/admin/blog-posts', expect: { ...adminOnly, admin: 200 } },
      {
        name: 'read post',
        method: 'GET',
        path: (role) => `/api/admin/blog-posts/${posts[role]}`,
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'create post',
        method: 'POST',
        path: '/api/admin/blog-posts',
        json: { title: 'New', excerpt: 'E', content: '<p>C</p>' },
        expect: { ...adminOnly, admin: 201 },
      },
      {
        name: 'update post',
        method: 'PATCH',
        path: (role) => `/api/admin/blog-posts/${posts[role]}`,
        json: { excerpt: 'Changed' },
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'delete post',
        method: 'DELETE',
        path: (role) => `/api/admin/blog-posts/${deletablePosts[role]}`,
        expect: { ...adminOnly, admin: 200 },
      },
      { name: 'list faqs', method: 'GET', path: '/api/admin/faqs', expect: { ...adminOnly, admin: 200 } },
      {
        name: 'create faq',
        method: 'POST',
        path: '/api/admin/faqs',
        json: { question: 'Q?', answer: 'A', category: 'Authz' },
        expect: { ...adminOnly, admin: 201 },
      },
      {
        name: 'update faq',
        method: 'PATCH',
        path: (role) => `/api/admin/faqs/${faqs[role]}`,
        json: { is_published: false },
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'move faq',
        method: 'POST',
        path: (role) => `/api/admin/faqs/${faqs[role]}/move`,
        json: { direction: 'up' },
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'delete faq',
        method: 'DELETE',
        path: (role) => `/api/admin/faqs/${deletableFaqs[role]}`,
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'list testimonials',
        method: 'GET',
        path: '/api/admin/testimonials',
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'create testimonial',
        method: 'POST',
        path: '/api/admin/testimonials',
        json: { client_name: 'C', quote: 'Q' },
        expect: { ...adminOnly, admin: 201 },
      },
      {
        name: 'update testimonial',
        method: 'PATCH',
        path: (role) => `/api/admin/testimonials/${testimonials[role]}`,
        json: { is_featured: true },
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'delete testimonial',
        method: 'DELETE',
        path: (role) => `/api/admin/testimonials/${deletableTestimonials[role]}`,
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'flagged reviews',
        method: 'GET',
        path: '/api/admin/flagged-reviews',
        expect: { ...adminOnly, admin: 200 },
      },
      {
        name: 'resolve flags',
        method: 'POST',
        path: (role) => `/api/admin/flagged-reviews/${flaggedReviews[role]}/resolve`,
        json: { action: 'approve' },
        expect: { ...adminOnly, admin: 200 },
      },
    ];
    await runAuthzMatrix(cases, actors);
  });

  it('lets no refused call resolve a flag', async () => {
    const { results } = await env.DB.prepare(
      'SELECT status, count(*) AS n FROM review_flags WHERE review_id IN (?, ?, ?, ?, ?) GROUP BY status',
    )
      .bind(...ROLES.map((role) => flaggedReviews[role]))
      .all<{ status: string; n: number }>();
    // Only the admin's own flagged review was resolved; the other roles' calls were refused.
    expect(results).toEqual([
      { status: 'pending', n: 4 },
      { status: 'resolved_approved', n: 1 },
    ]);
  });

  it('answers the public content reads to everyone', async () => {
    // Public reads never look at the token, so even a banned user's browser still reads the blog.
    const everyone = { anonymous: 200, user: 200, owner: 200, admin: 200, banned: 200 };
    await runAuthzMatrix(
      [
        { name: 'blog', method: 'GET', path: '/api/blog', expect: everyone },
        { name: 'post', method: 'GET', path: '/api/blog/authz-post-1', expect: everyone },
        { name: 'faqs', method: 'GET', path: '/api/faqs', expect: everyone },
        { name: 'testimonials', method: 'GET', path: '/api/testimonials/featured', expect: everyone },
      ],
      actors,
    );
  });
});
