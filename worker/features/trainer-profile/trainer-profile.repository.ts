import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE, type TrainerProfileData, type TrainerReviewsResponse } from '#shared/api/trainers';
import { isCategoryKey } from '#shared/categories';
import type { TrainerStatus } from '#shared/enums';
import type { Database } from '#worker/db/client';
import { profiles, reviews, services, trainerSlugRedirects, trainers } from '#worker/db/schema';
import { isPublicTrainer } from '#worker/db/trainer-visibility';
import { hadCompletedSession } from '#worker/features/bookings/index';
import { cardFields, toCard } from '#worker/features/browse/index';
import { replyTimesQuery, usualReplyHours } from '#worker/features/messages/index';

/** A service's columns as the API shows it (`TrainerService`): the public profile and the trainer's own editor. */
export const serviceFields = {
  id: services.id,
  title: services.title,
  description: services.description,
  category: services.category,
  price: services.price,
  currency: services.currency,
  duration_minutes: services.durationMinutes,
  bookable: services.bookable,
};

const profileFields = {
  user_id: trainers.userId,
  description: trainers.description,
  bio: profiles.bio,
  featured_at: trainers.featuredAt,
  website_url: trainers.websiteUrl,
  instagram_url: trainers.instagramUrl,
  tiktok_url: trainers.tiktokUrl,
  snapchat_url: trainers.snapchatUrl,
  whatsapp_number: trainers.whatsappNumber,
  created_at: trainers.createdAt,
};

/** A public profile: approved trainers only (anything else is "not found"), services by price. */
export async function findApprovedTrainerBySlug(db: Database, slug: string): Promise<TrainerProfileData | null> {
  return (await findTrainerProfile(db, and(eq(trainers.slug, slug), isPublicTrainer)))?.trainer ?? null;
}

/** A profile whatever its status, for its owner's and admins' previews only. */
export function findTrainerProfileForPreview(db: Database, slug: string) {
  return findTrainerProfile(db, eq(trainers.slug, slug));
}

async function findTrainerProfile(
  db: Database,
  isThisTrainer: SQL | undefined,
): Promise<{ trainer: TrainerProfileData; status: TrainerStatus } | null> {
  const [[row], offered, replies] = await db.batch([
    db
      .select({ card: cardFields, profile: profileFields, status: trainers.status })
      .from(trainers)
      .innerJoin(profiles, eq(profiles.id, trainers.userId))
      .where(isThisTrainer),
    db
      .select(serviceFields)
      .from(services)
      .innerJoin(trainers, eq(trainers.id, services.trainerId))
      .where(isThisTrainer)
      .orderBy(asc(services.price), asc(services.id)),
    replyTimesQuery(db, sql`(${db.select({ id: trainers.id }).from(trainers).where(isThisTrainer)})`),
  ]);
  if (!row) return null;
  return {
    trainer: {
      ...toCard(row.card),
      ...row.profile,
      services: offered.filter((s) => isCategoryKey(s.category)),
      reply_hours: usualReplyHours(replies),
    },
    status: row.status,
  };
}

/** Reviews newest first with the reviewer's name and photo (SPEC 7: 'Anonymous' when missing) and the "Verified session" mark. */
export async function listTrainerReviews(
  db: Database,
  trainerId: number,
  page: number,
): Promise<TrainerReviewsResponse> {
  const [rows, [counted]] = await db.batch([
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        created_at: reviews.createdAt,
        reviewer_id: reviews.reviewerId,
        reviewer_name: profiles.fullName,
        reviewer_image: profiles.profileImage,
        verified_session: hadCompletedSession(db, reviews.trainerId, reviews.reviewerId),
      })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.id, reviews.reviewerId))
      .where(eq(reviews.trainerId, trainerId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
    db.select({ total: count() }).from(reviews).where(eq(reviews.trainerId, trainerId)),
  ]);
  const total = counted?.total ?? 0;
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      created_at: r.created_at,
      reviewer_id: r.reviewer_id,
      reviewer: { full_name: r.reviewer_name?.trim() || 'Anonymous', profile_image: r.reviewer_image },
      verified_session: r.verified_session,
    })),
    total,
    page,
    has_more: page * REVIEWS_PAGE_SIZE < total,
  };
}

/** The current slug for an old one (decision 020); asked only after a miss, so hits never pay for it. */
export async function findRenamedTrainerSlug(db: Database, oldSlug: string): Promise<string | null> {
  const row = await db
    .select({ slug: trainers.slug })
    .from(trainerSlugRedirects)
    .innerJoin(trainers, eq(trainers.id, trainerSlugRedirects.trainerId))
    .where(and(eq(trainerSlugRedirects.slug, oldSlug), eq(trainers.status, 'approved')))
    .get();
  return row?.slug ?? null;
}

export async function findApprovedTrainerId(db: Database, slug: string): Promise<number | null> {
  const row = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.slug, slug), isPublicTrainer))
    .get();
  return row?.id ?? null;
}

export async function isApprovedTrainer(db: Database, trainerId: number): Promise<boolean> {
  const row = await db
    .select({ id: trainers.id })
    .from(trainers)
    .where(and(eq(trainers.id, trainerId), isPublicTrainer))
    .get();
  return Boolean(row);
}
