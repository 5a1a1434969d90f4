import { and, count, desc, eq, exists, gte, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import { CONTENT_ADMIN_PAGE_SIZE } from '#shared/api/admin-content';
import {
  type AdminBlogPost,
  type AdminBlogPostsResponse,
  BLOG_PAGE_SIZE,
  type BlogListQuery,
  type BlogListResponse,
  type BlogPostResponse,
  type CreateBlogPostValues,
  type UpdateBlogPostValues,
} from '#shared/api/blog';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import { readTimeMinutes } from '#shared/blog-html';
import { blogSlugFromTitle } from '#shared/slugs';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { blogPosts, nowIso } from '#worker/db/schema';
import { containsText } from '#worker/db/text-match';
import { withConstraintErrors } from '#worker/lib/db-errors';
import { ApiError } from '#worker/lib/errors';
import { auditChanges, auditEntry, auditValue, INSERTED_ROW_ID } from '#worker/platform/audit/audit-entry.repository';
import { hasVisibleContent, sanitizeBlogHtml, UnreadableHtmlError } from './html-sanitizer';

/** The stored JSON text, read by parseTags: unreadable tags read as none instead of failing the read. */
const storedTags = sql<string>`${blogPosts.tags}`;

const cardColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: storedTags,
  featured_image: blogPosts.featuredImage,
  // Typed as never null: publishing stamps it, so every published post (all a card shows) has one.
  published_at: sql<string>`${blogPosts.publishedAt}`,
  read_time_minutes: blogPosts.readTimeMinutes,
};
const adminRowColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: storedTags,
  featured_image: blogPosts.featuredImage,
  is_published: blogPosts.isPublished,
  published_at: blogPosts.publishedAt,
  views_count: blogPosts.viewsCount,
  read_time_minutes: blogPosts.readTimeMinutes,
  created_at: blogPosts.createdAt,
};
const adminColumns = { ...adminRowColumns, content: blogPosts.content };

/** Tags are stored as a JSON array; anything unreadable reads as no tags. */
function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

function withTags<T extends { tags: string }>(row: T): Omit<T, 'tags'> & { tags: string[] } {
  return { ...row, tags: parseTags(row.tags) };
}

/** Publishing stamps the time; a draft has none (SPEC 4). */
const publishedAtFor = (isPublished: boolean) => (isPublished ? nowIso : null);

/** 'all' (any case) is the chip that means no category filter. */
function categoryFilter(category: string | undefined): string | null {
  return category && category.toLowerCase() !== 'all' ? category : null;
}

/** The cache key of a public list: equal for queries that give the same result. */
export function blogListCacheKey(query: BlogListQuery) {
  return { search: query.search || null, category: categoryFilter(query.category), page: query.page };
}

// ---------------------------------------------------------------- public reads

/** One page of published posts (newest published first), the total, and the categories, in one batch. */
export async function listPublishedPosts(db: Database, query: BlogListQuery): Promise<BlogListResponse> {
  const category = categoryFilter(query.category);
  const where = and(
    eq(blogPosts.isPublished, true),
    category ? eq(blogPosts.category, category) : undefined,
    query.search ? containsText([blogPosts.title, blogPosts.excerpt], query.search) : undefined,
  );
  const [page, [total], categories] = await db.batch([
    db
      .select(cardColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset((query.page - 1) * BLOG_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts).where(where),
    db
      .selectDistinct({ category: blogPosts.category })
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.category)))
      .orderBy(blogPosts.category),
  ]);
  const n = total?.n ?? 0;
  return {
    posts: page.map(withTags),
    categories: categories.flatMap((row) => (row.category === null ? [] : [row.category])),
    total: n,
    page: query.page,
    page_size: BLOG_PAGE_SIZE,
    has_more: query.page * BLOG_PAGE_SIZE < n,
  };
}

const isPublishedSlug = (slug: string) => and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true));

