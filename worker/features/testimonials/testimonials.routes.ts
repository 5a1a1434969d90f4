import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { testimonials } from '../../db/schema';
import { FEATURED_TESTIMONIALS_LIMIT, type FeaturedTestimonialsResponse } from '../../shared/api/testimonials';

export const testimonialRoutes = new Hono<AppEnv>().get('/featured', async (c) => {
  const rows = await c
    .get('db')
    .select({
      id: testimonials.id,
      client_name: testimonials.clientName,
      client_photo: testimonials.clientPhoto,
      quote: testimonials.quote,
      rating: testimonials.rating,
    })
    .from(testimonials)
    .where(eq(testimonials.isFeatured, true))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(FEATURED_TESTIMONIALS_LIMIT);
  return c.json<FeaturedTestimonialsResponse>({ testimonials: rows });
});
