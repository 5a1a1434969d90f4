import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logRoute, requestLog } from '#worker/platform/log/request-log';
import type { AppEnv, AuthedEnv } from './app-env';
import { PHOTO_UPLOAD } from './features/manage-profile/photo-upload-route';
import { d1Session, isWriteMethod } from './lib/d1-session';
import { handleError, handleNotFound } from './lib/error-handler';
import { ApiError } from './lib/errors';
import { lazyRouteGroups } from './lib/lazy-routes';
import { nonPageSecurityHeaders } from './lib/security-headers';
import { readYourWrites } from './platform/cache/read-your-writes';

/** Largest JSON body any endpoint accepts; real payloads are a few KB. */
export const MAX_BODY_BYTES = 64 * 1024;

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'payload_too_large', 'Request body is too large');
  },
});

/**
 * The request's drizzle instance over its D1 session (worker/lib/d1-session.ts). drizzle and the
 * table definitions are loaded by the first request that reaches a route group, not when the
 * isolate starts: building them is most of what a fresh isolate would otherwise run (README,
 * Start-up).
 */
const setDb: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { createDb } = await import('./db/client');
  c.set('db', createDb(c.env.DB));
  await next();
};

/** The 64 KB body limit, except for the photo upload, which applies its own 2 MB one. */
const bodyLimitOutsidePhotoUpload: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === PHOTO_UPLOAD.method && c.req.path === PHOTO_UPLOAD.path ? next() : jsonBodyLimit(c, next);

/**
 * Maintenance mode answers writes only: the gate (settings schemas, the actor look-up) is loaded by
 * the first write, not by every fresh isolate.
 */
const maintenanceGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isWriteMethod(c.req.method)) return next();
  const [{ maintenanceGate: gate }, { createDb }] = await Promise.all([
    import('./features/platform-settings/maintenance-gate'),
    import('./db/client'),
  ]);
  // The gate's actor look-up reads the database (the route group sets its own for the routes).
  c.set('db', createDb(c.env.DB));
  return gate(c, next);
};

/**
 * Each group of routes, by the first segment of its path, loaded on its first request
 * (lib/lazy-routes.ts). The admin group is the admin console's endpoints and the admin side of
 * content, testimonials, platform settings and review moderation, all behind one admin check (the
 * role is read from user_roles on every request; for GETs in the handler's first round trip,
 * `requireAdminRead`). Composed here so that no feature imports another to be mounted.
 */
