import { withConstraintErrors } from '../../lib/db-errors';
import { textMatch } from '../../lib/text-match';
import {
  ADMIN_FAQ_LIMIT,
  type AdminFaq,
  type CreateFaqValues,
  type FaqListQuery,
  type FaqListResponse,
  type PublicFaq,
  type UpdateFaqValues,
} from '../../shared/api/content';
import { auditChanges, auditStatement, auditValue, INSERTED_ROW_ID } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';

const PUBLIC_COLUMNS = 'id, question, answer, category, order_index';
const ADMIN_COLUMNS = 'id, question, answer, category, is_published, order_index, created_at';
/** The next free position at the end of a category (bound to the category). */
const END_OF_CATEGORY = '(SELECT coalesce(max(order_index) + 1, 0) FROM faqs WHERE category = ?)';
const EXISTS = { sql: 'EXISTS (SELECT 1 FROM faqs WHERE id = ?)' };

type AdminFaqSql = Omit<AdminFaq, 'is_published'> & { is_published: number };
const toAdmin = (row: AdminFaqSql): AdminFaq => ({ ...row, is_published: Boolean(row.is_published) });

/** 'all' (any case) is the chip that means no category filter. */
function categoryFilter(category: string | undefined): string | null {
  return category && category.toLowerCase() !== 'all' ? category : null;
}

export function faqListCacheKey(query: FaqListQuery) {
  return { search: query.search || null, category: categoryFilter(query.category) };
}

/** Published FAQs by category then order_index (SPEC 7), and every published category, in one batch. */
export async function listPublishedFaqs(db: D1Database, query: FaqListQuery): Promise<FaqListResponse> {
  const where = ['is_published = 1'];
  const params: unknown[] = [];
  const category = categoryFilter(query.category);
  if (category) {
    where.push('category = ?');
    params.push(category);
  }
  if (query.search) {
    const match = textMatch(['question', 'answer'], query.search);
    where.push(match.sql);
    params.push(...match.params);
  }
  const [faqs, categories] = await db.batch([
    db
      .prepare(
        `SELECT ${PUBLIC_COLUMNS} FROM faqs WHERE ${where.join(' AND ')} ORDER BY category, order_index, id LIMIT ?`,
      )
      .bind(...params, ADMIN_FAQ_LIMIT),
    db.prepare('SELECT DISTINCT category FROM faqs WHERE is_published = 1 ORDER BY category'),
  ]);
  return {
    faqs: (faqs?.results ?? []) as PublicFaq[],
    categories: ((categories?.results ?? []) as { category: string }[]).map((row) => row.category),
  };
}

