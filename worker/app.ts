import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv, AuthedEnv } from './app-env';
import { createDb } from './db/client';
import { accountRoutes } from './features/account/account.routes';
import { accountLinkRoutes } from './features/account/account-links.routes';
import { accountSettingsRoutes } from './features/account/account-settings.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { requireAdminRead } from './features/auth/auth.middleware';
import { authRoutes } from './features/auth/auth.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { adminBlogRoutes, publicBlogRoutes } from './features/content/blog.routes';
import { adminFaqRoutes, publicFaqRoutes } from './features/content/faqs.routes';
import { discoveryRoutes } from './features/discovery/discovery.routes';
import { readYourWrites } from './features/discovery/read-your-writes';
import { devMailboxRoutes } from './features/email/dev-mailbox.routes';
import { notificationRoutes } from './features/email/unsubscribe.routes';
import { eventRoutes } from './features/events/events.routes';
import { healthRoutes } from './features/health/health.routes';
import { imageRoutes } from './features/images/images.routes';
import { manageProfileRoutes, PHOTO_UPLOAD } from './features/manage-profile/manage-profile.routes';
import { newsletterRoutes } from './features/newsletter/newsletter.routes';
import { maintenanceGate } from './features/platform-settings/maintenance-gate';
import { adminSettingsRoutes, publicSettingsRoutes } from './features/platform-settings/settings.routes';
import { reviewModerationRoutes } from './features/review-moderation/review-moderation.routes';
import { reviewFlagRoutes, reviewWriteRoutes } from './features/reviews/reviews.routes';
import { savedTrainerRoutes } from './features/saved-trainers/saved-trainers.routes';
import { adminTestimonialRoutes, testimonialRoutes } from './features/testimonials/testimonials.routes';
import { trainerAnalyticsRoutes } from './features/trainer-analytics/trainer-analytics.routes';
import { d1Session } from './lib/d1-session';
import { handleError, handleNotFound } from './lib/error-handler';
import { ApiError } from './lib/errors';
import { nonPageSecurityHeaders } from './lib/security-headers';

/** Largest JSON body any endpoint accepts; real payloads are a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', 'Request body is too large');
  },
});

/**
 * /api/admin: the admin console's endpoints and the admin side of content, testimonials, platform
 * settings and review moderation, all behind one admin check (the role is read from user_roles on
 * every request; for GETs in the handler's first round trip, `requireAdminRead`). Composed here so
 * that no feature imports another to be mounted.
 */
const adminApi = new Hono<AuthedEnv>()
  .use(requireAdminRead)
  .route('/', adminRoutes)
  .route('/settings', adminSettingsRoutes)
  .route('/blog-posts', adminBlogRoutes)
  .route('/faqs', adminFaqRoutes)
  .route('/testimonials', adminTestimonialRoutes)
  .route('/flagged-reviews', reviewModerationRoutes);

export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(nonPageSecurityHeaders)
  // One D1 session per request (replica reads, bookmark cookie), then the read-your-writes cookie.
  .use(d1Session)
  .use(readYourWrites)
  .use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    c.set('db', createDb(c.env.DB));
    await next();
  })
  // The photo upload applies its own 2 MB limit; every other request keeps the 64 KB one.
  .use((c, next) =>
    c.req.method === PHOTO_UPLOAD.method && c.req.path === PHOTO_UPLOAD.path ? next() : jsonBodyLimit(c, next),
  )
  .use(maintenanceGate)
  .route('/health', healthRoutes)
  .route('/auth', authRoutes)
  .route('/auth', accountLinkRoutes)
  .route('/dev', devMailboxRoutes)
  .route('/me/trainer/analytics', trainerAnalyticsRoutes)
  .route('/me/trainer', manageProfileRoutes)
  .route('/me/account', accountSettingsRoutes)
  .route('/me', accountRoutes)
  .route('/notifications', notificationRoutes)
  .route('/images', imageRoutes)
  .route('/saved-trainers', savedTrainerRoutes)
  .route('/trainers', discoveryRoutes)
  .route('/trainers', reviewWriteRoutes)
  .route('/reviews', reviewFlagRoutes)
  .route('/contact', contactRoutes)
  .route('/events', eventRoutes)
  .route('/newsletter', newsletterRoutes)
  .route('/testimonials', testimonialRoutes)
  .route('/blog', publicBlogRoutes)
  .route('/faqs', publicFaqRoutes)
  .route('/settings', publicSettingsRoutes)
  .route('/admin', adminApi);

app.notFound(handleNotFound);
app.onError(handleError);
