import { z } from 'zod';
import { MAX_PAGE } from '../listing-options';
import { parseUrl } from '../parse-url';
import { queryObject, wholeNumberParam } from '../query-params';
import { type TextRule, userText } from '../text';
import { CONTENT_MESSAGES } from './content-messages';

/**
 * The content API contract (SPEC 2 Admin content and Public content pages, 3, 4, 5, 7, 8, 9):
 * public blog and FAQ reads, the blog view event, admin blog posts, FAQs, testimonials and review
 * moderation. Input schemas are shared with the web forms; the response types are what the
 * worker sends.
 */

// The messages live apart from the schemas, so pages that only show them do not load zod.
export { CONTENT_MESSAGES, UNKNOWN_REVIEWER } from './content-messages';

export const BLOG_PAGE_SIZE = 9;
export const CONTENT_ADMIN_PAGE_SIZE = 20;
/** FAQs are listed whole in the admin (reordering needs every FAQ of a category); this caps the list. */
export const ADMIN_FAQ_LIMIT = 1000;

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
export const FAQ_LIMITS = { question: 300, answer: 5000, category: 50 } as const;
export const TESTIMONIAL_LIMITS = { clientName: 100, quote: 1000 } as const;
export const IMAGE_URL_MAX = 2000;

/** Slugs of blog posts (SPEC 5 produces only these characters). */
export const BLOG_SLUG_PATTERN = /^[a-z0-9-]{1,120}$/;

// ---------------------------------------------------------------- shared field rules

/** A text field that may be cleared: absent stays absent (PATCH: keep), '' or null becomes null. */
function clearableText(rule: Omit<TextRule, 'required'>) {
  return userText(rule)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));
}

