import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createDb } from '#worker/db/client';
import { createReview } from '#worker/features/reviews/reviews.repository';
import { createTrainer, createUser } from '#worker/test/fixtures';
import { constraintApiError, parseConstraintViolation, withConstraintErrors } from './db-errors';
import { handleError } from './error-handler';
import { ApiError } from './errors';

/** The error D1 really throws for a statement, so the parser is tested on real text. */
async function d1Error(sql: string, ...binds: unknown[]): Promise<unknown> {
  try {
    await env.DB.prepare(sql)
      .bind(...binds)
      .run();
  } catch (err) {
    return err;
  }
  throw new Error(`expected ${sql} to fail`);
}

describe('D1 constraint violations', () => {
  it('reads each kind from the real D1 error text', async () => {
    const user = await createUser();
    const trainerId = await createTrainer(user, { slug: 'constraint-coach' });
    expect(
      parseConstraintViolation(await d1Error('INSERT INTO trainers (user_id, slug) VALUES (?, ?)', user.id, 'x')),
    ).toEqual({ kind: 'unique', columns: ['user_id'] });
    expect(
      parseConstraintViolation(
        await d1Error(
          'INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 4, ?)',
          trainerId,
          user.id,
          '\u0000x',
        ),
      ),
    ).toEqual({ kind: 'check', constraint: 'reviews_title_check' });
    expect(
      parseConstraintViolation(
        await d1Error('INSERT INTO reviews (trainer_id, reviewer_id, rating) VALUES (?, ?, 4)', trainerId, user.id),
      ),
    ).toEqual({ kind: 'not_null', column: 'title' });
    expect(
      parseConstraintViolation(
        await d1Error(
          "INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (999999, ?, 4, 'x')",
          user.id,
        ),
      ),
    ).toEqual({ kind: 'foreign_key' });
    expect(parseConstraintViolation(new Error('D1_ERROR: no such table: nope'))).toBeNull();
  });

  it('maps them to 4xx answers naming the field, never SQL', async () => {
    const check = constraintApiError(
      new Error('D1_ERROR: CHECK constraint failed: reviews_title_check: SQLITE_CONSTRAINT'),
    );
    expect(check).toMatchObject({
      status: 400,
      code: 'validation_error',
      fields: { title: 'Invalid value for title' },
    });
    expect(constraintApiError(new Error('UNIQUE constraint failed: x.y'))).toMatchObject({ status: 409 });
    expect(constraintApiError(new Error('FOREIGN KEY constraint failed'))).toMatchObject({ status: 409 });
    expect(constraintApiError(new Error('NOT NULL constraint failed: reviews.title'))).toMatchObject({
      status: 400,
      fields: { title: 'title is required' },
    });
    expect(
      constraintApiError(new Error('CHECK constraint failed: services_duration_check'), {
        checkFields: { services_duration_check: 'duration_minutes' },
      })?.fields,
    ).toEqual({ duration_minutes: 'Invalid value for duration_minutes' });
  });

  it('lets a repository answer a duplicate with a value, and passes other errors through', async () => {
    const unique = () => Promise.reject(new Error('UNIQUE constraint failed: reviews.trainer_id'));
    expect(await withConstraintErrors(unique, { onUnique: () => 'duplicate' })).toBe('duplicate');
    await expect(withConstraintErrors(unique)).rejects.toBeInstanceOf(ApiError);
    const other = new Error('network down');
    await expect(withConstraintErrors(() => Promise.reject(other))).rejects.toBe(other);
  });

  it('a repository write that breaks a CHECK answers 400, not 500', async () => {
    const trainer = await createUser();
    await createTrainer(trainer, { slug: 'check-coach' });
    const reviewer = await createUser();
    // Bypasses the API's validation on purpose: the repository alone must still refuse cleanly.
    await expect(
      createReview(createDb(env.DB), reviewer.id, 'check-coach', { rating: 9, title: 'x', comment: null }),
    ).rejects.toMatchObject({ status: 400, fields: { rating: 'Invalid value for rating' } });
  });

  it('the global handler answers a violation no repository translated with its 4xx, without SQL', async () => {
    const app = new Hono()
      .get('/boom', () => {
        throw new Error('D1_ERROR: CHECK constraint failed: services_price_check: SQLITE_CONSTRAINT');
      })
      .onError(handleError);
    const res = await app.request('/boom');
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'validation_error',
        message: 'Invalid value for price',
        fields: { price: 'Invalid value for price' },
      },
    });
    expect(text).not.toContain('SQLITE');
  });
});
