import { describe, expect, it } from 'vitest';
import type { ApiSchema } from '#worker/api-type';
import { loadApiRoutes } from '#worker/app';

/** `METHOD /path` for every endpoint the type names (`$get` → GET). */
type TypedEndpoint = {
  [Path in keyof ApiSchema &
    string]: `${Uppercase<keyof ApiSchema[Path] & string extends `$${infer Method}` ? Method : never>} ${Path}`;
}[keyof ApiSchema & string];

/**
 * The endpoints, once: tsc checks this object has exactly the type's endpoints (a missing key or an
 * extra one fails `npm run typecheck`), and the test below that it has exactly the ones the app
 * serves. Together: the type cannot drift from worker/app.ts's mounts.
 */
const TYPED_ENDPOINTS: Record<TypedEndpoint, true> = {
  'GET /api/health': true,
  'POST /api/auth/sign-up': true,
  'POST /api/auth/sign-in': true,
  'POST /api/auth/refresh': true,
  'POST /api/auth/sign-out': true,
  'POST /api/auth/verify-email': true,
  'POST /api/auth/forgot-password': true,
  'POST /api/auth/reset-password/check': true,
  'POST /api/auth/reset-password': true,
  'GET /api/dev/mailbox': true,
  'GET /api/me/trainer/analytics': true,
  'GET /api/me/trainer/profile': true,
  'PUT /api/me/trainer/profile': true,
  'POST /api/me/trainer/services': true,
  'PUT /api/me/trainer/services/:serviceId': true,
  'DELETE /api/me/trainer/services/:serviceId': true,
  'PUT /api/me/trainer/photo': true,
  'GET /api/me/account': true,
  'PATCH /api/me/account/name': true,
  'PUT /api/me/account/notifications': true,
  'POST /api/me/account/password': true,
  'POST /api/me/account/email': true,
  'DELETE /api/me/account/sessions/:id': true,
  'POST /api/me/account/sessions/sign-out-others': true,
  'GET /api/me/account/export': true,
  'POST /api/me/account/delete': true,
  'GET /api/me': true,
  'POST /api/me/verify-email': true,
  'POST /api/me/trainer': true,
  'POST /api/notifications/unsubscribe': true,
  'POST /api/notifications/resubscribe': true,
  'GET /api/images/generated/:kind/:spec': true,
  'GET /api/images/:key': true,
  'GET /api/saved-trainers': true,
  'GET /api/saved-trainers/ids': true,
  'PUT /api/saved-trainers/:trainerId': true,
  'DELETE /api/saved-trainers/:trainerId': true,
  'GET /api/trainers': true,
  'GET /api/trainers/:slug': true,
  'GET /api/trainers/:slug/reviews': true,
  'GET /api/trainers/:slug/reviews/mine': true,
  'POST /api/trainers/:slug/reviews': true,
  'GET /api/trainers/:slug/preview': true,
  'PATCH /api/reviews/:reviewId': true,
  'DELETE /api/reviews/:reviewId': true,
  'POST /api/reviews/:reviewId/flags': true,
  'POST /api/messages/conversations': true,
  'GET /api/messages/conversations': true,
  'GET /api/messages/unread': true,
  'GET /api/messages/conversations/:conversationId': true,
  'GET /api/messages/conversations/:conversationId/messages': true,
  'POST /api/messages/conversations/:conversationId/messages': true,
  'POST /api/messages/conversations/:conversationId/read': true,
  'PUT /api/messages/conversations/:conversationId/block': true,
  'DELETE /api/messages/conversations/:conversationId/block': true,
  'POST /api/messages/:messageId/report': true,
  'POST /api/bookings': true,
  'GET /api/bookings': true,
  'POST /api/bookings/:bookingId/accept': true,
  'POST /api/bookings/:bookingId/decline': true,
  'POST /api/bookings/:bookingId/cancel': true,
  'POST /api/messages/live-ticket': true,
  'GET /api/messages/live': true,
  'POST /api/contact': true,
  'POST /api/events/profile-view': true,
  'POST /api/events/social-click': true,
  'POST /api/events/search': true,
  'POST /api/events/blog-view': true,
  'POST /api/newsletter': true,
  'GET /api/testimonials/featured': true,
  'GET /api/blog': true,
  'GET /api/blog/:slug': true,
  'GET /api/faqs': true,
  'GET /api/settings': true,
  'GET /api/admin/stats': true,
  'GET /api/admin/trainers': true,
  'POST /api/admin/trainers/status': true,
  'PATCH /api/admin/trainers/:id/verification': true,
  'GET /api/admin/trainers/:id/notes': true,
  'POST /api/admin/trainers/:id/notes': true,
  'GET /api/admin/users': true,
  'POST /api/admin/users/:id/ban': true,
  'DELETE /api/admin/users/:id/ban': true,
  'GET /api/admin/contact-submissions': true,
  'PATCH /api/admin/contact-submissions/:id': true,
  'GET /api/admin/audit': true,
  'GET /api/admin/settings': true,
  'PUT /api/admin/settings/maintenance_mode': true,
  'PUT /api/admin/settings/announcement': true,
  'GET /api/admin/blog-posts': true,
  'GET /api/admin/blog-posts/:id': true,
  'POST /api/admin/blog-posts': true,
  'PATCH /api/admin/blog-posts/:id': true,
  'DELETE /api/admin/blog-posts/:id': true,
  'GET /api/admin/faqs': true,
  'POST /api/admin/faqs': true,
  'PATCH /api/admin/faqs/:id': true,
  'DELETE /api/admin/faqs/:id': true,
  'POST /api/admin/faqs/:id/move': true,
  'GET /api/admin/testimonials': true,
  'POST /api/admin/testimonials': true,
  'PATCH /api/admin/testimonials/:id': true,
  'DELETE /api/admin/testimonials/:id': true,
  'GET /api/admin/flagged-reviews': true,
  'POST /api/admin/flagged-reviews/:reviewId/resolve': true,
  'GET /api/admin/message-reports': true,
  'POST /api/admin/message-reports/:reportId/remove': true,
  'POST /api/admin/message-reports/:reportId/dismiss': true,
};

describe('AppType (worker/api-type.ts)', () => {
  it('names exactly the endpoints the lazily loaded route groups serve', async () => {
    const routes = await loadApiRoutes();
    // `.use()` middleware is registered as method ALL; it is not an endpoint.
    const served = new Set(routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}`));
    expect([...served].sort()).toEqual(Object.keys(TYPED_ENDPOINTS).sort());
  }, 60_000);
});