/** Every FAQ, published or not, in display order. */
export async function listAdminFaqs(db: D1Database, category?: string): Promise<AdminFaq[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ADMIN_COLUMNS} FROM faqs ${category === undefined ? '' : 'WHERE category = ?'}
       ORDER BY category, order_index, id LIMIT ?`,
    )
    .bind(...(category === undefined ? [] : [category]), ADMIN_FAQ_LIMIT)
    .all<AdminFaqSql>();
  return results.map(toAdmin);
}

async function findFaq(db: D1Database, id: number): Promise<AdminFaq | null> {
  const row = await db.prepare(`SELECT ${ADMIN_COLUMNS} FROM faqs WHERE id = ?`).bind(id).first<AdminFaqSql>();
  return row ? toAdmin(row) : null;
}

const auditView = (faq: Partial<AdminFaq>) =>
  Object.fromEntries(Object.entries(faq).map(([key, value]) => [key, auditValue(value)]));

/** A new FAQ goes to the end of its category. */
export async function createFaq(db: D1Database, actor: Actor, input: CreateFaqValues): Promise<AdminFaq> {
  const isPublished = input.is_published ?? true;
  const [inserted] = await withConstraintErrors(() =>
    db.batch([
      db
        .prepare(
          `INSERT INTO faqs (question, answer, category, is_published, order_index)
           VALUES (?, ?, ?, ?, ${END_OF_CATEGORY}) RETURNING ${ADMIN_COLUMNS}`,
        )
        .bind(input.question, input.answer, input.category, isPublished ? 1 : 0, input.category),
      auditStatement(db, actor, {
        action: 'faq.create',
        targetType: 'faq',
        targetId: INSERTED_ROW_ID,
        before: null,
        after: auditView({ question: input.question, category: input.category, is_published: isPublished }),
      }),
    ]),
  );
  return toAdmin(inserted?.results[0] as AdminFaqSql);
}

/** Applies the fields sent; a FAQ moved to another category goes to its end. Null when it does not exist. */
export async function updateFaq(
  db: D1Database,
  actor: Actor,
  id: number,
  input: UpdateFaqValues,
): Promise<AdminFaq | null> {
  const current = await findFaq(db, id);
  if (!current) return null;
  const changes = Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && value !== current[key as keyof AdminFaq]),
  ) as Partial<AdminFaq>;
  if (Object.keys(changes).length === 0) return current;
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (assignment: string, ...values: unknown[]) => {
    sets.push(assignment);
    params.push(...values);
  };
  if (changes.question !== undefined) set('question = ?', changes.question);
  if (changes.answer !== undefined) set('answer = ?', changes.answer);
  if (changes.is_published !== undefined) set('is_published = ?', changes.is_published ? 1 : 0);
  if (changes.category !== undefined) {
    set('category = ?', changes.category);
    set(`order_index = ${END_OF_CATEGORY}`, changes.category);
  }
  const [updated] = await withConstraintErrors(() =>
    db.batch([
      db.prepare(`UPDATE faqs SET ${sets.join(', ')} WHERE id = ? RETURNING ${ADMIN_COLUMNS}`).bind(...params, id),
      auditStatement(db, actor, {
        action: 'faq.update',
        targetType: 'faq',
        targetId: id,
        ...auditChanges(auditView(current), auditView(changes)),
        onlyIf: { ...EXISTS, params: [id] },
      }),
    ]),
  );
  const row = updated?.results[0] as AdminFaqSql | undefined;
  return row ? toAdmin(row) : null;
}

export async function deleteFaq(db: D1Database, actor: Actor, id: number): Promise<boolean> {
  const current = await findFaq(db, id);
  if (!current) return false;
  const [, deleted] = await db.batch([
    auditStatement(db, actor, {
      action: 'faq.delete',
      targetType: 'faq',
      targetId: id,
      before: auditView({ question: current.question, category: current.category }),
      after: null,
      onlyIf: { ...EXISTS, params: [id] },
    }),
    db.prepare('DELETE FROM faqs WHERE id = ? RETURNING id').bind(id),
  ]);
  return (deleted?.results.length ?? 0) > 0;
}

/**
 * Moves a FAQ one place up or down within its category: the category is renumbered 0..n-1 in its
 * current order with the two neighbours swapped, in one statement (so ties in order_index, e.g.
 * from imported data, cannot make a move a no-op). Null when the FAQ does not exist.
 */
export async function moveFaq(
  db: D1Database,
  actor: Actor,
  id: number,
  direction: 'up' | 'down',
): Promise<{ moved: boolean; faqs: AdminFaq[] } | null> {
  const current = await findFaq(db, id);
  if (!current) return null;
  const faqs = await listAdminFaqs(db, current.category);
  const from = faqs.findIndex((faq) => faq.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  const neighbour = faqs[to];
  if (from < 0 || !neighbour) return { moved: false, faqs };
  const order = faqs.map((faq) => faq.id);
  order[from] = neighbour.id;
  order[to] = id;
  const renumbered = order
    .map((faqId, position) => ({ faqId, position }))
    .filter(({ faqId, position }) => faqs.find((faq) => faq.id === faqId)?.order_index !== position);
  await db.batch([
    db
      .prepare(
        `UPDATE faqs SET order_index = CASE id ${renumbered.map(() => 'WHEN ? THEN ?').join(' ')} END
         WHERE id IN (${renumbered.map(() => '?').join(', ')})`,
      )
      .bind(...renumbered.flatMap(({ faqId, position }) => [faqId, position]), ...renumbered.map((r) => r.faqId)),
    auditStatement(db, actor, {
      action: 'faq.move',
      targetType: 'faq',
      targetId: id,
      before: { order_index: current.order_index },
      after: { order_index: to, direction },
      onlyIf: { ...EXISTS, params: [id] },
    }),
  ]);
  return { moved: true, faqs: await listAdminFaqs(db, current.category) };
}