/** Uploaded images are served by the worker's image pipeline under this path. */
const IMAGE_PATH = /^\/api\/images\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** An https URL (no credentials) or an image uploaded through the worker (`/api/images/...`). */
export function isImageUrl(value: string): boolean {
  if (IMAGE_PATH.test(value)) return !value.includes('..');
  if (!/^https:\/\//i.test(value)) return false;
  const url = parseUrl(value);
  return url !== null && url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

function imageUrlField(label: string) {
  return clearableText({ label, max: IMAGE_URL_MAX }).refine((value) => value == null || isImageUrl(value), {
    message: `${label} must be an https:// URL or an uploaded image`,
  });
}

const published = (label: string) => z.boolean({ error: `${label} must be true or false` });

// ---------------------------------------------------------------- public blog

export const blogListQuerySchema = queryObject({
  search: userText({ label: 'Search', max: 200 }).optional(),
  /** A category name; 'all' (any case) or empty means every category. */
  category: userText({ label: 'Category', max: BLOG_LIMITS.category }).optional(),
  page: wholeNumberParam('Page', 1, MAX_PAGE).default(1),
});
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

/** A blog card: /blog lists these, newest published first. */
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
  post: BlogPostCard & { content: string };
}

/** POST /api/events/blog-view: one view of a published post (counted once per visitor per day). */
export const blogViewEventSchema = z.object({
  slug: z.string({ error: 'slug is required' }).regex(BLOG_SLUG_PATTERN, 'slug must be an article slug'),
});
export type BlogViewEventInput = z.input<typeof blogViewEventSchema>;

// ---------------------------------------------------------------- public FAQs

export const faqListQuerySchema = queryObject({
  search: userText({ label: 'Search', max: 200 }).optional(),
  category: userText({ label: 'Category', max: FAQ_LIMITS.category }).optional(),
});
export type FaqListQuery = z.output<typeof faqListQuerySchema>;

export interface PublicFaq {
  id: number;
  question: string;
  answer: string;
  category: string;
  order_index: number;
}

export interface FaqListResponse {
  /** Published FAQs matching the query, by category then order_index (group them by category). */
  faqs: PublicFaq[];
  /** Every category with published FAQs, in order, for the chips. */
  categories: string[];
}

// ---------------------------------------------------------------- admin blog posts

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
  is_published: published('is_published'),
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
/** As validated (defaults applied, blanks cleared): what the repository receives. */
export type CreateBlogPostValues = z.output<typeof createBlogPostSchema>;

/**
 * Changes to a post: only the fields sent change. Publishing sets published_at to now,
 * unpublishing clears it, saving a published post keeps its time. `read_time_minutes: null`
 * recomputes it from the (new or current) content. The slug follows the title while the post is
 * a draft; a published post keeps its URL.
 */
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
/** As validated (defaults applied, blanks cleared): what the repository receives. */
export type UpdateBlogPostValues = z.output<typeof updateBlogPostSchema>;

export const adminPageQuerySchema = queryObject({ page: wholeNumberParam('Page', 1, MAX_PAGE).default(1) });

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

export interface AdminBlogPostsResponse {
  posts: AdminBlogPostRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface AdminBlogPostResponse {
  post: AdminBlogPost;
}

export interface SavedBlogPostResponse extends AdminBlogPostResponse {
  message: string;
}

// ---------------------------------------------------------------- admin FAQs

const faqRequired = (label: string, max: number, multiline = false) =>
  userText({ label, max, required: true, multiline, messages: { required: CONTENT_MESSAGES.faqRequired } });

const faqFields = {
  question: faqRequired('Question', FAQ_LIMITS.question),
  answer: faqRequired('Answer', FAQ_LIMITS.answer, true),
  category: faqRequired('Category', FAQ_LIMITS.category),
  is_published: published('is_published'),
};

/** New FAQs are published (SPEC 9) and go to the end of their category. */
export const createFaqSchema = z.object({ ...faqFields, is_published: faqFields.is_published.default(true) });
export type CreateFaqInput = z.input<typeof createFaqSchema>;
/** As validated (defaults applied, blanks cleared): what the repository receives. */
export type CreateFaqValues = z.output<typeof createFaqSchema>;

/** Only the fields sent change; a FAQ moved to another category goes to the end of it. */
export const updateFaqSchema = z.object({
  question: faqFields.question.optional(),
  answer: faqFields.answer.optional(),
  category: faqFields.category.optional(),
  is_published: faqFields.is_published.optional(),
});
export type UpdateFaqInput = z.input<typeof updateFaqSchema>;
/** As validated (defaults applied, blanks cleared): what the repository receives. */
export type UpdateFaqValues = z.output<typeof updateFaqSchema>;

export const FAQ_MOVE_DIRECTIONS = ['up', 'down'] as const;
export const moveFaqSchema = z.object({
  direction: z.enum(FAQ_MOVE_DIRECTIONS, { error: 'Direction must be up or down' }),
});
export type MoveFaqInput = z.input<typeof moveFaqSchema>;

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  category: string;
  is_published: boolean;
  order_index: number;
  created_at: string;
}

export interface AdminFaqsResponse {
  /** Every FAQ (published or not) by category, then order_index. */
  faqs: AdminFaq[];
}

export interface SavedFaqResponse {
  faq: AdminFaq;
  message: string;
}

export interface MovedFaqResponse {
  /** False when the FAQ was already first (up) or last (down) in its category. */
  moved: boolean;
  /** The FAQ's category in its new order. */
  faqs: AdminFaq[];
  message: string;
}

// ---------------------------------------------------------------- admin testimonials

const testimonialRequired = (label: string, max: number, multiline = false) =>
  userText({ label, max, required: true, multiline, messages: { required: CONTENT_MESSAGES.testimonialRequired } });

const ratingField = z
  .number({ error: 'Rating must be a whole number from 1 to 5' })
  .int('Rating must be a whole number from 1 to 5')
  .min(1, 'Rating must be a whole number from 1 to 5')
  .max(5, 'Rating must be a whole number from 1 to 5');

const testimonialFields = {
  client_name: testimonialRequired('Client name', TESTIMONIAL_LIMITS.clientName),
  quote: testimonialRequired('Quote', TESTIMONIAL_LIMITS.quote, true),
  client_photo: imageUrlField('Client photo'),
  rating: ratingField,
  is_featured: published('is_featured'),
};

/** Rating 5 and not featured unless given (SPEC 9). */
export const createTestimonialSchema = z.object({
  ...testimonialFields,
  rating: ratingField.default(5),
  is_featured: testimonialFields.is_featured.default(false),
});
export type CreateTestimonialInput = z.input<typeof createTestimonialSchema>;
/** As validated (defaults applied, blanks cleared): what the repository receives. */
export type CreateTestimonialValues = z.output<typeof createTestimonialSchema>;

export const updateTestimonialSchema = z.object({
  client_name: testimonialFields.client_name.optional(),
  quote: testimonialFields.quote.optional(),
  client_photo: testimonialFields.client_photo,
  rating: ratingField.optional(),
  is_featured: testimonialFields.is_featured.optional(),
});
export type UpdateTestimonialInput = z.input<typeof updateTestimonialSchema>;
/** As validated (defaults applied, blanks cleared): what the repository receives. */
export type UpdateTestimonialValues = z.output<typeof updateTestimonialSchema>;

export interface AdminTestimonial {
  id: number;
  client_name: string;
  client_photo: string | null;
  quote: string;
  rating: number;
  is_featured: boolean;
  created_at: string;
}

export interface AdminTestimonialsResponse {
  /** Newest first. */
  testimonials: AdminTestimonial[];
  total: number;
  page: number;
  page_size: number;
}

export interface SavedTestimonialResponse {
  testimonial: AdminTestimonial;
  message: string;
}

// ---------------------------------------------------------------- review moderation

export interface ReviewFlagSummary {
  id: number;
  /** The reporter's reason (with their details after a colon, when given). */
  reason: string;
  flagged_at: string;
}

/** One flagged review with all of its pending flags. */
export interface FlaggedReview {
  review_id: number;
  title: string;
  comment: string | null;
  /** Out of 5. */
  rating: number;
  /** The author's name, or 'Unknown'. */
  reviewer_name: string;
  review_created_at: string;
  trainer: { id: number; slug: string; full_name: string };
  flags: ReviewFlagSummary[];
  /** The latest pending flag's time (the list is newest first by this). */
  flagged_at: string;
}

export interface FlaggedReviewsResponse {
  reviews: FlaggedReview[];
  total: number;
  page: number;
  page_size: number;
}

export const RESOLVE_ACTIONS = ['approve', 'remove'] as const;
export type ResolveAction = (typeof RESOLVE_ACTIONS)[number];
/** approve keeps the review (its flags become resolved_approved); remove deletes it (resolved_removed). */
export const resolveFlagsSchema = z.object({
  action: z.enum(RESOLVE_ACTIONS, { error: 'Action must be approve or remove' }),
});
export type ResolveFlagsInput = z.input<typeof resolveFlagsSchema>;

export interface ResolveFlagsResponse {
  review_id: number;
  action: ResolveAction;
  resolved_flag_ids: number[];
  /** 'Review approved' or 'Review removed'. */
  message: string;
}
