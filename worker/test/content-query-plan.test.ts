import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Actor } from '#worker/actor';
import { createDb, type Database } from '#worker/db/client';
import {
  findPublishedPost,
  listAdminPosts,
  listPublishedPosts,
  uniqueSlug,
} from '#worker/features/blog/blog-posts.repository';
import { listAdminFaqs, listPublishedFaqs } from '#worker/features/faqs/faqs.repository';
import {
  listFlaggedReviews,
  resolveReviewFlags,
} from '#worker/features/review-moderation/review-moderation.repository';
import { listAdminTestimonials, listFeaturedTestimonials } from '#worker/features/testimonials/testimonials.repository';
import { createTrainer, createUser } from './fixtures';
import { queryPlan, recordingD1 } from './query-recorder';

/**
 * What the content repositories send, EXPLAINed: the tables that grow with use (reviews, flags,
 * view keys, the audit log) are only ever searched through an index; the public blog page is read
 * in index order without a temporary sort; slugs are checked through the unique index.
 */
const GROWING_TABLES =
  /\bSCAN (reviews|review_flags|blog_post_views|audit_log|trainers|profiles)\b(?! USING (COVERING )?INDEX)/;

async function plansOf(run: (db: Database) => Promise<unknown>) {
  const { db, statements } = recordingD1();
  await run(createDb(db));
  return Promise.all(statements.map(async (statement) => ({ sql: statement.sql, plan: await queryPlan(statement) })));
}

async function moderationFixture(): Promise<{ actor: Actor; reviewId: number }> {
  const admin = await createUser({ admin: true });
  const trainerId = await createTrainer(await createUser(), { slug: `plan-${crypto.randomUUID().slice(0, 8)}` });
  const author = await createUser();
  const review = await env.DB.prepare(
    "INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 2, 'Plan') RETURNING id",
  )
    .bind(trainerId, author.id)
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO review_flags (review_id, reason) VALUES (?, 'Other')").bind(review?.id).run();
  const actor = {
    id: admin.id,
    email: admin.email,
    fullName: admin.fullName,
    createdAt: '',
    isAdmin: true,
    isBanned: false,
    emailVerified: true,
    sessionId: '',
  };
  return { actor, reviewId: review?.id ?? 0 };
}

describe('content query plans', () => {
  it.each([
    ['public blog page', (db: Database) => listPublishedPosts(db, { page: 2 })],
    ['public blog search', (db: Database) => listPublishedPosts(db, { page: 1, category: 'News', search: 'yoga' })],
    ['public post', (db: Database) => findPublishedPost(db, 'some-post')],
    ['admin posts', (db: Database) => listAdminPosts(db, 3)],
    ['public FAQs', (db: Database) => listPublishedFaqs(db, { search: 'pay' })],
    ['admin FAQs', (db: Database) => listAdminFaqs(db)],
    ['featured testimonials', (db: Database) => listFeaturedTestimonials(db)],
    ['admin testimonials', (db: Database) => listAdminTestimonials(db, 1)],
    ['flagged reviews', (db: Database) => listFlaggedReviews(db, 2)],
  ])('%s never scans a growing table', async (_name, run) => {
    for (const { sql, plan } of await plansOf(run)) {
      expect(
        plan.filter((line) => GROWING_TABLES.test(line)),
        sql,
      ).toEqual([]);
    }
  });

  it('resolving flags reads and writes through indexes, removal included', async () => {
    const { actor, reviewId } = await moderationFixture();
    const plans = await plansOf((db) => resolveReviewFlags(db, actor, reviewId, 'remove'));
    expect(plans.length).toBeGreaterThanOrEqual(4);
    for (const { sql, plan } of plans) {
      expect(
        plan.filter((line) => GROWING_TABLES.test(line)),
        sql,
      ).toEqual([]);
    }
  });

  it('reads a public blog page in published-index order, without a temporary sort', async () => {
    const [page] = await plansOf((db) => listPublishedPosts(db, { page: 1 }));
    expect(page?.plan.join('\n')).toMatch(/SEARCH blog_posts USING INDEX blog_posts_published_idx \(is_published=\?\)/);
    expect(page?.plan.join('\n')).not.toMatch(/TEMP B-TREE/);
  });

  it('reads a post by slug and checks slug collisions through the unique slug index', async () => {
    const [post] = await plansOf((db) => findPublishedPost(db, 'x'));
    expect(post?.plan.join('\n')).toMatch(/USING INDEX blog_posts_slug_unique \(slug=\?\)/);
    const [slugs] = await plansOf((db) => uniqueSlug(db, 'Hello world'));
    expect(slugs?.plan.join('\n')).toMatch(/blog_posts_slug_unique \(slug>\? AND slug<\?\)/);
    expect(slugs?.plan.join('\n')).not.toMatch(/SCAN blog_posts/);
  });
});