/** A published post by slug; drafts and unknown slugs are null ('Article not found'). */
export async function findPublishedPost(db: Database, slug: string): Promise<BlogPostResponse['post'] | null> {
  // A batch of one: the content cache reads its version in the same round trip.
  const [[row]] = await db.batch([
    db
      .select({ ...cardColumns, content: blogPosts.content, updated_at: blogPosts.updatedAt })
      .from(blogPosts)
      .where(isPublishedSlug(slug))
      .limit(1),
  ]);
  return row ? withTags(row) : null;
}

export async function findPublishedPostId(db: Database, slug: string): Promise<number | null> {
  const row = await db.select({ id: blogPosts.id }).from(blogPosts).where(isPublishedSlug(slug)).get();
  return row?.id ?? null;
}

// ---------------------------------------------------------------- admin

/** Every post, newest first, without the content (the editor loads one post at a time). */
export async function listAdminPosts(db: Database, page: number): Promise<AdminBlogPostsResponse> {
  const [rows, [total]] = await db.batch([
    db
      .select(adminRowColumns)
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(CONTENT_ADMIN_PAGE_SIZE)
      .offset((page - 1) * CONTENT_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(blogPosts),
  ]);
  return { posts: rows.map(withTags), total: total?.n ?? 0, page, page_size: CONTENT_ADMIN_PAGE_SIZE };
}

export async function findAdminPost(db: Database, id: number): Promise<AdminBlogPost | null> {
  const row = await db.select(adminColumns).from(blogPosts).where(eq(blogPosts.id, id)).get();
  return row ? withTags(row) : null;
}

/**
 * The slug for a title (SPEC 5), made unique with -2, -3, … A title with no letters or digits
 * left (e.g. only punctuation or a non-Latin script) becomes 'post'. One indexed range read finds
 * every taken variant.
 */
export async function uniqueSlug(db: Database, title: string, exceptId = 0): Promise<string> {
  const base = blogSlugFromTitle(title).slice(0, 100).replace(/-+$/, '') || 'post';
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        // '-' sorts right before '.', so this range is every slug starting with `${base}-`.
        or(eq(blogPosts.slug, base), and(gte(blogPosts.slug, `${base}-`), lt(blogPosts.slug, `${base}.`))),
        ne(blogPosts.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Sanitised content, refusing content with nothing visible left (it was required) or unreadable HTML. */
async function cleanContent(content: string): Promise<string> {
  let clean: string;
  try {
    clean = await sanitizeBlogHtml(content);
  } catch (error) {
    if (!(error instanceof UnreadableHtmlError)) throw error;
    throw new ApiError(400, 'validation_error', CONTENT_MESSAGES.blogHtmlUnreadable, {
      content: CONTENT_MESSAGES.blogHtmlUnreadable,
    });
  }
  if (!hasVisibleContent(clean)) {
    throw new ApiError(400, 'validation_error', CONTENT_MESSAGES.blogRequired, {
      content: CONTENT_MESSAGES.blogRequired,
    });
  }
  return clean;
}

function auditView(post: Partial<AdminBlogPost>) {
  const { content, ...rest } = post;
  return {
    ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, auditValue(value)])),
    ...(content === undefined ? {} : { content_length: content.length }),
  };
}

/**
 * Tries a write up to three times when the slug was taken meanwhile (two admins saving the same
 * title at once): the next attempt picks the next free slug.
 */
async function withFreshSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const result = await withConstraintErrors(write, {
      onUnique: () => 'slug_taken' as const,
      unique: new ApiError(409, 'conflict', 'A post with this slug already exists'),
    });
    if (result !== 'slug_taken') return result;
    if (attempt === 3) throw new ApiError(409, 'conflict', 'A post with this slug already exists');
  }
}

