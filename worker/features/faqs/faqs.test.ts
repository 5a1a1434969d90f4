import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminFaq,
  AdminFaqsResponse,
  CreateFaqInput,
  FaqListResponse,
  MovedFaqResponse,
  SavedFaqResponse,
} from '#shared/api/faqs';
import { createUser, type TestUser } from '#worker/test/fixtures';
import { callJson } from '#worker/test/http';
import { passStalenessBound } from '#worker/test/staleness';

let admin: TestUser;

function as(user: TestUser | null, path: string, init: { method?: string; json?: unknown } = {}) {
  return callJson(path, { ...init, headers: { origin: 'http://localhost', ...(user ? user.auth : {}) } });
}
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

async function create(input: Partial<CreateFaqInput> = {}): Promise<AdminFaq> {
  const res = await as(admin, '/api/admin/faqs', {
    method: 'POST',
    json: { question: 'Q?', answer: 'A.', category: 'General', ...input },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as SavedFaqResponse).faq;
}
async function patched(id: number, json: unknown): Promise<AdminFaq> {
  const res = await as(admin, `/api/admin/faqs/${id}`, { method: 'PATCH', json });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as SavedFaqResponse).faq;
}
async function move(id: number, direction: string) {
  const res = await as(admin, `/api/admin/faqs/${id}/move`, { method: 'POST', json: { direction } });
  return { status: res.status, body: (await res.json()) as MovedFaqResponse };
}
async function publicFaqs(query = '') {
  const res = await callJson(`/api/faqs${query}`);
  expect(res.status).toBe(200);
  return { body: (await res.json()) as FaqListResponse, cache: res.headers.get('x-cache') };
}
const questionsIn = async (category: string) =>
  ((await (await as(admin, '/api/admin/faqs')).json()) as AdminFaqsResponse).faqs
    .filter((faq) => faq.category === category)
    .map((faq) => faq.question);

beforeAll(async () => {
  admin = await createUser({ admin: true });
});

