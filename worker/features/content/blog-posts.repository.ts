import { withConstraintErrors } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { textMatch } from '../../lib/text-match';
import {
  type AdminBlogPost,
  type AdminBlogPostRow,
  type AdminBlogPostsResponse,
  BLOG_PAGE_SIZE,
  type BlogListQuery,
  type BlogListResponse,
  type BlogPostCard,
  type BlogPostResponse,
  CONTENT_ADMIN_PAGE_SIZE,
  CONTENT_MESSAGES,
  type CreateBlogPostValues,
  type UpdateBlogPostValues,
} from '../../shared/api/content';
import { readTimeMinutes } from '../../shared/blog-html';
import { blogSlugFromTitle } from '../../shared/slugs';
import { auditChanges, auditStatement, auditValue, INSERTED_ROW_ID } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';
import { hasVisibleContent, sanitizeBlogHtml, UnreadableHtmlError } from './html-sanitizer';

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";
const CARD_COLUMNS = 'id, slug, title, excerpt, category, tags, featured_image, published_at, read_time_minutes';
const ADMIN_ROW_COLUMNS =
  'id, title, slug, excerpt, category, tags, featured_image, is_published, published_at, views_count, read_time_minutes, created_at';
const ADMIN_COLUMNS = `${ADMIN_ROW_COLUMNS}, content`;

type WithJsonTags<T> = Omit<T, 'tags'> & { tags: string };
type AdminRowSql = Omit<WithJsonTags<AdminBlogPost>, 'is_published'> & { is_published: number };

/** Tags are stored as a JSON array; anything unreadable reads as no tags. */
function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

function toCard(row: WithJsonTags<BlogPostCard>): BlogPostCard {
  return { ...row, tags: parseTags(row.tags) };
}

function toAdmin<T extends AdminBlogPostRow>(
  row: Omit<AdminRowSql, 'content'> & Partial<Pick<AdminRowSql, 'content'>>,
) {
  return { ...row, tags: parseTags(row.tags), is_published: Boolean(row.is_published) } as T;
}

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
export async function listPublishedPosts(db: D1Database, query: BlogListQuery): Promise<BlogListResponse> {
  const where = ['is_published = 1'];
  const params: unknown[] = [];
  const category = categoryFilter(query.category);
  if (category) {
    where.push('category = ?');
    params.push(category);
  }
  if (query.search) {
    const match = textMatch(['title', 'excerpt'], query.search);
    where.push(match.sql);
    params.push(...match.params);
  }
  const whereSql = where.join(' AND ');
  const [page, total, categories] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS} FROM blog_posts WHERE ${whereSql}
         ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...params, BLOG_PAGE_SIZE, (query.page - 1) * BLOG_PAGE_SIZE),
    db.prepare(`SELECT count(*) AS n FROM blog_posts WHERE ${whereSql}`).bind(...params),
    db.prepare(
      'SELECT DISTINCT category FROM blog_posts WHERE is_published = 1 AND category IS NOT NULL ORDER BY category',
    ),
  ]);
  const count = ((total?.results[0] ?? { n: 0 }) as { n: number }).n;
  return {
    posts: ((page?.results ?? []) as WithJsonTags<BlogPostCard>[]).map(toCard),
    categories: ((categories?.results ?? []) as { category: string }[]).map((row) => row.category),
    total: count,
    page: query.page,
    page_size: BLOG_PAGE_SIZE,
    has_more: query.page * BLOG_PAGE_SIZE < count,
  };
}

/** A published post by slug; drafts and unknown slugs are null ('Article not found'). */
export async function findPublishedPost(db: D1Database, slug: string): Promise<BlogPostResponse['post'] | null> {
  const row = await db
    .prepare(`SELECT ${CARD_COLUMNS}, content FROM blog_posts WHERE slug = ? AND is_published = 1`)
    .bind(slug)
    .first<WithJsonTags<BlogPostResponse['post']>>();
  return row ? { ...row, tags: parseTags(row.tags) } : null;
}

export async function findPublishedPostId(db: D1Database, slug: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT id FROM blog_posts WHERE slug = ? AND is_published = 1')
    .bind(slug)
    .first<{ id: number }>();
  return row?.id ?? null;
}

// ---------------------------------------------------------------- admin

