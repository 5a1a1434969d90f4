import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The constraints the spec relies on (its "code 23505" cases), the CHECKs, and the triggers that
 * keep full-text search and the listing's derived figures in sync. Storage is shared by the tests
 * in this file, so each test uses its own rows.
 */
const db = env.DB;

async function user(id: string, name = `User ${id}`) {
  await db.batch([
    db.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)').bind(id, `${id}@example.com`, 'x'),
    db.prepare('INSERT INTO profiles (id, full_name, email) VALUES (?, ?, ?)').bind(id, name, `${id}@example.com`),
  ]);
}

async function trainer(userId: string, slug: string, headline = 'Professional Trainer'): Promise<number> {
  const row = await db
    .prepare("INSERT INTO trainers (user_id, slug, headline, status) VALUES (?, ?, ?, 'approved') RETURNING id")
    .bind(userId, slug, headline)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

const run = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .bind(...params)
    .run();
const expectUnique = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(/UNIQUE constraint failed/);
const expectCheck = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(/CHECK constraint failed/);

beforeAll(async () => {
  await user('u1', 'Ana Gómez');
  await user('u2', 'Ben Okafor');
  await user('u3', 'Cleo Park');
});

describe('unique constraints', () => {
  it('one account per email', async () => {
    await expectUnique(
      run('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)', 'dup', 'u1@example.com', 'x'),
    );
  });

  it('one trainer profile per user and unique trainer slugs', async () => {
    await trainer('u1', 'ana-gomez');
    await expectUnique(trainer('u1', 'ana-gomez-2'));
    await expectUnique(trainer('u2', 'ana-gomez'));
  });

  it('one review per user per trainer', async () => {
    const t = await trainer('u2', 'ben-okafor');
    await run('INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 5, ?)', t, 'u3', 'Great');
    await expectUnique(
      run('INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, 4, ?)', t, 'u3', 'Again'),
    );
  });

  it('one saved row per user and trainer', async () => {
    const t = await trainer('u3', 'cleo-park');
    await run('INSERT INTO saved_trainers (user_id, trainer_id) VALUES (?, ?)', 'u1', t);
    await expectUnique(run('INSERT INTO saved_trainers (user_id, trainer_id) VALUES (?, ?)', 'u1', t));
  });

  it('one newsletter subscription per email', async () => {
    await run('INSERT INTO newsletter_subscriptions (email) VALUES (?)', 'news@example.com');
    await expectUnique(run('INSERT INTO newsletter_subscriptions (email) VALUES (?)', 'news@example.com'));
  });

  it('one active ban per user, but past bans do not block a new one', async () => {
    await run('INSERT INTO user_bans (user_id, reason) VALUES (?, ?)', 'u2', 'spam');
    await expectUnique(run('INSERT INTO user_bans (user_id, reason) VALUES (?, ?)', 'u2', 'again'));
    await run('UPDATE user_bans SET is_active = 0 WHERE user_id = ?', 'u2');
    await run('INSERT INTO user_bans (user_id, reason) VALUES (?, ?)', 'u2', 'banned again');
    const active = await db
      .prepare('SELECT count(*) AS n FROM user_bans WHERE user_id = ? AND is_active = 1')
      .bind('u2')
      .first<{ n: number }>();
    expect(active?.n).toBe(1);
  });

  it('unique blog slugs', async () => {
    const insert = () =>
      run("INSERT INTO blog_posts (title, slug, excerpt, content) VALUES ('T', 'same-slug', 'e', 'c')");
    await insert();
    await expectUnique(insert());
  });

  it('one open flag per user per review', async () => {
    const t = await db.prepare("SELECT id FROM trainers WHERE slug = 'ana-gomez'").first<{ id: number }>();
    const review = await db
      .prepare("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'u2', 3, 'Ok') RETURNING id")
      .bind(t?.id)
      .first<{ id: number }>();
    const flag = () =>
      run("INSERT INTO review_flags (review_id, flagged_by, reason) VALUES (?, 'u3', 'spam')", review?.id);
    await flag();
    await expectUnique(flag());
    await run("UPDATE review_flags SET status = 'resolved_approved' WHERE review_id = ?", review?.id);
    await flag();
  });
});

describe('check constraints and defaults', () => {
  it('rejects unknown statuses, ratings out of range and unknown categories', async () => {
    const t = await db.prepare("SELECT id FROM trainers WHERE slug = 'cleo-park'").first<{ id: number }>();
    await expectCheck(run("UPDATE trainers SET status = 'deleted' WHERE id = ?", t?.id));
    await expectCheck(
      run("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'u1', 6, 'x')", t?.id),
    );
    await expectCheck(
      run("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'u1', 4, '   ')", t?.id),
    );
    await expectCheck(run("INSERT INTO services (trainer_id, title, category) VALUES (?, 'x', 'cooking')", t?.id));
    await expectCheck(run("INSERT INTO services (trainer_id, title, price) VALUES (?, 'x', -1)", t?.id));
    await expectCheck(run("INSERT INTO testimonials (client_name, quote, rating) VALUES ('a', 'b', 0)"));
  });

  it('applies the SPEC defaults', async () => {
    await user('u4');
    const t = await db
      .prepare("INSERT INTO trainers (user_id, slug) VALUES ('u4', 'defaults') RETURNING status, headline, is_featured")
      .first<{ status: string; headline: string; is_featured: number }>();
    expect(t).toEqual({ status: 'pending', headline: 'Professional Trainer', is_featured: 0 });
    const s = await db
      .prepare(
        "INSERT INTO services (trainer_id, title) VALUES ((SELECT id FROM trainers WHERE slug = 'defaults'), 'Intro') RETURNING category, price, currency, duration_minutes",
      )
      .first();
    expect(s).toEqual({ category: 'health_wellness', price: 0, currency: 'USD', duration_minutes: 60 });
    const testimonial = await db
      .prepare("INSERT INTO testimonials (client_name, quote) VALUES ('A', 'B') RETURNING rating, is_featured")
      .first();
    expect(testimonial).toEqual({ rating: 5, is_featured: 0 });
    const faq = await db
      .prepare("INSERT INTO faqs (question, answer, category) VALUES ('Q', 'A', 'General') RETURNING is_published")
      .first();
    expect(faq).toEqual({ is_published: 1 });
    const post = await db
      .prepare(
        "INSERT INTO blog_posts (title, slug, excerpt, content) VALUES ('T', 't', 'e', 'c') RETURNING is_published, published_at",
      )
      .first();
    expect(post).toEqual({ is_published: 0, published_at: null });
  });
});

describe('full-text search stays in sync', () => {
  const search = async (query: string) => {
    const { results } = await db
      .prepare('SELECT rowid AS id FROM trainer_search WHERE trainer_search MATCH ? ORDER BY bm25(trainer_search)')
      .bind(query)
      .all<{ id: number }>();
    return results.map((r) => r.id);
  };

  it('indexes name, headline, description and service titles, folding case and accents', async () => {
    await user('s1', 'Zoë Álvarez');
    const id = await trainer('s1', 'zoe-alvarez', 'Vinyasa Yoga Teacher');
    await run("UPDATE trainers SET description = 'Breathwork and mobility' WHERE id = ?", id);
    await run("INSERT INTO services (trainer_id, title, price) VALUES (?, 'Sunrise Meditation Retreat', 120)", id);

    expect(await search('zoe')).toContain(id);
    expect(await search('ALVAREZ')).toContain(id);
    expect(await search('yog*')).toContain(id);
    expect(await search('breathwork')).toContain(id);
    expect(await search('retreat')).toContain(id);
  });

  it('follows edits and deletions of profiles, trainers and services', async () => {
    await user('s2', 'Quentin Brightwater');
    const id = await trainer('s2', 'quentin', 'Chess Coach');
    const service = await db
      .prepare("INSERT INTO services (trainer_id, title, price) VALUES (?, 'Endgame Clinic', 50) RETURNING id")
      .bind(id)
      .first<{ id: number }>();

    await run("UPDATE profiles SET full_name = 'Quentin Stormwater' WHERE id = 's2'");
    expect(await search('brightwater')).not.toContain(id);
    expect(await search('stormwater')).toContain(id);

    await run("UPDATE trainers SET headline = 'Go Teacher' WHERE id = ?", id);
    expect(await search('chess')).not.toContain(id);
    expect(await search('go')).toContain(id);

    await run("UPDATE services SET title = 'Opening Workshop' WHERE id = ?", service?.id);
    expect(await search('endgame')).not.toContain(id);
    expect(await search('workshop')).toContain(id);

    await run('DELETE FROM services WHERE id = ?', service?.id);
    expect(await search('workshop')).not.toContain(id);

    await run('DELETE FROM trainers WHERE id = ?', id);
    expect(await search('stormwater')).toEqual([]);
  });
});

describe('listing aggregates stay in sync', () => {
  const figures = (id: number) =>
    db
      .prepare('SELECT min_price, service_count, review_count, rating_avg FROM trainers WHERE id = ?')
      .bind(id)
      .first<{ min_price: number | null; service_count: number; review_count: number; rating_avg: number }>();

  it('tracks the lowest service price and the service count', async () => {
    await user('a1');
    const id = await trainer('a1', 'aggregates-price');
    expect(await figures(id)).toMatchObject({ min_price: null, service_count: 0 });
    await run("INSERT INTO services (trainer_id, title, price) VALUES (?, 'A', 80), (?, 'B', 35)", id, id);
    expect(await figures(id)).toMatchObject({ min_price: 35, service_count: 2 });
    await run("UPDATE services SET price = 90 WHERE trainer_id = ? AND title = 'B'", id);
    expect(await figures(id)).toMatchObject({ min_price: 80 });
    await run('DELETE FROM services WHERE trainer_id = ?', id);
    expect(await figures(id)).toMatchObject({ min_price: null, service_count: 0 });
  });

  it('tracks the review count and average rating through inserts, edits and deletes', async () => {
    await user('a2');
    await user('r1');
    await user('r2');
    const id = await trainer('a2', 'aggregates-rating');
    await run("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'r1', 5, 'A')", id);
    await run("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'r2', 4, 'B')", id);
    expect(await figures(id)).toMatchObject({ review_count: 2, rating_avg: 4.5 });
    await run("UPDATE reviews SET rating = 2 WHERE trainer_id = ? AND reviewer_id = 'r2'", id);
    expect(await figures(id)).toMatchObject({ review_count: 2, rating_avg: 3.5 });
    await run("DELETE FROM reviews WHERE trainer_id = ? AND reviewer_id = 'r1'", id);
    expect(await figures(id)).toMatchObject({ review_count: 1, rating_avg: 2 });
    await run('DELETE FROM reviews WHERE trainer_id = ?', id);
    expect(await figures(id)).toMatchObject({ review_count: 0, rating_avg: 0 });
  });
});

describe('slug history triggers', () => {
  const redirects = async (trainerId: number) =>
    (
      await db
        .prepare('SELECT slug FROM trainer_slug_redirects WHERE trainer_id = ? ORDER BY slug')
        .bind(trainerId)
        .all<{ slug: string }>()
    ).results.map((r) => r.slug);

  it('records the old slug on any rename, and a slug taken back is current again', async () => {
    await user('h1');
    const id = await trainer('h1', 'slug-one');
    await run("UPDATE trainers SET slug = 'slug-two' WHERE id = ?", id);
    await run("UPDATE trainers SET slug = 'slug-three' WHERE id = ?", id);
    expect(await redirects(id)).toEqual(['slug-one', 'slug-two']);
    await run("UPDATE trainers SET slug = 'slug-one' WHERE id = ?", id);
    expect(await redirects(id)).toEqual(['slug-three', 'slug-two']);
    // Other updates leave the history alone.
    await run("UPDATE trainers SET headline = 'New' WHERE id = ?", id);
    expect(await redirects(id)).toEqual(['slug-three', 'slug-two']);
  });

  it("refuses another trainer's old slug on insert and on rename, as a UNIQUE violation", async () => {
    await user('h2');
    await user('h3');
    const owner = await trainer('h2', 'kept-one');
    await run("UPDATE trainers SET slug = 'kept-two' WHERE id = ?", owner);
    await expectUnique(trainer('h3', 'kept-one'));
    const other = await trainer('h3', 'other-slug');
    await expectUnique(run("UPDATE trainers SET slug = 'kept-one' WHERE id = ?", other));
    expect(await redirects(other)).toEqual([]);
  });

  it('drops the history with the trainer', async () => {
    await user('h4');
    const id = await trainer('h4', 'gone-one');
    await run("UPDATE trainers SET slug = 'gone-two' WHERE id = ?", id);
    await run('DELETE FROM trainers WHERE id = ?', id);
    expect(await redirects(id)).toEqual([]);
  });
});
