import type { BlogPostResponse } from '#shared/api/blog';
import type { TrainerListResponse, TrainerProfileResponse } from '#shared/api/trainers';

/** API answers as a page embeds them (InitialData), for tests of seeding and first-screen rendering. */
export const card = {
  id: 7,
  slug: 'ana-lopez',
  full_name: 'Ana </script> Lopez',
  headline: 'Yoga teacher',
  profile_image: null,
  categories: ['health_wellness' as const],
  min_price: 40,
  min_price_minutes: 60,
  rating_avg: 4.5,
  review_count: 2,
  verified_review_count: 0,
  is_featured: false,
  identity_verified: true,
  email_verified: true,
};
export const profile: TrainerProfileResponse = {
  trainer: {
    ...card,
    user_id: 'u1',
    description: 'Hello',
    bio: null,
    featured_at: null,
    website_url: null,
    instagram_url: null,
    tiktok_url: null,
    snapchat_url: null,
    whatsapp_number: null,
    created_at: '2026-01-01T00:00:00.000Z',
    services: [],
    reply_hours: null,
  },
};
export const listing: TrainerListResponse = {
  trainers: [card],
  total: 1,
  total_capped: false,
  page: 1,
  page_size: 12,
  has_more: false,
  next_cursor: null,
};
export const post: BlogPostResponse = {
  post: {
    id: 1,
    slug: 'first-post',
    title: 'First post',
    excerpt: 'e',
    category: null,
    tags: [],
    featured_image: null,
    published_at: '2026-01-01T00:00:00.000Z',
    read_time_minutes: 3,
    content: '<p>c</p>',
    updated_at: null,
  },
};
