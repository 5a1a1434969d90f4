import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { COUNTER_NAMES, type CounterName, countersQuery, toCounters } from './row-counts';

/**
 * The counters the triggers keep (migration 0014) equal a count of the rows after every kind of
 * write: inserts, deletes, status changes, bans, services coming and going, read flags both ways,
 * and foreign-key cascades from deleting an account.
 */
const db = env.DB;

const TRUE_COUNTS: Record<CounterName, string> = {
  profiles: 'SELECT count(*) AS n FROM profiles',
  trainers: 'SELECT count(*) AS n FROM trainers',
  'trainers:pending': "SELECT count(*) AS n FROM trainers WHERE status = 'pending'",
  'trainers:approved': "SELECT count(*) AS n FROM trainers WHERE status = 'approved'",
  'trainers:rejected': "SELECT count(*) AS n FROM trainers WHERE status = 'rejected'",
  'trainers:listed':
    "SELECT count(*) AS n FROM trainers WHERE status = 'approved' AND owner_banned = 0 AND service_count > 0",
  reviews: 'SELECT count(*) AS n FROM reviews',
  blog_posts: 'SELECT count(*) AS n FROM blog_posts',
  faqs: 'SELECT count(*) AS n FROM faqs',
  contact_submissions: 'SELECT count(*) AS n FROM contact_submissions',
  'contact_submissions:unread': 'SELECT count(*) AS n FROM contact_submissions WHERE read_at IS NULL',
};

async function expectExact(step: string) {
  const counters = toCounters(COUNTER_NAMES, await countersQuery(createDb(db), COUNTER_NAMES));
  const results = await db.batch(COUNTER_NAMES.map((name) => db.prepare(TRUE_COUNTS[name])));
  const actual = Object.fromEntries(
    COUNTER_NAMES.map((name, k) => [name, (results[k]?.results[0] as { n: number } | undefined)?.n ?? -1]),
  );
  expect(counters, step).toEqual(actual);
  return counters;
}

const run = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .bind(...params)
    .run();

async function user(id: string) {
  await db.batch([
    db.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)').bind(id, `${id}@example.com`, 'x'),
    db
      .prepare('INSERT INTO profiles (id, full_name, email) VALUES (?, ?, ?)')
      .bind(id, `User ${id}`, `${id}@example.com`),
  ]);
}

