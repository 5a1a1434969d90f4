import { count, desc, eq, exists } from 'drizzle-orm';
import { CONTENT_ADMIN_PAGE_SIZE } from '#shared/api/admin-content';
import {
  type AdminTestimonial,
  type AdminTestimonialsResponse,
  type CreateTestimonialValues,
  FEATURED_TESTIMONIALS_LIMIT,
  type FeaturedTestimonial,
  type UpdateTestimonialValues,
} from '#shared/api/testimonials';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { testimonials } from '#worker/db/schema';
import { withConstraintErrors } from '#worker/lib/db-errors';
import { auditChanges, auditEntry, auditValue, INSERTED_ROW_ID } from '#worker/platform/audit/audit-entry.repository';

const adminColumns = {
  id: testimonials.id,
  client_name: testimonials.clientName,
  client_photo: testimonials.clientPhoto,
  quote: testimonials.quote,
  rating: testimonials.rating,
  is_featured: testimonials.isFeatured,
  created_at: testimonials.createdAt,
};
/** The fields an update may change. */
const EDITABLE = ['client_name', 'client_photo', 'quote', 'rating', 'is_featured'] as const;

const newestFirst = [desc(testimonials.createdAt), desc(testimonials.id)];

/** The audit entry is written only while the testimonial still exists (a concurrent delete makes it moot). */
const testimonialStillExists = (db: Database, id: number) =>
  exists(db.select({ id: testimonials.id }).from(testimonials).where(eq(testimonials.id, id)));

const auditView = (testimonial: Partial<AdminTestimonial>) =>
  Object.fromEntries(Object.entries(testimonial).map(([key, value]) => [key, auditValue(value)]));

/** The home carousel: the six newest featured testimonials (SPEC 7, 9). */
export async function listFeaturedTestimonials(db: Database): Promise<FeaturedTestimonial[]> {
  // A batch of one: the content cache reads its version in the same round trip.
  const [rows] = await db.batch([
    db
      .select({
        id: testimonials.id,
        client_name: testimonials.clientName,
        client_photo: testimonials.clientPhoto,
        quote: testimonials.quote,
        rating: testimonials.rating,
      })
      .from(testimonials)
      .where(eq(testimonials.isFeatured, true))
      .orderBy(...newestFirst)
      .limit(FEATURED_TESTIMONIALS_LIMIT),
  ]);
  return rows;
}

/** Every testimonial, newest first, a page at a time. */
export async function listAdminTestimonials(db: Database, page: number): Promise<AdminTestimonialsResponse> {
  const [rows, [total]] = await db.batch([
    db
      .select(adminColumns)
      .from(testimonials)
      .orderBy(...newestFirst)
      .limit(CONTENT_ADMIN_PAGE_SIZE)
      .offset((page - 1) * CONTENT_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(testimonials),
  ]);
  return { testimonials: rows, total: total?.n ?? 0, page, page_size: CONTENT_ADMIN_PAGE_SIZE };
}

async function findTestimonial(db: Database, id: number): Promise<AdminTestimonial | null> {
  return (await db.select(adminColumns).from(testimonials).where(eq(testimonials.id, id)).get()) ?? null;
}

/** New testimonials are rated 5 and not featured unless said otherwise (SPEC 9). */
export async function createTestimonial(
  db: Database,
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
  // The testimonial and its audit entry commit together.
  const [[row]] = await withConstraintErrors(() =>
    db.batch([
      db
        .insert(testimonials)
        .values({
          clientName: values.client_name,
          clientPhoto: values.client_photo,
          quote: values.quote,
          rating: values.rating,
          isFeatured: values.is_featured,
        })
        .returning(adminColumns),
      auditEntry(db, actor, {
        action: 'testimonial.create',
        targetType: 'testimonial',
        targetId: INSERTED_ROW_ID,
        before: null,
        after: auditView(values),
      }),
    ]),
  );
  if (!row) throw new Error('Testimonial insert returned nothing');
  return row;
}

/** Applies the fields sent; null when the testimonial does not exist. */
export async function updateTestimonial(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateTestimonialValues,
): Promise<AdminTestimonial | null> {
  const current = await findTestimonial(db, id);
  if (!current) return null;
  const columns = EDITABLE.filter((column) => input[column] !== undefined && input[column] !== current[column]);
  const changes: Partial<AdminTestimonial> = Object.fromEntries(columns.map((column) => [column, input[column]]));
  if (columns.length === 0) return current;
  // The change and its audit entry commit together.
  const [[updated]] = await withConstraintErrors(() =>
    db.batch([
      db
        .update(testimonials)
        .set({
          clientName: changes.client_name,
          clientPhoto: changes.client_photo,
          quote: changes.quote,
          rating: changes.rating,
          isFeatured: changes.is_featured,
        })
        .where(eq(testimonials.id, id))
        .returning(adminColumns),
      auditEntry(db, actor, {
        action: 'testimonial.update',
        targetType: 'testimonial',
        targetId: id,
        ...auditChanges(auditView(current), auditView(changes)),
        onlyIf: testimonialStillExists(db, id),
      }),
    ]),
  );
  return updated ?? null;
}

export async function deleteTestimonial(db: Database, actor: Actor, id: number): Promise<boolean> {
  const current = await findTestimonial(db, id);
  if (!current) return false;
  // The entry is written before the testimonial goes, while its condition can still see it.
  const [, deleted] = await db.batch([
    auditEntry(db, actor, {
      action: 'testimonial.delete',
      targetType: 'testimonial',
      targetId: id,
      before: auditView({ client_name: current.client_name, quote: current.quote, rating: current.rating }),
      after: null,
      onlyIf: testimonialStillExists(db, id),
    }),
    db.delete(testimonials).where(eq(testimonials.id, id)).returning({ id: testimonials.id }),
  ]);
  return deleted.length > 0;
}