const routeGroups = lazyRouteGroups(
  {
    health: async (routes) => routes.route('/', (await import('./features/health/health.routes')).healthRoutes),
    auth: async (routes) => {
      const [{ authRoutes }, { accountLinkRoutes }] = await Promise.all([
        import('./features/auth/auth.routes'),
        import('./features/account/account-links.routes'),
      ]);
      return routes.route('/', authRoutes).route('/', accountLinkRoutes);
    },
    dev: async (routes) => routes.route('/', (await import('./platform/email/dev-mailbox.routes')).devMailboxRoutes),
    me: async (routes) => {
      const [
        { trainerAnalyticsRoutes },
        { availabilityRoutes },
        { manageProfileRoutes },
        { accountSettingsRoutes },
        { accountRoutes },
      ] = await Promise.all([
        import('./features/analytics/trainer-analytics.routes'),
        import('./features/bookings/availability.routes'),
        import('./features/manage-profile/manage-profile.routes'),
        import('./features/account/account-settings.routes'),
        import('./features/account/account.routes'),
      ]);
      return routes
        .route('/trainer/analytics', trainerAnalyticsRoutes)
        .route('/trainer/availability', availabilityRoutes)
        .route('/trainer', manageProfileRoutes)
        .route('/account', accountSettingsRoutes)
        .route('/', accountRoutes);
    },
    notifications: async (routes) =>
      routes.route('/', (await import('./features/notifications/unsubscribe.routes')).notificationRoutes),
    images: async (routes) => routes.route('/', (await import('./features/images/images.routes')).imageRoutes),
    'saved-trainers': async (routes) =>
      routes.route('/', (await import('./features/saved-trainers/saved-trainers.routes')).savedTrainerRoutes),
    trainers: async (routes) => {
      const [
        { browseRoutes },
        { trainerProfileRoutes },
        { trainerReviewRoutes },
        { trainerPreviewRoutes },
        { slotRoutes },
      ] = await Promise.all([
        import('./features/browse/browse.routes'),
        import('./features/trainer-profile/trainer-profile.routes'),
        import('./features/reviews/reviews.routes'),
        import('./features/trainer-profile/trainer-preview.routes'),
        import('./features/bookings/slots.routes'),
      ]);
      return routes
        .route('/', browseRoutes)
        .route('/', slotRoutes)
        .route('/', trainerProfileRoutes)
        .route('/', trainerReviewRoutes)
        .route('/', trainerPreviewRoutes);
    },
    reviews: async (routes) => routes.route('/', (await import('./features/reviews/reviews.routes')).reviewRoutes),
    bookings: async (routes) => {
      const [{ bookingRequestRoutes }, { bookingRoutes }] = await Promise.all([
        import('./features/bookings/booking-requests.routes'),
        import('./features/bookings/bookings.routes'),
      ]);
      return routes.route('/', bookingRequestRoutes).route('/', bookingRoutes);
    },
    messages: async (routes) => routes.route('/', (await import('./features/messages/messages.routes')).messageRoutes),
    contact: async (routes) => routes.route('/', (await import('./features/contact/contact.routes')).contactRoutes),
    events: async (routes) => routes.route('/', (await import('./features/analytics/events.routes')).eventRoutes),
    newsletter: async (routes) =>
      routes.route('/', (await import('./features/newsletter/newsletter.routes')).newsletterRoutes),
    testimonials: async (routes) =>
      routes.route('/', (await import('./features/testimonials/testimonials.routes')).testimonialRoutes),
    blog: async (routes) => routes.route('/', (await import('./features/blog/blog.routes')).publicBlogRoutes),
    faqs: async (routes) => routes.route('/', (await import('./features/faqs/faqs.routes')).publicFaqRoutes),
    settings: async (routes) =>
      routes.route('/', (await import('./features/platform-settings/settings.routes')).publicSettingsRoutes),
    admin: async (routes) => {
      const [auth, admin, settings, blog, faqs, testimonials, moderation, messageModeration] = await Promise.all([
        import('./platform/auth/auth.middleware'),
        import('./features/admin/admin.routes'),
        import('./features/platform-settings/settings.routes'),
        import('./features/blog/blog.routes'),
        import('./features/faqs/faqs.routes'),
        import('./features/testimonials/testimonials.routes'),
        import('./features/review-moderation/review-moderation.routes'),
        import('./features/messages/message-moderation.routes'),
      ]);
      const adminApi = new Hono<AuthedEnv>()
        .use(auth.requireAdminRead)
        .route('/', admin.adminRoutes)
        .route('/settings', settings.adminSettingsRoutes)
        .route('/blog-posts', blog.adminBlogRoutes)
        .route('/faqs', faqs.adminFaqRoutes)
        .route('/testimonials', testimonials.adminTestimonialRoutes)
        .route('/flagged-reviews', moderation.reviewModerationRoutes)
        .route('/message-reports', messageModeration.messageReportRoutes);
      return routes.route('/', adminApi);
    },
  },
  // Every group's own set-up: its context for the log lines (route, user), the database its routes
  // use, then the body limit.
  [logRoute, setDb, bodyLimitOutsidePhotoUpload],
);

export const app = new Hono<AppEnv>()
  .basePath('/api')
  // The request id (X-Request-Id, every log line, the reference of a 5xx) and the summary log line.
  .use(requestLog)
  .use(nonPageSecurityHeaders)
  // One D1 session per request (replica reads, bookmark cookie), then the read-your-writes cookie.
  .use(d1Session)
  .use(readYourWrites)
  .use(async (c, next) => {
    await next();
    // Answers that set their own caching keep it.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  })
  .use(maintenanceGate)
  .all('*', routeGroups.handler);

/** Every API route, each group loaded (the API fuzz test reads them). */
export const loadApiRoutes = routeGroups.loadAll;

app.notFound(handleNotFound);
app.onError(handleError);
