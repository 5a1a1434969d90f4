import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import {
  ADMIN_FAQ_LIMIT,
  type AdminFaq,
  type CreateFaqValues,
  type FaqListQuery,
  type FaqListResponse,
  type UpdateFaqValues,
} from '#shared/api/faqs';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { faqs } from '#worker/db/schema';
import { containsText } from '#worker/db/text-match';
import { withConstraintErrors } from '#worker/lib/db-errors';
import { auditChanges, auditEntry, auditValue, INSERTED_ROW_ID } from '#worker/platform/audit/audit-entry.repository';

const publicColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  category: faqs.category,
  order_index: faqs.orderIndex,
};
const adminColumns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  category: faqs.category,
  is_published: faqs.isPublished,
  order_index: faqs.orderIndex,
  created_at: faqs.createdAt,
};
/** Display order: by category, then position, ties by id. */
const displayOrder = [faqs.category, faqs.orderIndex, faqs.id];

/** The next free position at the end of a category, as a subquery the write evaluates (no coalesce in the builder). */
const endOfCategory = (db: Database, category: string) =>
  sql<number>`${db
    .select({ next: sql`coalesce(max(${faqs.orderIndex}) + 1, 0)` })
    .from(faqs)
    .where(eq(faqs.category, category))}`;

/** The audit entry is written only while the FAQ still exists (a concurrent delete makes it moot). */
const faqStillExists = (db: Database, id: number) =>
  exists(db.select({ id: faqs.id }).from(faqs).where(eq(faqs.id, id)));

/** 'all' (any case) is the chip that means no category filter. */
function categoryFilter(category: string | undefined): string | null {
  return category && category.toLowerCase() !== 'all' ? category : null;
}

export function faqListCacheKey(query: FaqListQuery) {
  return { search: query.search || null, category: categoryFilter(query.category) };
}

/** Published FAQs by category then order_index (SPEC 7), and every published category, in one batch. */
export async function listPublishedFaqs(db: Database, query: FaqListQuery): Promise<FaqListResponse> {
  const category = categoryFilter(query.category);
  const [rows, categories] = await db.batch([
    db
      .select(publicColumns)
      .from(faqs)
      .where(
        and(
          eq(faqs.isPublished, true),
          category ? eq(faqs.category, category) : undefined,
          query.search ? containsText([faqs.question, faqs.answer], query.search) : undefined,
        ),
      )
      .orderBy(...displayOrder)
      .limit(ADMIN_FAQ_LIMIT),
    db.selectDistinct({ category: faqs.category }).from(faqs).where(eq(faqs.isPublished, true)).orderBy(faqs.category),
  ]);
  return { faqs: rows, categories: categories.map((row) => row.category) };
}

/** Every FAQ, published or not, in display order. */
export async function listAdminFaqs(db: Database, category?: string): Promise<AdminFaq[]> {
  return db
    .select(adminColumns)
    .from(faqs)
    .where(category === undefined ? undefined : eq(faqs.category, category))
    .orderBy(...displayOrder)
    .limit(ADMIN_FAQ_LIMIT);
}

async function findFaq(db: Database, id: number): Promise<AdminFaq | null> {
  return (await db.select(adminColumns).from(faqs).where(eq(faqs.id, id)).get()) ?? null;
}

const auditView = (faq: Partial<AdminFaq>) =>
  Object.fromEntries(Object.entries(faq).map(([key, value]) => [key, auditValue(value)]));

/** A new FAQ goes to the end of its category. */
export async function createFaq(db: Database, actor: Actor, input: CreateFaqValues): Promise<AdminFaq> {
  const isPublished = input.is_published ?? true;
  // The FAQ and its audit entry commit together.
  const [[row]] = await withConstraintErrors(() =>
    db.batch([
      db
        .insert(faqs)
        .values({
          question: input.question,
          answer: input.answer,
          category: input.category,
          isPublished,
          orderIndex: endOfCategory(db, input.category),
        })
        .returning(adminColumns),
      auditEntry(db, actor, {
        action: 'faq.create',
        targetType: 'faq',
        targetId: INSERTED_ROW_ID,
        before: null,
        after: auditView({ question: input.question, category: input.category, is_published: isPublished }),
      }),
    ]),
  );
  if (!row) throw new Error('FAQ insert returned nothing');
  return row;
}

/** Applies the fields sent; a FAQ moved to another category goes to its end. Null when it does not exist. */
export async function updateFaq(
  db: Database,
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
  // The change and its audit entry commit together.
  const [[updated]] = await withConstraintErrors(() =>
    db.batch([
      db
        .update(faqs)
        .set({
          question: changes.question,
          answer: changes.answer,
          isPublished: changes.is_published,
          category: changes.category,
          orderIndex: changes.category === undefined ? undefined : endOfCategory(db, changes.category),
        })
        .where(eq(faqs.id, id))
        .returning(adminColumns),
      auditEntry(db, actor, {
        action: 'faq.update',
        targetType: 'faq',
        targetId: id,
        ...auditChanges(auditView(current), auditView(changes)),
        onlyIf: faqStillExists(db, id),
      }),
    ]),
  );
  return updated ?? null;
}

export async function deleteFaq(db: Database, actor: Actor, id: number): Promise<boolean> {
  const current = await findFaq(db, id);
  if (!current) return false;
  // The entry is written before the FAQ goes, while its condition can still see the FAQ.
  const [, deleted] = await db.batch([
    auditEntry(db, actor, {
      action: 'faq.delete',
      targetType: 'faq',
      targetId: id,
      before: auditView({ question: current.question, category: current.category }),
      after: null,
      onlyIf: faqStillExists(db, id),
    }),
    db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id }),
  ]);
  return deleted.length > 0;
}

/**
 * Moves a FAQ one place up or down within its category: the category is renumbered 0..n-1 in its
 * current order with the two neighbours swapped, in one statement (so ties in order_index, e.g.
 * from imported data, cannot make a move a no-op). Null when the FAQ does not exist.
 */
export async function moveFaq(
  db: Database,
  actor: Actor,
  id: number,
  direction: 'up' | 'down',
): Promise<{ moved: boolean; faqs: AdminFaq[] } | null> {
  const current = await findFaq(db, id);
  if (!current) return null;
  const list = await listAdminFaqs(db, current.category);
  const from = list.findIndex((faq) => faq.id === id);
  const to = direction === 'up' ? from - 1 : from + 1;
  const neighbour = list[to];
  if (from < 0 || !neighbour) return { moved: false, faqs: list };
  const order = list.map((faq) => faq.id);
  order[from] = neighbour.id;
  order[to] = id;
  const renumbered = order
    .map((faqId, position) => ({ faqId, position }))
    .filter(({ faqId, position }) => list.find((faq) => faq.id === faqId)?.order_index !== position);
  // The builder has no CASE: one statement sets every changed position.
  const newPosition = sql<number>`case ${faqs.id} ${sql.join(
    renumbered.map(({ faqId, position }) => sql`when ${faqId} then ${position}`),
    sql` `,
  )} end`;
  // The move and its audit entry commit together.
  await db.batch([
    db
      .update(faqs)
      .set({ orderIndex: newPosition })
      .where(
        inArray(
          faqs.id,
          renumbered.map(({ faqId }) => faqId),
        ),
      ),
    auditEntry(db, actor, {
      action: 'faq.move',
      targetType: 'faq',
      targetId: id,
      before: { order_index: current.order_index },
      after: { order_index: to, direction },
      onlyIf: faqStillExists(db, id),
    }),
  ]);
  return { moved: true, faqs: await listAdminFaqs(db, current.category) };
}
