import {
  REVIEWS_PAGE_SIZE,
  type TrainerProfileData,
  type TrainerReviewsResponse,
  type TrainerService,
} from '../../shared/api/trainers';
import { isCategoryKey } from '../../shared/categories';
import { CARD_COLUMNS, type CardRow, toCard } from './listing-query';

const PROFILE_FIELDS = [
  'user_id',
  'description',
  'bio',
  'featured_at',
  'website_url',
  'instagram_url',
  'tiktok_url',
  'snapchat_url',
  'whatsapp_number',
  'created_at',
] as const;
type ProfileRow = CardRow & Pick<TrainerProfileData, (typeof PROFILE_FIELDS)[number]>;

/** A public profile: approved trainers only (anything else is "not found"), services by price. */
export async function findApprovedTrainerBySlug(db: D1Database, slug: string): Promise<TrainerProfileData | null> {
  const [profile, services] = await db.batch([
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, t.user_id, t.description, p.bio, t.featured_at, t.website_url, t.instagram_url,
          t.tiktok_url, t.snapchat_url, t.whatsapp_number, t.created_at
         FROM trainers t JOIN profiles p ON p.id = t.user_id
         WHERE t.slug = ? AND t.status = 'approved' AND t.owner_banned = 0`,
      )
      .bind(slug),
    db
      .prepare(
        `SELECT s.id, s.title, s.description, s.category, s.price, s.currency, s.duration_minutes
         FROM services s JOIN trainers t ON t.id = s.trainer_id
         WHERE t.slug = ? AND t.status = 'approved' AND t.owner_banned = 0
         ORDER BY s.price ASC, s.id ASC`,
      )
      .bind(slug),
  ]);
  const row = profile?.results[0] as ProfileRow | undefined;
  if (!row) return null;
  const extra = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, row[field]])) as Pick<
    ProfileRow,
    (typeof PROFILE_FIELDS)[number]
  >;
  return {
    ...toCard(row),
    ...extra,
    services: ((services?.results ?? []) as TrainerService[]).filter((s) => isCategoryKey(s.category)),
  };
}

/** Reviews newest first with the reviewer's name and photo (SPEC 7: 'Anonymous' when missing). */
export async function listTrainerReviews(
  db: D1Database,
  trainerId: number,
  page: number,
): Promise<TrainerReviewsResponse> {
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT r.id, r.rating, r.title, r.comment, r.created_at, r.reviewer_id,
           p.full_name AS reviewer_name, p.profile_image AS reviewer_image
         FROM reviews r LEFT JOIN profiles p ON p.id = r.reviewer_id
         WHERE r.trainer_id = ?
         ORDER BY r.created_at DESC, r.id DESC
         LIMIT ? OFFSET ?`,
      )
      .bind(trainerId, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE),
    db.prepare('SELECT count(*) AS total FROM reviews WHERE trainer_id = ?').bind(trainerId),
  ]);
  const results = (rows?.results ?? []) as {
    id: number;
    rating: number;
    title: string;
    comment: string | null;
    created_at: string;
    reviewer_id: string;
    reviewer_name: string | null;
    reviewer_image: string | null;
  }[];
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return {
    reviews: results.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      created_at: r.created_at,
      reviewer_id: r.reviewer_id,
      reviewer: { full_name: r.reviewer_name?.trim() || 'Anonymous', profile_image: r.reviewer_image },
    })),
    total,
    page,
    has_more: page * REVIEWS_PAGE_SIZE < total,
  };
}

/**
 * The current slug of an approved trainer who used `oldSlug` before a rename (SPEC 7 regenerates
 * slugs from the name), or null. Only asked after a slug was not found, so hits never pay for it.
 */
export async function findRenamedTrainerSlug(db: D1Database, oldSlug: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT t.slug FROM trainer_slug_redirects r JOIN trainers t ON t.id = r.trainer_id
       WHERE r.slug = ? AND t.status = 'approved'`,
    )
    .bind(oldSlug)
    .first<{ slug: string }>();
  return row?.slug ?? null;
}

export async function findApprovedTrainerId(db: D1Database, slug: string): Promise<number | null> {
  const row = await db
    .prepare("SELECT id FROM trainers WHERE slug = ? AND status = 'approved' AND owner_banned = 0")
    .bind(slug)
    .first<{ id: number }>();
  return row?.id ?? null;
}

export async function isApprovedTrainer(db: D1Database, trainerId: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS ok FROM trainers WHERE id = ? AND status = 'approved' AND owner_banned = 0")
    .bind(trainerId)
    .first();
  return Boolean(row);
}
