import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminTestimonial,
  AdminTestimonialsResponse,
  FeaturedTestimonialsResponse,
  SavedTestimonialResponse,
} from '#shared/api/testimonials';
import { createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';

describe('GET /api/testimonials/featured', () => {
  it('returns the 6 newest featured testimonials', async () => {
    const insert = env.DB.prepare(
      'INSERT INTO testimonials (client_name, quote, rating, is_featured, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    await env.DB.batch([
      ...Array.from({ length: 8 }, (_, i) =>
        insert.bind(`Client ${i}`, `Quote ${i}`, 5, 1, `2026-0${i + 1}-01T00:00:00.000Z`),
      ),
      insert.bind('Regular', 'Not featured', 4, 0, '2026-12-01T00:00:00.000Z'),
    ]);
    const body = (await (await callJson('/api/testimonials/featured')).json()) as FeaturedTestimonialsResponse;
    expect(body.testimonials.map((t) => t.client_name)).toEqual([
      'Client 7',
      'Client 6',
      'Client 5',
      'Client 4',
      'Client 3',
      'Client 2',
    ]);
    expect(body.testimonials[0]).toEqual({
      id: expect.any(Number),
      client_name: 'Client 7',
      client_photo: null,
      quote: 'Quote 7',
      rating: 5,
    });
  });
});

describe('admin testimonials', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser({ admin: true });
  });
  const as = (path: string, init: { method?: string; json?: unknown } = {}) =>
    callJson(path, { ...init, headers: { origin: 'http://localhost', ...admin.auth } });
  async function create(input: Record<string, unknown>): Promise<AdminTestimonial> {
    const res = await as('/api/admin/testimonials', {
      method: 'POST',
      json: { client_name: 'Casey C.', quote: 'Great platform.', ...input },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as SavedTestimonialResponse).testimonial;
  }
  async function featured() {
    const res = await callJson('/api/testimonials/featured');
    return { body: (await res.json()) as FeaturedTestimonialsResponse, cache: res.headers.get('x-cache') };
  }

  it.each([
    [{ client_name: ' ' }, 'client_name', 'Please fill in all fields'],
    [{ quote: '' }, 'quote', 'Please fill in all fields'],
    [{ client_name: undefined }, 'client_name', 'Please fill in all fields'],
    [{ rating: 0 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    [{ rating: 6 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    [{ rating: 4.5 }, 'rating', 'Rating must be a whole number from 1 to 5'],
    [
      { client_photo: 'http://example.com/a.jpg' },
      'client_photo',
      'Client photo must be an https:// URL or an uploaded image',
    ],
    [
      { client_photo: 'javascript:alert(1)' },
      'client_photo',
      'Client photo must be an https:// URL or an uploaded image',
    ],
  ])('refuses %j', async (override, field, message) => {
    const res = await as('/api/admin/testimonials', {
      method: 'POST',
      json: { client_name: 'Casey C.', quote: 'Great platform.', ...override },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(error.message).toBe(message);
    expect(error.fields[field]).toBe(message);
  });

  it('creates with rating 5 and not featured by default, audited', async () => {
    const testimonial = await create({ client_photo: '/api/images/testimonials/casey.jpg' });
    expect(testimonial).toMatchObject({
      client_name: 'Casey C.',
      quote: 'Great platform.',
      rating: 5,
      is_featured: false,
      client_photo: '/api/images/testimonials/casey.jpg',
    });
    const audit = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE target_type = 'testimonial' AND target_id = ?",
    )
      .bind(String(testimonial.id))
      .first<{ action: string }>();
    expect(audit?.action).toBe('testimonial.create');
  });

  it('featuring, editing and deleting show on the cached home carousel at once', async () => {
    await featured();
    for (let i = 0; i < 40 && (await featured()).cache !== 'hit'; i++) await new Promise((r) => setTimeout(r, 25));
    expect((await featured()).cache).toBe('hit');

    const testimonial = await create({ client_name: 'Newest Client', rating: 4 });
    expect((await featured()).body.testimonials.map((t) => t.client_name)).not.toContain('Newest Client');
    const res = await as(`/api/admin/testimonials/${testimonial.id}`, { method: 'PATCH', json: { is_featured: true } });
    expect(((await res.json()) as SavedTestimonialResponse).testimonial.is_featured).toBe(true);
    passStalenessBound();
    const after = await featured();
    expect(after.cache).toBe('miss');
    expect(after.body.testimonials[0]).toMatchObject({ client_name: 'Newest Client', rating: 4 });

    await as(`/api/admin/testimonials/${testimonial.id}`, { method: 'PATCH', json: { quote: 'Edited quote' } });
    passStalenessBound();
    expect((await featured()).body.testimonials[0]?.quote).toBe('Edited quote');

    const deleted = await as(`/api/admin/testimonials/${testimonial.id}`, { method: 'DELETE' });
    expect(await deleted.json()).toEqual({ message: 'Testimonial deleted' });
    passStalenessBound();
    expect((await featured()).body.testimonials.map((t) => t.client_name)).not.toContain('Newest Client');
    expect((await as(`/api/admin/testimonials/${testimonial.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(
      (await as(`/api/admin/testimonials/${testimonial.id}`, { method: 'PATCH', json: { rating: 3 } })).status,
    ).toBe(404);
  });

  it('refuses blanking a required field and invalid ratings on update', async () => {
    const testimonial = await create({});
    for (const json of [{ quote: ' ' }, { rating: 9 }, { client_name: null }]) {
      const res = await as(`/api/admin/testimonials/${testimonial.id}`, { method: 'PATCH', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
  });

  it('lists every testimonial newest first, paged', async () => {
    const body = (await (await as('/api/admin/testimonials')).json()) as AdminTestimonialsResponse;
    expect(body.total).toBeGreaterThan(3);
    expect(body.page_size).toBe(20);
    const created = body.testimonials.map((t) => t.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });
});
