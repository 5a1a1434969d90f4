import * as z from 'zod';
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';
import type { TrainerStatus } from '#shared/enums';
import { MAX_PAGE, MIN_RATING_OPTIONS, PRICE_MAX, PRICE_MIN, SORT_OPTIONS } from '#shared/listing-options';
import type { ProfileCompleteness } from '#shared/profile-completeness';
import { decimalParam, pageCursorParam, queryObject, wholeNumberParam } from '#shared/query-params';
import { userText } from '#shared/text';

/** Price bounds may be decimal (service prices are); the slider itself sends whole numbers. */
export const listTrainersQuerySchema = queryObject({
  search: userText({ label: 'Search', max: 200 }).optional(),
  category: z.enum(['all', ...CATEGORY_KEYS], { error: 'Unknown category' }).optional(),
  sort: z.enum(SORT_OPTIONS, { error: `Sort must be one of ${SORT_OPTIONS.join(', ')}` }).default('featured'),
  minPrice: decimalParam('Minimum price', PRICE_MIN, PRICE_MAX).optional(),
  maxPrice: decimalParam('Maximum price', PRICE_MIN, PRICE_MAX).optional(),
  minRating: z.enum(MIN_RATING_OPTIONS, { error: 'Minimum rating must be 0, 3, 4 or 4.5' }).optional(),
  verified: z.enum(['true', 'false'], { error: 'Verified must be true or false' }).optional(),
  page: wholeNumberParam('Page', 1, MAX_PAGE).default(1),
  /** Where "Load more" continues: the `next_cursor` of the page before (opaque; replaces `page`). */
  cursor: pageCursorParam(400).optional(),
}).refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
  message: 'Minimum price must not exceed maximum price',
  path: ['minPrice'],
});
export type ListTrainersQuery = z.output<typeof listTrainersQuerySchema>;

export interface TrainerCardData {
  id: number;
  slug: string;
  full_name: string;
  headline: string;
  profile_image: string | null;
  categories: CategoryKey[];
  min_price: number | null;
  /** The length of the service `min_price` is for: "From $50 / 1 h". */
  min_price_minutes: number | null;
  rating_avg: number;
  review_count: number;
  /** Of `review_count`, the reviews by someone with a completed session with this trainer (issue #42). */
  verified_review_count: number;
  is_featured: boolean;
  identity_verified: boolean;
  email_verified: boolean;
}

export interface TrainerListResponse {
  trainers: TrainerCardData[];
  /** How many trainers match; when `total_capped`, at least this many (counting stops there). */
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
  has_more: boolean;
  next_cursor: string | null;
}

export interface TrainerService {
  id: number;
  title: string;
  description: string | null;
  category: CategoryKey;
  price: number;
  currency: string;
  duration_minutes: number;
  /** Learners may request a time for it (issue #42). */
  bookable: boolean;
}

export interface TrainerProfileData extends TrainerCardData {
  user_id: string;
  description: string | null;
  bio: string | null;
  featured_at: string | null;
  website_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  snapchat_url: string | null;
  whatsapp_number: string | null;
  created_at: string;
  services: TrainerService[];
  /**
   * "Usually replies within N hours": the median time to the trainer's first reply to an enquiry on
   * the platform, in whole hours rounded up, once at least 3 enquiries of the last 90 days were
   * answered; null until then.
   */
  reply_hours: number | null;
}

export interface TrainerProfileResponse {
  trainer: TrainerProfileData;
}

/** The profile as the public page would show it whatever its status, for the trainer and admins. */
export interface TrainerPreviewResponse {
  trainer: TrainerProfileData;
  status: TrainerStatus;
  completeness: ProfileCompleteness;
}

export interface TrainerReview {
  id: number;
  rating: number;
  title: string;
  comment: string | null;
  created_at: string;
  reviewer_id: string;
  reviewer: { full_name: string; profile_image: string | null };
  /** The reviewer had a completed session with this trainer ("Verified session"). */
  verified_session: boolean;
}

/** A trainer's slug in an API path (`/api/trainers/:slug/…`); anything else names no trainer. */
export const trainerSlugParam = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/i, 'Trainer not found') });

export interface TrainerReviewsResponse {
  reviews: TrainerReview[];
  total: number;
  page: number;
  has_more: boolean;
}

export const REVIEWS_PAGE_SIZE = 10;
export const reviewsQuerySchema = queryObject({
  page: wholeNumberParam('Page', 1, MAX_PAGE).default(1),
});