describe('admin FAQs', () => {
  it.each([
    [{ question: ' ' }, 'question'],
    [{ answer: '' }, 'answer'],
    [{ category: undefined }, 'category'],
  ])("refuses %j with 'Please fill in all fields'", async (override, field) => {
    const res = await as(admin, '/api/admin/faqs', {
      method: 'POST',
      json: { question: 'Q?', answer: 'A.', category: 'General', ...override },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.message).toBe('Please fill in all fields');
    expect(error.fields?.[field]).toBe('Please fill in all fields');
  });

  it('refuses overlong text and a non-boolean status', async () => {
    for (const override of [{ question: 'q'.repeat(301) }, { answer: 'a'.repeat(5001) }, { is_published: 1 }]) {
      const res = await as(admin, '/api/admin/faqs', {
        method: 'POST',
        json: { question: 'Q?', answer: 'A.', category: 'General', ...override },
      });
      expect(res.status).toBe(400);
    }
  });

  it('creates published FAQs at the end of their category, with an audit entry', async () => {
    const first = await create({ question: 'Order one?', category: 'Ordering' });
    const second = await create({ question: 'Order two?', category: 'Ordering', answer: 'Multi\r\nline' });
    expect(first).toMatchObject({ is_published: true, order_index: 0, category: 'Ordering' });
    expect(second).toMatchObject({ order_index: 1, answer: 'Multi\nline' });
    expect((await create({ question: 'Elsewhere?', category: 'Other' })).order_index).toBe(0);
    const audit = await env.DB.prepare("SELECT action FROM audit_log WHERE target_type = 'faq' AND target_id = ?")
      .bind(String(first.id))
      .all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(['faq.create']);
  });

  it('moves FAQs up and down within their category, and says when one is already at the edge', async () => {
    const a = await create({ question: 'Move A?', category: 'Moves' });
    const b = await create({ question: 'Move B?', category: 'Moves' });
    const c = await create({ question: 'Move C?', category: 'Moves' });
    const down = await move(a.id, 'down');
    expect(down.status).toBe(200);
    expect(down.body.moved).toBe(true);
    expect(down.body.faqs.map((faq) => faq.question)).toEqual(['Move B?', 'Move A?', 'Move C?']);
    expect(down.body.faqs.map((faq) => faq.order_index)).toEqual([0, 1, 2]);
    expect((await move(c.id, 'up')).body.faqs.map((faq) => faq.question)).toEqual(['Move B?', 'Move C?', 'Move A?']);
    const edge = await move(b.id, 'up');
    expect(edge.body.moved).toBe(false);
    expect(edge.body.faqs.map((faq) => faq.question)).toEqual(['Move B?', 'Move C?', 'Move A?']);
    expect((await move(a.id, 'down')).body.moved).toBe(false);
    expect((await move(a.id, 'sideways')).status).toBe(400);
    expect((await move(999_999, 'up')).status).toBe(404);
    const moves = await env.DB.prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'faq.move'").first<{
      n: number;
    }>();
    expect(moves?.n).toBe(2);
  });

  it('still moves FAQs whose order_index values tie', async () => {
    const insert = env.DB.prepare(
      "INSERT INTO faqs (question, answer, category, order_index) VALUES (?, 'a', 'Ties', 5)",
    );
    await env.DB.batch([insert.bind('Tie 1?'), insert.bind('Tie 2?')]);
    const tie2 = await env.DB.prepare("SELECT id FROM faqs WHERE question = 'Tie 2?'").first<{ id: number }>();
    const moved = await move(tie2?.id ?? 0, 'up');
    expect(moved.body.faqs.map((faq) => [faq.question, faq.order_index])).toEqual([
      ['Tie 2?', 0],
      ['Tie 1?', 1],
    ]);
  });

  it('updates the fields sent; a new category puts the FAQ at its end', async () => {
    const faq = await create({ question: 'Movable?', category: 'From' });
    await create({ question: 'Already there?', category: 'To' });
    const updated = await patched(faq.id, { category: 'To', is_published: false });
    expect(updated).toMatchObject({ category: 'To', order_index: 1, is_published: false, question: 'Movable?' });
    expect(await questionsIn('To')).toEqual(['Already there?', 'Movable?']);
    const res = await as(admin, `/api/admin/faqs/${faq.id}`, { method: 'PATCH', json: { answer: '  ' } });
    expect((await errorOf(res)).message).toBe('Please fill in all fields');
  });

  it('deletes; unknown ids are 404', async () => {
    const faq = await create({ question: 'Gone soon?' });
    const res = await as(admin, `/api/admin/faqs/${faq.id}`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ message: 'FAQ deleted' });
    expect((await as(admin, `/api/admin/faqs/${faq.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await as(admin, `/api/admin/faqs/${faq.id}`, { method: 'PATCH', json: { question: 'x' } })).status).toBe(
      404,
    );
  });
});

describe('public FAQs', () => {
  beforeAll(async () => {
    await env.DB.prepare('DELETE FROM faqs').run();
    const insert = env.DB.prepare(
      'INSERT INTO faqs (question, answer, category, is_published, order_index) VALUES (?, ?, ?, ?, ?)',
    );
    await env.DB.batch([
      insert.bind('How do I pay?', 'By card.', 'Payments', 1, 1),
      insert.bind('Is there a refund?', 'Within 14 days.', 'Payments', 1, 0),
      insert.bind('What is this?', 'A marketplace for trainers.', 'General', 1, 0),
      insert.bind('Hidden draft?', 'Not public, trainers.', 'General', 0, 1),
      insert.bind('Only drafts here?', 'Yes.', 'Drafts', 0, 0),
    ]);
  });

  it('lists published FAQs by category then order, with the published categories', async () => {
    const { body } = await publicFaqs();
    expect(body.faqs.map((faq) => faq.question)).toEqual(['What is this?', 'Is there a refund?', 'How do I pay?']);
    expect(body.categories).toEqual(['General', 'Payments']);
    expect(body.faqs[0]).toEqual({
      id: expect.any(Number),
      question: 'What is this?',
      answer: 'A marketplace for trainers.',
      category: 'General',
      order_index: 0,
    });
  });

  it('searches question and answer and filters by category', async () => {
    expect((await publicFaqs('?search=REFUND')).body.faqs.map((f) => f.question)).toEqual(['Is there a refund?']);
    expect((await publicFaqs('?search=trainers')).body.faqs.map((f) => f.question)).toEqual(['What is this?']);
    expect((await publicFaqs('?category=Payments')).body.faqs).toHaveLength(2);
    expect((await publicFaqs('?category=all')).body.faqs).toHaveLength(3);
    expect((await publicFaqs('?search=nothing-matches')).body.faqs).toEqual([]);
  });

  it('is cached, and an admin change shows on the next request', async () => {
    await publicFaqs('?category=General');
    let cache = '';
    for (let i = 0; i < 40 && cache !== 'hit'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      cache = (await publicFaqs('?category=General')).cache ?? '';
    }
    expect(cache).toBe('hit');
    await create({ question: 'Brand new?', category: 'General' });
    passStalenessBound();
    const after = await publicFaqs('?category=General');
    expect(after.cache).toBe('miss');
    expect(after.body.faqs.map((f) => f.question)).toContain('Brand new?');
  });
});