async function trainer(userId: string, status: 'pending' | 'approved' | 'rejected'): Promise<number> {
  const row = await db
    .prepare('INSERT INTO trainers (user_id, slug, status) VALUES (?, ?, ?) RETURNING id')
    .bind(userId, `rc-${userId}`, status)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

async function service(trainerId: number): Promise<number> {
  const row = await db
    .prepare("INSERT INTO services (trainer_id, title, price) VALUES (?, 'Session', 10) RETURNING id")
    .bind(trainerId)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

describe('row_counts', () => {
  it('starts from the rows the migration found', async () => {
    await expectExact('fresh database');
  });

  // Many small steps, each checked: more than the default 5 s when the machine is busy.
  it('stays exact through every kind of write', { timeout: 30_000 }, async () => {
    const start = await expectExact('start');
    for (const id of ['rc1', 'rc2', 'rc3', 'rc4', 'rc5']) await user(id);
    const a = await trainer('rc1', 'approved');
    const b = await trainer('rc2', 'pending');
    const c = await trainer('rc3', 'rejected');
    await expectExact('trainers inserted without services');

    // service_count 0 -> 1 lists the approved trainer; a second service changes nothing.
    const firstService = await service(a);
    const secondService = await service(a);
    const afterServices = await expectExact('services added');
    expect(afterServices['trainers:listed']).toBe(start['trainers:listed'] + 1);
    await run('DELETE FROM services WHERE id = ?', secondService);
    await expectExact('one of two services deleted');
    await run('DELETE FROM services WHERE id = ?', firstService);
    expect((await expectExact('last service deleted'))['trainers:listed']).toBe(start['trainers:listed']);
    await service(a);

    // Status changes, one by one and in bulk, into and out of listed.
    await service(b);
    await run("UPDATE trainers SET status = 'approved' WHERE id = ?", b);
    await expectExact('pending approved');
    await run("UPDATE trainers SET status = 'rejected' WHERE id IN (?, ?)", a, b);
    await expectExact('approved rejected in bulk');
    await run("UPDATE trainers SET status = 'pending' WHERE id = ?", c);
    await run("UPDATE trainers SET status = 'approved' WHERE id IN (?, ?, ?)", a, b, c);
    await expectExact('all approved (c without services)');
    await run("UPDATE trainers SET status = 'approved', headline = 'Same status' WHERE id = ?", a);
    await expectExact('status set to what it was');

    // A ban (the user_bans triggers set owner_banned) unlists; lifting it and deleting it list again.
    await run("INSERT INTO user_bans (user_id, reason) VALUES ('rc1', 'spam')");
    expect((await expectExact('owner banned'))['trainers:listed']).toBe(afterServices['trainers:listed']);
    await run("UPDATE user_bans SET is_active = 0 WHERE user_id = 'rc1'");
    await expectExact('ban lifted');
    await run("INSERT INTO user_bans (user_id, reason) VALUES ('rc1', 'again')");
    await run("DELETE FROM user_bans WHERE user_id = 'rc1'");
    await expectExact('ban deleted');
    // Banned and then rejected and approved while banned: listed only once all three allow it.
    await run("INSERT INTO user_bans (user_id, reason) VALUES ('rc2', 'spam')");
    await run("UPDATE trainers SET status = 'rejected' WHERE id = ?", b);
    await run("UPDATE trainers SET status = 'approved' WHERE id = ?", b);
    await expectExact('status changes while banned');
    await run("UPDATE user_bans SET is_active = 0 WHERE user_id = 'rc2'");
    await expectExact('unbanned');

    // Reviews, posts, FAQs, contact messages and their read flag both ways.
    await run("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'rc4', 5, 'Great')", a);
    await run("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'rc5', 4, 'Good')", a);
    await run("INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, 'rc4', 3, 'Fine')", b);
    await run(
      "INSERT INTO blog_posts (title, slug, excerpt, content) VALUES ('P', 'rc-post', 'e', 'c'), ('Q', 'rc-post-2', 'e', 'c')",
    );
    await run("INSERT INTO faqs (question, answer, category) VALUES ('Q?', 'A', 'General')");
    await run(
      "INSERT INTO contact_submissions (name, email, message) VALUES ('A', 'a@example.com', 'x'), ('B', 'b@example.com', 'y')",
    );
    await run(
      "INSERT INTO contact_submissions (name, email, message, read_at) VALUES ('C', 'c@example.com', 'z', '2026-01-01T00:00:00.000Z')",
    );
    await expectExact('content inserted');
    await run("UPDATE contact_submissions SET read_at = '2026-01-02T00:00:00.000Z' WHERE email = 'a@example.com'");
    await run("UPDATE contact_submissions SET read_at = '2026-01-03T00:00:00.000Z' WHERE email = 'a@example.com'");
    await expectExact('marked read, then read again');
    await run("UPDATE contact_submissions SET read_at = NULL WHERE email IN ('a@example.com', 'c@example.com')");
    await expectExact('marked unread');
    await run("DELETE FROM contact_submissions WHERE email IN ('b@example.com', 'c@example.com')");
    await run("DELETE FROM blog_posts WHERE slug = 'rc-post'");
    await run("DELETE FROM faqs WHERE question = 'Q?'");
    await run("DELETE FROM reviews WHERE title = 'Fine'");
    await expectExact('content deleted');

    // Deleting accounts cascades: users -> profiles -> trainers -> services, reviews (both sides).
    await run("DELETE FROM users WHERE id = 'rc1'");
    await expectExact('a listed trainer with reviews deleted with its account');
    await run("DELETE FROM users WHERE id = 'rc4'");
    await expectExact('a reviewer deleted with their account');
    await run("DELETE FROM users WHERE id IN ('rc2', 'rc3', 'rc5')");
    const end = await expectExact('the rest deleted');
    expect(end.profiles).toBe(start.profiles);
    expect(end.trainers).toBe(start.trainers);
    expect(end['trainers:listed']).toBe(start['trainers:listed']);
    expect(end.reviews).toBe(start.reviews);
  });

  it('answers exactly the counters asked for', async () => {
    const names = ['faqs', 'trainers:listed'] as const;
    const counters = toCounters(names, await countersQuery(createDb(db), names));
    expect(Object.keys(counters).sort()).toEqual(['faqs', 'trainers:listed']);
  });
});
