import { MAX_PAGE } from '#shared/listing-options';
import { queryObject, wholeNumberParam } from '#shared/query-params';

/** Paging shared by the admin content lists (blog posts, testimonials, flagged reviews). */
export const CONTENT_ADMIN_PAGE_SIZE = 20;

export const adminPageQuerySchema = queryObject({ page: wholeNumberParam('Page', 1, MAX_PAGE).default(1) });

/** The paging part of an admin content list's response. */
export interface AdminContentPage {
  total: number;
  page: number;
  page_size: number;
}
