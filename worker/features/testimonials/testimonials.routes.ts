import { Hono } from 'hono';
import { adminPageQuerySchema } from '#shared/api/admin-content';
import type { MessageResponse } from '#shared/api/auth';
import { CONTENT_MESSAGES } from '#shared/api/content-messages';
import {
  type AdminTestimonialsResponse,
  createTestimonialSchema,
  type FeaturedTestimonialsResponse,
  type SavedTestimonialResponse,
  updateTestimonialSchema,
} from '#shared/api/testimonials';
import type { AppEnv, AuthedEnv } from '#worker/app-env';
import { cachedJson } from '#worker/lib/cached-json';
import { ApiError } from '#worker/lib/errors';
import { idParam } from '#worker/lib/params';
import { validate } from '#worker/lib/validate';
import { readThrough } from '#worker/platform/cache/read-through';
import {
  createTestimonial,
  deleteTestimonial,
  listAdminTestimonials,
  listFeaturedTestimonials,
  updateTestimonial,
} from './testimonials.repository';

const testimonialNotFound = () => new ApiError(404, 'not_found', CONTENT_MESSAGES.testimonialNotFound);

/** GET /api/testimonials/featured — the home carousel, through the versioned content cache. */
export const testimonialRoutes = new Hono<AppEnv>().get('/featured', async (c) => {
  const result = await readThrough<FeaturedTestimonialsResponse>(
    c.env,
    c.executionCtx,
    'testimonials-featured',
    {},
    async (db) => ({ testimonials: await listFeaturedTestimonials(db) }),
    () => true,
    'content',
  );
  return cachedJson(c, result);
});

/** /api/admin/testimonials — mounted behind requireAdmin; every change is audited in its batch. */
export const adminTestimonialRoutes = new Hono<AuthedEnv>()
  .get('/', validate('query', adminPageQuerySchema), async (c) =>
    c.json<AdminTestimonialsResponse>(await listAdminTestimonials(c.get('db'), c.req.valid('query').page)),
  )
  .post('/', validate('json', createTestimonialSchema), async (c) => {
    const testimonial = await createTestimonial(c.get('db'), c.get('actor'), c.req.valid('json'));
    return c.json<SavedTestimonialResponse>({ testimonial, message: CONTENT_MESSAGES.testimonialCreated }, 201);
  })
  .patch('/:id', validate('param', idParam), validate('json', updateTestimonialSchema), async (c) => {
    const testimonial = await updateTestimonial(
      c.get('db'),
      c.get('actor'),
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    if (!testimonial) throw testimonialNotFound();
    return c.json<SavedTestimonialResponse>({ testimonial, message: CONTENT_MESSAGES.testimonialUpdated });
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    if (!(await deleteTestimonial(c.get('db'), c.get('actor'), c.req.valid('param').id))) throw testimonialNotFound();
    return c.json<MessageResponse>({ message: CONTENT_MESSAGES.testimonialDeleted });
  });
