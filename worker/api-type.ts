import type { Hono } from 'hono';
import type { ExtractSchema, MergeSchemaPath, Schema } from 'hono/types';
import type { AppEnv } from '#worker/app-env';
import type { accountRoutes } from '#worker/features/account/account.routes';
import type { accountLinkRoutes } from '#worker/features/account/account-links.routes';
import type { accountSettingsRoutes } from '#worker/features/account/account-settings.routes';
import type { adminRoutes } from '#worker/features/admin/admin.routes';
import type { eventRoutes } from '#worker/features/analytics/events.routes';
import type { trainerAnalyticsRoutes } from '#worker/features/analytics/trainer-analytics.routes';
import type { authRoutes } from '#worker/features/auth/auth.routes';
import type { adminBlogRoutes, publicBlogRoutes } from '#worker/features/blog/blog.routes';
import type { availabilityRoutes } from '#worker/features/bookings/availability.routes';
import type { bookingRequestRoutes } from '#worker/features/bookings/booking-requests.routes';
import type { bookingRoutes } from '#worker/features/bookings/bookings.routes';
import type { slotRoutes } from '#worker/features/bookings/slots.routes';
import type { browseRoutes } from '#worker/features/browse/browse.routes';
import type { contactRoutes } from '#worker/features/contact/contact.routes';
import type { adminFaqRoutes, publicFaqRoutes } from '#worker/features/faqs/faqs.routes';
import type { healthRoutes } from '#worker/features/health/health.routes';
import type { imageRoutes } from '#worker/features/images/images.routes';
import type { manageProfileRoutes } from '#worker/features/manage-profile/manage-profile.routes';
import type { messageReportRoutes } from '#worker/features/messages/message-moderation.routes';
import type { messageRoutes } from '#worker/features/messages/messages.routes';
import type { newsletterRoutes } from '#worker/features/newsletter/newsletter.routes';
import type { notificationRoutes } from '#worker/features/notifications/unsubscribe.routes';
import type { adminSettingsRoutes, publicSettingsRoutes } from '#worker/features/platform-settings/settings.routes';
import type { reviewModerationRoutes } from '#worker/features/review-moderation/review-moderation.routes';
import type { reviewRoutes, trainerReviewRoutes } from '#worker/features/reviews/reviews.routes';
import type { savedTrainerRoutes } from '#worker/features/saved-trainers/saved-trainers.routes';
import type { adminTestimonialRoutes, testimonialRoutes } from '#worker/features/testimonials/testimonials.routes';
import type { trainerPreviewRoutes } from '#worker/features/trainer-profile/trainer-preview.routes';
import type { trainerProfileRoutes } from '#worker/features/trainer-profile/trainer-profile.routes';
import type { devMailboxRoutes } from '#worker/platform/email/dev-mailbox.routes';

/** A router's endpoints as `app.route(path, router)` mounts them under `path`. */
type Mount<Path extends string, Router> =
  ExtractSchema<Router> extends infer Routes extends Schema ? MergeSchemaPath<Routes, Path> : never;

/** Every endpoint, types only: the route groups load lazily, so no value holds them all; api-type.test.ts checks it matches. */
export type ApiSchema = Mount<'/api/health', typeof healthRoutes> &
  Mount<'/api/auth', typeof authRoutes> &
  Mount<'/api/auth', typeof accountLinkRoutes> &
  Mount<'/api/dev', typeof devMailboxRoutes> &
  Mount<'/api/me/trainer/analytics', typeof trainerAnalyticsRoutes> &
  Mount<'/api/me/trainer/availability', typeof availabilityRoutes> &
  Mount<'/api/me/trainer', typeof manageProfileRoutes> &
  Mount<'/api/me/account', typeof accountSettingsRoutes> &
  Mount<'/api/me', typeof accountRoutes> &
  Mount<'/api/notifications', typeof notificationRoutes> &
  Mount<'/api/images', typeof imageRoutes> &
  Mount<'/api/saved-trainers', typeof savedTrainerRoutes> &
  Mount<'/api/trainers', typeof browseRoutes> &
  Mount<'/api/trainers', typeof trainerProfileRoutes> &
  Mount<'/api/trainers', typeof trainerReviewRoutes> &
  Mount<'/api/trainers', typeof trainerPreviewRoutes> &
  Mount<'/api/trainers', typeof slotRoutes> &
  Mount<'/api/bookings', typeof bookingRequestRoutes> &
  Mount<'/api/bookings', typeof bookingRoutes> &
  Mount<'/api/reviews', typeof reviewRoutes> &
  Mount<'/api/messages', typeof messageRoutes> &
  Mount<'/api/contact', typeof contactRoutes> &
  Mount<'/api/events', typeof eventRoutes> &
  Mount<'/api/newsletter', typeof newsletterRoutes> &
  Mount<'/api/testimonials', typeof testimonialRoutes> &
  Mount<'/api/blog', typeof publicBlogRoutes> &
  Mount<'/api/faqs', typeof publicFaqRoutes> &
  Mount<'/api/settings', typeof publicSettingsRoutes> &
  Mount<'/api/admin', typeof adminRoutes> &
  Mount<'/api/admin/settings', typeof adminSettingsRoutes> &
  Mount<'/api/admin/blog-posts', typeof adminBlogRoutes> &
  Mount<'/api/admin/faqs', typeof adminFaqRoutes> &
  Mount<'/api/admin/testimonials', typeof adminTestimonialRoutes> &
  Mount<'/api/admin/flagged-reviews', typeof reviewModerationRoutes> &
  Mount<'/api/admin/message-reports', typeof messageReportRoutes>;

/** The API as one Hono app type, for Hono's client (`hc<AppType>`) and its `Infer…Type` helpers. */
export type AppType = Hono<AppEnv, ApiSchema, '/'>;
