import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTrainer, createUser, freshIp, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';

let reviewed = 0;
const slugs: string[] = [];

beforeAll(async () => {
  for (let i = 0; i < 8; i++) {
    slugs.push(`hygiene-${i}`);
    await createTrainer(await createUser(), { slug: `hygiene-${i}`, services: [{ title: 'Session', price: 10 }] });
  }
});

/** Each accepted review needs a trainer the reviewer has not reviewed yet. */
function nextSlug(): string {
  const slug = slugs[reviewed % slugs.length] ?? 'hygiene-0';
  reviewed += 1;
  return slug;
}

async function review(user: TestUser, json: unknown, slug = 'hygiene-0') {
  const res = await callJson(`/api/trainers/${slug}/reviews`, {
    method: 'POST',
    json,
    headers: { 'cf-connecting-ip': freshIp(), ...user.auth },
  });
  return { status: res.status, body: (await res.json()) as { error?: { fields?: Record<string, string> } } };
}

const reviewCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM reviews').first<{ n: number }>())?.n ?? 0;

describe('review text hygiene (the NUL title that answered 500)', () => {
  it.each([
    ['a lone NUL', '\u0000'],
    ['a leading NUL', '\u0000Great coach'],
    ['an inner NUL', 'Great\u0000coach'],
    ['a C1 control', 'Great\u0085coach'],
    ['DEL', 'Great\u007fcoach'],
    ['a newline in a one-line field', 'Great\ncoach'],
    ['a tab in a one-line field', 'Great\tcoach'],
  ])('refuses %s in the title with a 400 naming it, writing nothing', async (_name, title) => {
    const user = await createUser();
    const before = await reviewCount();
    const res = await review(user, { rating: 4, title });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.title).toBeTruthy();
    expect(await reviewCount()).toBe(before);
  });

  it('refuses control characters in the comment but keeps newlines and tabs there', async () => {
    const user = await createUser();
    const bad = await review(user, { rating: 4, title: 'Fine', comment: 'ok\u0000' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error?.fields ?? {})).toEqual(['comment']);
    const good = await review(user, { rating: 4, title: 'Fine', comment: 'Line one\r\n\tLine two' }, nextSlug());
    expect(good.status).toBe(201);
    const row = await env.DB.prepare('SELECT comment FROM reviews WHERE reviewer_id = ?')
      .bind(user.id)
      .first<{ comment: string }>();
    expect(row?.comment).toBe('Line one\n\tLine two');
  });

  it('stores NFC text and counts what the user sees, as the database CHECK does', async () => {
    const user = await createUser();
    const decomposed = await review(user, { rating: 5, title: 'Cafe\u0301 coach' }, nextSlug());
    expect(decomposed.status).toBe(201);
    const row = await env.DB.prepare('SELECT title FROM reviews WHERE reviewer_id = ?')
      .bind(user.id)
      .first<{ title: string }>();
    expect(row?.title).toBe('Caf\u00e9 coach');

    // 100 emoji are 200 UTF-16 units but 100 characters: allowed, and SQLite's CHECK agrees.
    const emoji = await review(await createUser(), { rating: 5, title: '😀'.repeat(100) }, nextSlug());
    expect(emoji.status).toBe(201);
    const tooMany = await review(await createUser(), { rating: 5, title: '😀'.repeat(101) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.fields?.title).toBe('Title must be at most 100 characters');
  });
});
