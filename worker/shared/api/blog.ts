import * as z from 'zod';
import { MAX_PAGE } from '#shared/listing-options';
import { queryObject, wholeNumberParam } from '#shared/query-params';
import { userText } from '#shared/text';
import type { AdminContentPage } from './admin-content';
import { booleanField, clearableText, imageUrlField } from './content-fields';
import { CONTENT_MESSAGES } from './content-messages';

// The blog's API contract (SPEC 2-5, 9); the input schemas are shared with the web forms.
export const BLOG_PAGE_SIZE = 9;

export const BLOG_LIMITS = {
  title: 200,
  excerpt: 500,
  /** Code points of HTML; the request body limit (64 KB) also applies. */
  content: 50_000,
  category: 50,
  tag: 30,
  tags: 10,
  readTimeMax: 600,
} as const;

/** Slugs of blog posts (SPEC 5 produces only these characters). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9-]{1,120}$/;

export const blogListQuerySchema = queryObject({
  search: userText({ label: 'Search', max: 200 }).optional(),
  /** A category name; 'all' (any case) or empty means every category. */
  category: userText({ label: 'Category', max: BLOG_LIMITS.category }).optional(),
  page: wholeNumberParam('Page', 1, MAX_PAGE).default(1),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export interface BlogPostCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  tags: string[];
  featured_image: string | null;
  /** ISO time; published posts always have one. */
  published_at: string;
  read_time_minutes: number;
}

export interface BlogListResponse {
  posts: BlogPostCard[];
  /** Categories that have published posts, for the chips (the web adds All). */
  categories: string[];
  total: number;
  page: number;
  page_size: number;
  has_more: boolean;
}

export interface BlogPostResponse {
  /** `content` is sanitised HTML (see BLOG_HTML_ALLOW_LIST); sanitise again before rendering. */
  post: BlogPostCard & {
    content: string;
    /** When its text last changed since it was written, or null. */
    updated_at: string | null;
  };
}

const blogRequired = (label: string, max: number, multiline = false) =>
  userText({
    label,
    max,
    required: true,
    multiline,
    messages: { required: CONTENT_MESSAGES.blogRequired },
  });

const blogFields = {
  title: blogRequired('Title', BLOG_LIMITS.title),
  excerpt: blogRequired('Excerpt', BLOG_LIMITS.excerpt, true),
  /** HTML from the editor; sanitised by the worker when saved. */
  content: blogRequired('Content', BLOG_LIMITS.content, true),
  category: clearableText({ label: 'Category', max: BLOG_LIMITS.category }),
  tags: z
    .array(
      userText({
        label: 'Tag',
        max: BLOG_LIMITS.tag,
        required: true,
        messages: { required: 'Tags must not be blank' },
      }),
      { error: 'Tags must be a list of text' },
    )
    .max(BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
    // The same tag twice (in any case) is kept once.
    .transform((tags) => tags.filter((tag, i) => tags.findIndex((t) => t.toLowerCase() === tag.toLowerCase()) === i)),
  featured_image: imageUrlField('Featured image'),
  is_published: booleanField('is_published'),
  /** Whole minutes; null or absent on create means "compute from the word count". */
  read_time_minutes: z
    .number({ error: 'Read time must be a whole number of minutes' })
    .int('Read time must be a whole number of minutes')
    .min(1, `Read time must be between 1 and ${BLOG_LIMITS.readTimeMax} minutes`)
    .max(BLOG_LIMITS.readTimeMax, `Read time must be between 1 and ${BLOG_LIMITS.readTimeMax} minutes`)
    .nullable()
    .optional(),
};

/** New posts are drafts unless is_published is true (SPEC 9). */
export const createBlogPostSchema = z.object({
  ...blogFields,
  tags: blogFields.tags.default([]),
  is_published: blogFields.is_published.default(false),
});
export type CreateBlogPostInput = z.input<typeof createBlogPostSchema>;
export type CreateBlogPostValues = z.output<typeof createBlogPostSchema>;

/** Only the fields sent change; the publishing and slug rules are in features/blog/README.md. */
export const updateBlogPostSchema = z.object({
  title: blogFields.title.optional(),
  excerpt: blogFields.excerpt.optional(),
  content: blogFields.content.optional(),
  category: blogFields.category,
  tags: blogFields.tags.optional(),
  featured_image: blogFields.featured_image,
  is_published: blogFields.is_published.optional(),
  read_time_minutes: blogFields.read_time_minutes,
});
export type UpdateBlogPostInput = z.input<typeof updateBlogPostSchema>;
export type UpdateBlogPostValues = z.output<typeof updateBlogPostSchema>;

export interface AdminBlogPostRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string | null;
  tags: string[];
  featured_image: string | null;
  is_published: boolean;
  published_at: string | null;
  views_count: number;
  read_time_minutes: number;
  created_at: string;
}

export interface AdminBlogPost extends AdminBlogPostRow {
  content: string;
}

export interface AdminBlogPostsResponse extends AdminContentPage {
  posts: AdminBlogPostRow[];
}

export interface AdminBlogPostResponse {
  post: AdminBlogPost;
}

export interface SavedBlogPostResponse extends AdminBlogPostResponse {
  message: string;
}
