import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTrainer, createUser, type TestUser } from './fixtures';
import { callJson } from './http';

/**
 * Every text search takes any term up to its documented maximum (200 characters), whatever it is
 * made of: D1 refuses a LIKE pattern over 50 bytes, which once made a 49-byte term a 500 here.
 * Wildcard characters are plain characters.
 */
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ fullName: 'Sam Search', admin: true });
  const trainer = await createUser({ fullName: 'Wild 100%_sure\\ Card' });
  await createTrainer(trainer, { slug: 'wild-card', services: [{ title: 'S', price: 10 }] });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO faqs (question, answer, category, order_index) VALUES ('Is it 100%_sure\\ safe?', 'Yes', 'General', 1)",
    ),
    env.DB.prepare(
      "INSERT INTO faqs (question, answer, category, order_index) VALUES ('Is it 100x sure?', 'No', 'General', 2)",
    ),
    env.DB.prepare(
      `INSERT INTO blog_posts (title, slug, excerpt, content, is_published, published_at)
       VALUES ('A 100%_sure\\ plan', 'sure-plan', 'e', '<p>c</p>', 1, '2026-01-01T00:00:00.000Z'),
              ('A 100x sure plan', 'other-plan', 'e', '<p>c</p>', 1, '2026-01-02T00:00:00.000Z')`,
    ),
  ]);
});

/**
 * Path, who may search it, the names in an answer, and how the term is matched: a substring to
 * find as typed; words with FTS (the trainer listing: a term with no word in it, such as "%%%", is
 * no filter there); or the start of a name, word or email as typed (the admin searches).
 */
const SEARCHES: [string, string, (body: unknown) => string[], 'substring' | 'words' | 'prefix'][] = [
  [
    '/api/faqs',
    'public',
    (body) => (body as { faqs: { question: string }[] }).faqs.map((f) => f.question),
    'substring',
  ],
  ['/api/blog', 'public', (body) => (body as { posts: { title: string }[] }).posts.map((p) => p.title), 'substring'],
  [
    '/api/trainers',
    'public',
    (body) => (body as { trainers: { full_name: string }[] }).trainers.map((t) => t.full_name),
    'words',
  ],
  [
    '/api/admin/users',
    'admin',
    (body) => (body as { users: { full_name: string }[] }).users.map((u) => u.full_name),
    'prefix',
  ],
  [
    '/api/admin/trainers',
    'admin',
    (body) => (body as { trainers: { full_name: string }[] }).trainers.map((t) => t.full_name),
    'prefix',
  ],
];

function search(path: string, who: string, term: string) {
  return callJson(`${path}?search=${encodeURIComponent(term)}`, { headers: who === 'admin' ? admin.auth : {} });
}

const AT_THE_LIMIT: [string, string][] = [
  ['ASCII', 'a'.repeat(200)],
  ['all %', '%'.repeat(200)],
  ['all _', '_'.repeat(200)],
  ['all \\', '\\'.repeat(200)],
  ['two-byte é', 'é'.repeat(200)],
  ['four-byte emoji', '😀'.repeat(200)],
];

describe.each(SEARCHES)('GET %s?search= (%s)', (path, who, names, kind) => {
  it.each(AT_THE_LIMIT)('answers a 200-character %s term', async (_kind, term) => {
    const res = await search(path, who, term);
    expect(res.status).toBe(200);
    const found = names(await res.json());
    // Nothing holds 200 of these characters in a row.
    if (kind !== 'words') expect(found).toEqual([]);
  });

  it('refuses one character more with a 400 naming the search', async () => {
    const res = await search(path, who, 'é'.repeat(201));
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields?: Record<string, string> } };
    expect(error.code).toBe('validation_error');
    expect(error.fields?.search).toBeDefined();
  });

  if (kind === 'words') return;
  it('takes %, _ and \\ as themselves, not as wildcards', async () => {
    // A prefix search finds the name from its start.
    const term = kind === 'prefix' ? 'Wild 100%_sure\\' : '100%_sure\\';
    const found = names(await (await search(path, who, term)).json());
    expect(found.some((name) => name.includes('100%_sure\\'))).toBe(true);
    expect(found.some((name) => name.includes('100x'))).toBe(false);
  });
});
