import { withConstraintErrors } from '../../lib/db-errors';
import {
  type AdminTestimonial,
  type AdminTestimonialsResponse,
  CONTENT_ADMIN_PAGE_SIZE,
  type CreateTestimonialValues,
  type UpdateTestimonialValues,
} from '../../shared/api/content';
import { FEATURED_TESTIMONIALS_LIMIT, type FeaturedTestimonial } from '../../shared/api/testimonials';
import { auditChanges, auditStatement, auditValue, INSERTED_ROW_ID } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';

const ADMIN_COLUMNS = 'id, client_name, client_photo, quote, rating, is_featured, created_at';
const EXISTS = { sql: 'EXISTS (SELECT 1 FROM testimonials WHERE id = ?)' };
/** The columns an update may set (the SQL is built from these names only). */
const EDITABLE = ['client_name', 'client_photo', 'quote', 'rating', 'is_featured'] as const;

type AdminTestimonialSql = Omit<AdminTestimonial, 'is_featured'> & { is_featured: number };
const toAdmin = (row: AdminTestimonialSql): AdminTestimonial => ({ ...row, is_featured: Boolean(row.is_featured) });
const auditView = (testimonial: Partial<AdminTestimonial>) =>
  Object.fromEntries(Object.entries(testimonial).map(([key, value]) => [key, auditValue(value)]));

/** The home carousel: the six newest featured testimonials (SPEC 7, 9). */
export async function listFeaturedTestimonials(db: D1Database): Promise<FeaturedTestimonial[]> {
  const { results } = await db
    .prepare(
      `SELECT id, client_name, client_photo, quote, rating FROM testimonials WHERE is_featured = 1
       ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .bind(FEATURED_TESTIMONIALS_LIMIT)
    .all<FeaturedTestimonial>();
  return results;
}

/** Every testimonial, newest first, a page at a time. */
export async function listAdminTestimonials(db: D1Database, page: number): Promise<AdminTestimonialsResponse> {
  const [rows, total] = await db.batch([
    db
      .prepare(`SELECT ${ADMIN_COLUMNS} FROM testimonials ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(CONTENT_ADMIN_PAGE_SIZE, (page - 1) * CONTENT_ADMIN_PAGE_SIZE),
    db.prepare('SELECT count(*) AS n FROM testimonials'),
  ]);
  return {
    testimonials: ((rows?.results ?? []) as AdminTestimonialSql[]).map(toAdmin),
    total: ((total?.results[0] ?? { n: 0 }) as { n: number }).n,
    page,
    page_size: CONTENT_ADMIN_PAGE_SIZE,
  };
}

async function findTestimonial(db: D1Database, id: number): Promise<AdminTestimonial | null> {
  const row = await db
    .prepare(`SELECT ${ADMIN_COLUMNS} FROM testimonials WHERE id = ?`)
    .bind(id)
    .first<AdminTestimonialSql>();
  return row ? toAdmin(row) : null;
}

/** New testimonials are rated 5 and not featured unless said otherwise (SPEC 9). */
export async function createTestimonial(
  db: D1Database,
  actor: Actor,
  input: CreateTestimonialValues,
): Promise<AdminTestimonial> {
  const values = {
    client_name: input.client_name,
    client_photo: input.client_photo ?? null,
    quote: input.quote,
    rating: input.rating ?? 5,
    is_featured: input.is_featured ?? false,
  };
  const [inserted] = await withConstraintErrors(() =>
    db.batch([
      db
        .prepare(
          `INSERT INTO testimonials (client_name, client_photo, quote, rating, is_featured) VALUES (?, ?, ?, ?, ?)
           RETURNING ${ADMIN_COLUMNS}`,
        )
        .bind(values.client_name, values.client_photo, values.quote, values.rating, values.is_featured ? 1 : 0),
      auditStatement(db, actor, {
        action: 'testimonial.create',
        targetType: 'testimonial',
        targetId: INSERTED_ROW_ID,
        before: null,
        after: auditView(values),
      }),
    ]),
  );
  return toAdmin(inserted?.results[0] as AdminTestimonialSql);
}

/** Applies the fields sent; null when the testimonial does not exist. */
export async function updateTestimonial(
  db: D1Database,
  actor: Actor,
  id: number,
  input: UpdateTestimonialValues,
): Promise<AdminTestimonial | null> {
  const current = await findTestimonial(db, id);
  if (!current) return null;
  const columns = EDITABLE.filter((column) => input[column] !== undefined && input[column] !== current[column]);
  const changes: Partial<AdminTestimonial> = Object.fromEntries(columns.map((column) => [column, input[column]]));
  if (columns.length === 0) return current;
  const [updated] = await withConstraintErrors(() =>
    db.batch([
      db
        .prepare(
          `UPDATE testimonials SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE id = ?
           RETURNING ${ADMIN_COLUMNS}`,
        )
        .bind(
          ...columns.map((column) => {
            const value = changes[column];
            return typeof value === 'boolean' ? Number(value) : value;
          }),
          id,
        ),
      auditStatement(db, actor, {
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: id,
        ...auditChanges(auditView(current), auditView(changes)),
        onlyIf: { ...EXISTS, params: [id] },
      }),
    ]),
  );
  const row = updated?.results[0] as AdminTestimonialSql | undefined;
  return row ? toAdmin(row) : null;
}

export async function deleteTestimonial(db: D1Database, actor: Actor, id: number): Promise<boolean> {
  const current = await findTestimonial(db, id);
  if (!current) return false;
  const [, deleted] = await db.batch([
    auditStatement(db, actor, {
      action: 'testimonial.delete',
      targetType: 'testimonial',
      targetId: id,
      before: auditView({ client_name: current.client_name, quote: current.quote, rating: current.rating }),
      after: null,
      onlyIf: { ...EXISTS, params: [id] },
    }),
    db.prepare('DELETE FROM testimonials WHERE id = ? RETURNING id').bind(id),
  ]);
  return (deleted?.results.length ?? 0) > 0;
}
