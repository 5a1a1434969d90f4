import { Hono } from 'hono';
import { adminPageQuerySchema } from '#shared/api/admin-content';
import type { MessageResponse } from '#shared/api/auth';
import {
  type AdminBlogPostResponse,
  type AdminBlogPostsResponse,
  BLOG_SLUG_PATTERN,
  type BlogListResponse,
  type BlogPostResponse,
  blogListQuerySchema,
  createBlogPostSchema,
  type SavedBlogPostResponse,
  updateBlogPostSchema,
} from '#shared/api/blog';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import type { AppEnv, AuthedEnv } from '#worker/app-env';
import { cachedJson } from '#worker/lib/cached-json';
import { ApiError } from '#worker/lib/errors';
import { idParam } from '#worker/lib/params';
import { validate } from '#worker/lib/validate';
import { readThrough } from '#worker/platform/cache/read-through';
import {
  blogListCacheKey,
  createPost,
  deletePost,
  findAdminPost,
  findPublishedPost,
  listAdminPosts,
  listPublishedPosts,
  updatePost,
} from './blog-posts.repository';

const postNotFound = () => new ApiError(404, 'not_found', CONTENT_MESSAGES.blogPostNotFound);

/** GET /api/blog and /api/blog/:slug — published posts only, through the versioned content cache. */
export const publicBlogRoutes = new Hono<AppEnv>()
  .get('/', validate('query', blogListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const result = await readThrough<BlogListResponse>(
      c.env,
      c.executionCtx,
      'blog-list',
      blogListCacheKey(query),
      (db) => listPublishedPosts(db, query),
      () => true,
      'content',
    );
    return cachedJson(c, result);
  })
  .get('/:slug', async (c) => {
    const slug = c.req.param('slug').toLowerCase();
    if (!BLOG_SLUG_PATTERN.test(slug)) throw new ApiError(404, 'not_found', CONTENT_MESSAGES.articleNotFound);
    const result = await readThrough<{ post: BlogPostResponse['post'] | null }>(
      c.env,
      c.executionCtx,
      'blog-post',
      { slug },
      async (db) => ({ post: await findPublishedPost(db, slug) }),
      // Only found posts are cached, so a hit is always a post (and unknown slugs cost no KV writes).
      (value) => value.post !== null,
      'content',
    );
    if (!result.hit && !result.value.post) throw new ApiError(404, 'not_found', CONTENT_MESSAGES.articleNotFound);
    return cachedJson<BlogPostResponse>(c, result);
  });

/** /api/admin/blog-posts — mounted behind requireAdmin; every change is audited in its batch. */
export const adminBlogRoutes = new Hono<AuthedEnv>()
  .get('/', validate('query', adminPageQuerySchema), async (c) =>
    c.json<AdminBlogPostsResponse>(await listAdminPosts(c.get('db'), c.req.valid('query').page)),
  )
  .get('/:id', validate('param', idParam), async (c) => {
    const post = await findAdminPost(c.get('db'), c.req.valid('param').id);
    if (!post) throw postNotFound();
    return c.json<AdminBlogPostResponse>({ post });
  })
  .post('/', validate('json', createBlogPostSchema), async (c) => {
    const post = await createPost(c.get('db'), c.get('actor'), c.req.valid('json'));
    return c.json<SavedBlogPostResponse>({ post, message: CONTENT_MESSAGES.blogCreated }, 201);
  })
  .patch('/:id', validate('param', idParam), validate('json', updateBlogPostSchema), async (c) => {
    const post = await updatePost(c.get('db'), c.get('actor'), c.req.valid('param').id, c.req.valid('json'));
    if (!post) throw postNotFound();
    return c.json<SavedBlogPostResponse>({ post, message: CONTENT_MESSAGES.blogUpdated });
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    if (!(await deletePost(c.get('db'), c.get('actor'), c.req.valid('param').id))) throw postNotFound();
    return c.json<MessageResponse>({ message: CONTENT_MESSAGES.blogDeleted });
  });
