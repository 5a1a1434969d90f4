import { desc, eq } from 'drizzle-orm';
import type { Database } from '#worker/db/client';
import {
  contactSubmissions,
  newsletterSubscriptions,
  profiles,
  reviews,
  savedTrainers,
  services,
  sessions,
  trainers,
  users,
} from '#worker/db/schema';
import { myBookingsQuery, myTrainerBookingsQuery } from '#worker/features/bookings/index';
import { myMessagesQuery } from '#worker/features/messages/index';
import { deviceName } from './device-name';

/** Everything kept about the account; secrets (password and token hashes) are no usable personal data and stay out. */
export async function exportMyData(db: Database, userId: string) {
  const [account, trainer, written, saved, messages, newsletter, devices, sentMessages, asked, booked] = await db.batch(
    [
      db
        .select({
          id: users.id,
          email: users.email,
          email_verified_at: users.emailVerifiedAt,
          email_notifications: users.emailNotifications,
          created_at: users.createdAt,
          full_name: profiles.fullName,
          bio: profiles.bio,
          profile_image: profiles.profileImage,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, userId)),
      db
        .select({
          id: trainers.id,
          slug: trainers.slug,
          headline: trainers.headline,
          description: trainers.description,
          status: trainers.status,
          website_url: trainers.websiteUrl,
          instagram_url: trainers.instagramUrl,
          tiktok_url: trainers.tiktokUrl,
          snapchat_url: trainers.snapchatUrl,
          whatsapp_number: trainers.whatsappNumber,
          created_at: trainers.createdAt,
        })
        .from(trainers)
        .where(eq(trainers.userId, userId)),
      db
        .select({
          trainer_slug: trainers.slug,
          rating: reviews.rating,
          title: reviews.title,
          comment: reviews.comment,
          created_at: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(trainers, eq(trainers.id, reviews.trainerId))
        .where(eq(reviews.reviewerId, userId))
        .orderBy(desc(reviews.createdAt)),
      db
        .select({ trainer_slug: trainers.slug, saved_at: savedTrainers.createdAt })
        .from(savedTrainers)
        .innerJoin(trainers, eq(trainers.id, savedTrainers.trainerId))
        .where(eq(savedTrainers.userId, userId))
        .orderBy(desc(savedTrainers.createdAt)),
      db
        .select({
          name: contactSubmissions.name,
          email: contactSubmissions.email,
          subject: contactSubmissions.subject,
          message: contactSubmissions.message,
          created_at: contactSubmissions.createdAt,
        })
        .from(contactSubmissions)
        .where(eq(contactSubmissions.userId, userId))
        .orderBy(desc(contactSubmissions.createdAt)),
      db
        .select({ email: newsletterSubscriptions.email, created_at: newsletterSubscriptions.createdAt })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.userId, userId)),
      db
        .select({
          user_agent: sessions.userAgent,
          created_at: sessions.createdAt,
          last_used_at: sessions.lastUsedAt,
          revoked_at: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt)),
      myMessagesQuery(db, userId),
      myBookingsQuery(db, userId),
      myTrainerBookingsQuery(db, userId),
    ],
  );
  const profile = trainer[0];
  const offered = profile
    ? await db
        .select({
          title: services.title,
          description: services.description,
          category: services.category,
          price: services.price,
          currency: services.currency,
          duration_minutes: services.durationMinutes,
        })
        .from(services)
        .where(eq(services.trainerId, profile.id))
    : [];
  return {
    exported_at: new Date().toISOString(),
    account: account[0] ?? null,
    trainer_profile: profile ? { ...profile, services: offered } : null,
    reviews_written: written,
    saved_trainers: saved,
    contact_messages: messages,
    newsletter_subscriptions: newsletter,
    sessions: devices.map((session) => ({ device: deviceName(session.user_agent), ...session })),
    /** The enquiry messages this account wrote (the other side's are theirs). */
    messages_sent: sentMessages,
    /** The sessions this account asked trainers for (issue #42). */
    session_requests: asked,
    /** The sessions learners booked with this account's trainer profile, without the learners' names or notes. */
    trainer_sessions: profile ? booked : [],
  };
}

export type MyDataExport = Awaited<ReturnType<typeof exportMyData>>;
