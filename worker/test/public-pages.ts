import { env } from 'cloudflare:workers';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '#shared/initial-data';
import { createTrainer, createUser, type TestUser } from './fixtures';
import { callWorker } from './http';
import { type HtmlHead, readHtmlHead } from './read-html-head';

/** APP_ORIGIN in wrangler.toml [vars]: canonical URLs use it whatever host the request came to. */
export const ORIGIN = 'http://localhost:8787';

export const HOSTILE_NAME = '</script><script>alert(1)</script>';
export const HOSTILE_HEADLINE = '"><img src=x onerror=alert(1)>';
export const HOSTILE_TEXT = `Line\u2028separator & <!-- comment --> ${HOSTILE_NAME}`;

export async function sql(query: string, ...params: unknown[]) {
  await env.DB.prepare(query)
    .bind(...params)
    .run();
}

/** A page through the worker, with its head read. */
export async function page(path: string, init?: RequestInit) {
  const res = await callWorker(path, init);
  const html = await res.text();
  return { res, html, head: await readHtmlHead(html) };
}

/** The API answer the page embeds, or null. */
export function initialData(head: HtmlHead): InitialData | null {
  const script = head.scripts.find((s) => s.id === INITIAL_DATA_ELEMENT_ID);
  return script ? (JSON.parse(script.text) as InitialData) : null;
}

/**
 * The public pages the page-serving and SEO tests read, with hostile text wherever a user can type
 * (names, headlines, posts, FAQs): an approved trainer with a photo and two reviews, a pending and a
 * rejected one, a published post and a draft, one FAQ.
 */
export async function seedPublicPages(): Promise<{ ana: TestUser; anaId: number; pendingId: number }> {
  const ana = await createUser({ fullName: HOSTILE_NAME });
  const anaId = await createTrainer(ana, {
    slug: 'ana-hostile',
    services: [
      { title: 'Intro session', price: 40 },
      { title: 'Full plan </script>', price: 120, category: 'creative_arts' },
    ],
  });
  await sql(
    "UPDATE trainers SET headline = ?, description = ?, updated_at = '2026-02-03T04:05:06.000Z' WHERE id = ?",
    HOSTILE_HEADLINE,
    HOSTILE_TEXT,
    anaId,
  );
  await sql("UPDATE profiles SET profile_image = '/api/images/abc123.jpg' WHERE id = ?", ana.id);
  for (const rating of [5, 4]) {
    const reviewer = await createUser();
    await sql(
      'INSERT INTO reviews (trainer_id, reviewer_id, rating, title) VALUES (?, ?, ?, ?)',
      anaId,
      reviewer.id,
      rating,
      'Good',
    );
  }
  const pendingId = await createTrainer(await createUser({ fullName: 'Pending Pat' }), {
    slug: 'pending-pat',
    status: 'pending',
    services: [{ title: 'S', price: 10 }],
  });
  await createTrainer(await createUser({ fullName: 'Rejected Rae' }), {
    slug: 'rejected-rae',
    status: 'rejected',
    services: [{ title: 'S', price: 10 }],
  });

  await sql(
    `INSERT INTO blog_posts (title, slug, excerpt, content, category, tags, is_published, published_at)
     VALUES (?, 'hostile-post', ?, '<p>Body</p>', 'Tips', '["a","b"]', 1, '2026-01-05T00:00:00.000Z')`,
    HOSTILE_NAME,
    HOSTILE_HEADLINE,
  );
  await sql(
    `INSERT INTO blog_posts (title, slug, excerpt, content, is_published) VALUES ('Draft', 'draft-post', 'e', '<p>c</p>', 0)`,
  );
  await sql(
    "INSERT INTO faqs (question, answer, category, order_index) VALUES ('How do I book?', 'Use the contact links </script>', 'General', 1)",
  );
  return { ana, anaId, pendingId };
}
