import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { FeaturedTestimonialsResponse } from '../../shared/api/testimonials';
import { callJson } from '../../test/http';

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
