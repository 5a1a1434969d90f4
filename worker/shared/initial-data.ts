import type { BlogListResponse, BlogPostResponse } from './api/blog';
import type { FaqListResponse } from './api/faqs';
import type { TrainerListResponse, TrainerProfileResponse } from './api/trainers';

/** The first API answer, embedded in the page's HTML so the app's query cache starts with it (decision 031). */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export type InitialData =
  /** GET /api/trainers?{params}&page=1 — `params` is the normalised filter query (browse-filters). */
  | { query: 'trainer-list'; params: string; response: TrainerListResponse }
  /** GET /api/trainers/{slug} — `slug` as the page's URL has it (the web query key uses that). */
  | { query: 'trainer-profile'; slug: string; response: TrainerProfileResponse }
  | { query: 'blog-post'; slug: string; response: BlogPostResponse }
  /** GET /api/blog?{params}&page=1 — `params` is the normalised filter query (search-filter). */
  | { query: 'blog-list'; params: string; response: BlogListResponse }
  /** GET /api/faqs?{params} — `params` as for the blog list. */
  | { query: 'faq-list'; params: string; response: FaqListResponse };