/** Every post, newest first, without the content (the editor loads one post at a time). */
export async function listAdminPosts(db: D1Database, page: number): Promise<AdminBlogPostsResponse> {
  const [rows, total] = await db.batch([
    db
      .prepare(`SELECT ${ADMIN_ROW_COLUMNS} FROM blog_posts ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(CONTENT_ADMIN_PAGE_SIZE, (page - 1) * CONTENT_ADMIN_PAGE_SIZE),
    db.prepare('SELECT count(*) AS n FROM blog_posts'),
  ]);
  return {
    posts: ((rows?.results ?? []) as Omit<AdminRowSql, 'content'>[]).map((row) => toAdmin<AdminBlogPostRow>(row)),
    total: ((total?.results[0] ?? { n: 0 }) as { n: number }).n,
    page,
    page_size: CONTENT_ADMIN_PAGE_SIZE,
  };
}

export async function findAdminPost(db: D1Database, id: number): Promise<AdminBlogPost | null> {
  const row = await db.prepare(`SELECT ${ADMIN_COLUMNS} FROM blog_posts WHERE id = ?`).bind(id).first<AdminRowSql>();
  return row ? toAdmin<AdminBlogPost>(row) : null;
}

/**
 * The slug for a title (SPEC 5), made unique with -2, -3, … A title with no letters or digits
 * left (e.g. only punctuation or a non-Latin script) becomes 'post'. One indexed range read finds
 * every taken variant.
 */
export async function uniqueSlug(db: D1Database, title: string, exceptId = 0): Promise<string> {
  const base = blogSlugFromTitle(title).slice(0, 100).replace(/-+$/, '') || 'post';
  const { results } = await db
    .prepare(
      // '-' sorts right before '.', so this range is every slug starting with `${base}-`.
      "SELECT slug FROM blog_posts WHERE (slug = ?1 OR (slug >= ?1 || '-' AND slug < ?1 || '.')) AND id != ?2",
    )
    .bind(base, exceptId)
    .all<{ slug: string }>();
  const taken = new Set(results.map((row) => row.slug));
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

export async function createPost(db: D1Database, actor: Actor, input: CreateBlogPostValues): Promise<AdminBlogPost> {
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
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, featured_image, is_published,
             published_at, read_time_minutes)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ? THEN ${NOW} END, ?) RETURNING ${ADMIN_COLUMNS}`,
        )
        .bind(
          values.title,
          slug,
          values.excerpt,
          content,
          values.category,
          JSON.stringify(values.tags),
          values.featured_image,
          values.is_published ? 1 : 0,
          values.is_published ? 1 : 0,
          values.read_time_minutes,
        ),
      auditStatement(db, actor, {
        action: 'blog_post.create',
        targetType: 'blog_post',
        targetId: INSERTED_ROW_ID,
        before: null,
        after: auditView({ ...values, slug, content }),
      }),
    ]);
    return toAdmin<AdminBlogPost>(inserted?.results[0] as AdminRowSql);
  });
}

/**
 * Applies the fields sent (see updateBlogPostSchema for the publishing and slug rules); null when
 * the post does not exist. A save that changes nothing writes nothing.
 */
export async function updatePost(
  db: D1Database,
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
    const sets: string[] = [];
    const params: unknown[] = [];
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`);
      params.push(value);
    };
    if (changes.title !== undefined) {
      set('title', changes.title);
      // The slug follows the title while the post is a draft; a published post keeps its URL.
      if (!current.is_published) set('slug', await uniqueSlug(db, changes.title, id));
    }
    if (changes.excerpt !== undefined) set('excerpt', changes.excerpt);
    if (changes.content !== undefined) set('content', changes.content);
    if (changes.category !== undefined) set('category', changes.category);
    if (changes.tags !== undefined) set('tags', JSON.stringify(changes.tags));
    if (changes.featured_image !== undefined) set('featured_image', changes.featured_image);
    if (changes.read_time_minutes !== undefined) set('read_time_minutes', changes.read_time_minutes);
    if (changes.is_published !== undefined) {
      // Publishing stamps now; unpublishing clears the time (SPEC 4).
      set('is_published', changes.is_published ? 1 : 0);
      sets.push(`published_at = CASE WHEN ? THEN ${NOW} END`);
      params.push(changes.is_published ? 1 : 0);
    }
    const [updated] = await db.batch([
      db
        .prepare(`UPDATE blog_posts SET ${sets.join(', ')} WHERE id = ? RETURNING ${ADMIN_COLUMNS}`)
        .bind(...params, id),
      auditStatement(db, actor, {
        action: 'blog_post.update',
        targetType: 'blog_post',
        targetId: id,
        ...auditChanges(auditView(current), auditView(changes)),
        onlyIf: { sql: 'EXISTS (SELECT 1 FROM blog_posts WHERE id = ?)', params: [id] },
      }),
    ]);
    const row = updated?.results[0] as AdminRowSql | undefined;
    return row ? toAdmin<AdminBlogPost>(row) : null;
  });
}

/** Deletes a post (its view counters go with it); false when it does not exist. */
export async function deletePost(db: D1Database, actor: Actor, id: number): Promise<boolean> {
  const current = await findAdminPost(db, id);
  if (!current) return false;
  const [, deleted] = await db.batch([
    auditStatement(db, actor, {
      action: 'blog_post.delete',
      targetType: 'blog_post',
      targetId: id,
      before: auditView({ title: current.title, slug: current.slug, is_published: current.is_published }),
      after: null,
      onlyIf: { sql: 'EXISTS (SELECT 1 FROM blog_posts WHERE id = ?)', params: [id] },
    }),
    db.prepare('DELETE FROM blog_posts WHERE id = ? RETURNING id').bind(id),
  ]);
  return (deleted?.results.length ?? 0) > 0;
}
