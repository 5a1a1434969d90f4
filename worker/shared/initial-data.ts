import type { BlogListResponse, BlogPostResponse } from './api/blog';
import type { FaqListResponse } from './api/faqs';
import type { TrainerListResponse, TrainerProfileResponse } from './api/trainers';

/**
 * The API answer a page asks for first, embedded by the worker in the page's HTML as
 * `<script type="application/json" id="initial-data">` so the web app's query cache starts with
 * it instead of waiting for its JavaScript before requesting it. `response` is exactly the API's
 * JSON for that request; the other fields say which query of the web app it answers.
 */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

export type InitialData =
  /** GET /api/trainers?{params}&page=1 — `params` is the normalised filter query (browse-filters). */
  | { query: 'trainer-list'; params: string; response: TrainerListResponse }
  /** GET /api/trainers/{slug} — `slug` as the page's URL has it (the web query key uses that). */
  | { query: 'trainer-profile'; slug: string; response: TrainerProfileResponse }
  /** GET /api/blog/{slug}. */
  | { query: 'blog-post'; slug: string; response: BlogPostResponse }
  /** GET /api/blog?{params}&page=1 — `params` is the normalised filter query (search-filter). */
  | { query: 'blog-list'; params: string; response: BlogListResponse }
  /** GET /api/faqs?{params} — `params` as for the blog list. */
  | { query: 'faq-list'; params: string; response: FaqListResponse };