export async function createPost(db: Database, actor: Actor, input: CreateBlogPostValues): Promise<AdminBlogPost> {
  const content = await cleanContent(input.content);
  const values = {
    title: input.title,
    excerpt: input.excerpt,
    category: input.category ?? null,
    tags: input.tags ?? [],
    featured_image: input.featured_image ?? null,
    is_published: input.is_published ?? false,
    read_time_minutes: input.read_time_minutes ?? readTimeMinutes(content),
  };
  return withFreshSlug(async () => {
    const slug = await uniqueSlug(db, values.title);
    // The post and its audit entry commit together.
    const [[row]] = await db.batch([
      db
        .insert(blogPosts)
        .values({
          title: values.title,
          slug,
          excerpt: values.excerpt,
          content,
          category: values.category,
          tags: values.tags,
          featuredImage: values.featured_image,
          isPublished: values.is_published,
          publishedAt: publishedAtFor(values.is_published),
          readTimeMinutes: values.read_time_minutes,
        })
        .returning(adminColumns),
      auditEntry(db, actor, {
        action: 'blog_post.create',
        targetType: 'blog_post',
        targetId: INSERTED_ROW_ID,
        before: null,
        after: auditView({ ...values, slug, content }),
      }),
    ]);
    if (!row) throw new Error('Blog post insert returned nothing');
    return withTags(row);
  });
}

/** The audit entry is written only while the post still exists (a concurrent delete makes it moot). */
const postStillExists = (db: Database, id: number) =>
  exists(db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)));

/**
 * Applies the fields sent (see updateBlogPostSchema for the publishing and slug rules); null when
 * the post does not exist. A save that changes nothing writes nothing.
 */
export async function updatePost(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateBlogPostValues,
): Promise<AdminBlogPost | null> {
  const current = await findAdminPost(db, id);
  if (!current) return null;
  const content = input.content === undefined ? undefined : await cleanContent(input.content);
  const next: Partial<AdminBlogPost> = {};
  if (input.title !== undefined) next.title = input.title;
  if (input.excerpt !== undefined) next.excerpt = input.excerpt;
  if (content !== undefined) next.content = content;
  if (input.category !== undefined) next.category = input.category;
  if (input.tags !== undefined) next.tags = input.tags;
  if (input.featured_image !== undefined) next.featured_image = input.featured_image;
  if (input.is_published !== undefined) next.is_published = input.is_published;
  if (input.read_time_minutes !== undefined) {
    next.read_time_minutes = input.read_time_minutes ?? readTimeMinutes(content ?? current.content);
  }
  const changes = Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof AdminBlogPost]),
    ),
  ) as Partial<AdminBlogPost>;
  if (Object.keys(changes).length === 0) return current;

  return withFreshSlug(async () => {
    // Fields left undefined are not set.
    const set: SQLiteUpdateSetSource<typeof blogPosts> = {
      title: changes.title,
      // The slug follows the title while the post is a draft; a published post keeps its URL.
      slug: changes.title !== undefined && !current.is_published ? await uniqueSlug(db, changes.title, id) : undefined,
      excerpt: changes.excerpt,
      content: changes.content,
      category: changes.category,
      tags: changes.tags,
      featuredImage: changes.featured_image,
      readTimeMinutes: changes.read_time_minutes,
      isPublished: changes.is_published,
      // Publishing stamps now; unpublishing clears the time (SPEC 4).
      publishedAt: changes.is_published === undefined ? undefined : publishedAtFor(changes.is_published),
    };
    // The change and its audit entry commit together.
    const [[row]] = await db.batch([
      db.update(blogPosts).set(set).where(eq(blogPosts.id, id)).returning(adminColumns),
      auditEntry(db, actor, {
        action: 'blog_post.update',
        targetType: 'blog_post',
        targetId: id,
        ...auditChanges(auditView(current), auditView(changes)),
        onlyIf: postStillExists(db, id),
      }),
    ]);
    return row ? withTags(row) : null;
  });
}

/** Deletes a post (its view counters go with it); false when it does not exist. */
export async function deletePost(db: Database, actor: Actor, id: number): Promise<boolean> {
  const current = await findAdminPost(db, id);
  if (!current) return false;
  // The entry is written before the post goes, while its condition can still see the post.
  const [, deleted] = await db.batch([
    auditEntry(db, actor, {
      action: 'blog_post.delete',
      targetType: 'blog_post',
      targetId: id,
      before: auditView({ title: current.title, slug: current.slug, is_published: current.is_published }),
      after: null,
      onlyIf: postStillExists(db, id),
    }),
    db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id }),
  ]);
  return deleted.length > 0;
}
