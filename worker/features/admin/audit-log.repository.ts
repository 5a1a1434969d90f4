import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuditEntry, AuditLogResponse, AuditTargetType } from '#shared/api/admin';
import type { Database } from '#worker/db/client';
import { auditLog, trainers } from '#worker/db/schema';

const PAGE = 30;

/**
 * The subject of each audit entry, read with the entry (primary-key lookups per entry of the
 * page), never stored in it: a renamed trainer or retitled post reads with its name of today, and
 * a deleted one reads as gone (null; the web then falls back to what the entry's summary kept).
 * Plain SQL: each lookup names its tables under its own alias (drizzle's aliases inside a raw
 * subquery render without their table), and nothing in it comes from a request.
 */
const ROW_ID = 'cast(audit_log.target_id as integer)';

const TRAINER_OWNER = (column: 'full_name' | 'email') =>
  `(select p.${column} from trainers t join profiles p on p.id = t.user_id where t.id = ${ROW_ID})`;
const USER = (column: 'full_name' | 'email') => `(select u.${column} from profiles u where u.id = audit_log.target_id)`;
const REVIEWED_TRAINER = (column: 'p.full_name' | 't.slug') =>
  `(select ${column} from reviews r join trainers t on t.id = r.trainer_id join profiles p on p.id = t.user_id
    where r.id = ${ROW_ID})`;

const auditSubjectColumns = {
  subject_name: sql<string | null>`${sql.raw(`case audit_log.target_type
    when 'trainer' then ${TRAINER_OWNER('full_name')}
    when 'user' then ${USER('full_name')}
    when 'review' then (select r.title from reviews r where r.id = ${ROW_ID})
    when 'blog_post' then (select b.title from blog_posts b where b.id = ${ROW_ID})
    when 'faq' then (select f.question from faqs f where f.id = ${ROW_ID})
    when 'testimonial' then (select x.client_name from testimonials x where x.id = ${ROW_ID})
    when 'contact_submission' then (select c.name from contact_submissions c where c.id = ${ROW_ID})
  end`)}`,
  subject_email: sql<string | null>`${sql.raw(`case audit_log.target_type
    when 'trainer' then ${TRAINER_OWNER('email')}
    when 'user' then ${USER('email')}
  end`)}`,
  subject_trainer_name: sql<string | null>`${sql.raw(
    `case when audit_log.target_type = 'review' then ${REVIEWED_TRAINER('p.full_name')} end`,
  )}`,
  subject_trainer_slug: sql<string | null>`${sql.raw(
    `case when audit_log.target_type = 'review' then ${REVIEWED_TRAINER('t.slug')} end`,
  )}`,
};

const about = (type: AuditTargetType, id: SQL | string) =>
  and(eq(auditLog.targetType, type), eq(auditLog.targetId, id));

/**
 * Which entries make up a history. A person has one: asked for a user or for their trainer
 * profile, it is both the account's entries (ban, unban) and the trainer profile's (status,
 * verification, notes). Anything else is its own entries.
 */
function historyOf(type: AuditTargetType, id: string): SQL | undefined {
  if (type === 'user') {
    const trainerId = sql`(select cast(${trainers.id} as text) from ${trainers} where ${trainers.userId} = ${id})`;
    return or(about('user', id), about('trainer', trainerId));
  }
  if (type === 'trainer') {
    const userId = sql`(select ${trainers.userId} from ${trainers} where ${trainers.id} = ${Number(id) || 0})`;
    return or(about('trainer', id), about('user', userId));
  }
  return about(type, id);
}

/** The audit log newest first, optionally one subject's history (admin console, /api/admin/audit). */
export async function listAuditEntries(
  db: Database,
  filter: { targetType?: AuditTargetType; targetId?: string; page: number },
): Promise<AuditLogResponse> {
  const where =
    filter.targetType && filter.targetId
      ? historyOf(filter.targetType, filter.targetId)
      : filter.targetType
        ? eq(auditLog.targetType, filter.targetType)
        : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      actor_email: auditLog.actorEmail,
      action: auditLog.action,
      target_type: auditLog.targetType,
      target_id: auditLog.targetId,
      summary: auditLog.summary,
      created_at: auditLog.createdAt,
      ...auditSubjectColumns,
    })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE + 1)
    .offset((filter.page - 1) * PAGE);
  return {
    entries: rows.slice(0, PAGE).map(
      ({ subject_name, subject_email, subject_trainer_name, subject_trainer_slug, ...row }): AuditEntry => ({
        ...row,
        summary: JSON.parse(row.summary) as AuditEntry['summary'],
        subject: {
          name: subject_name,
          email: subject_email,
          trainer_name: subject_trainer_name,
          trainer_slug: subject_trainer_slug,
        },
      }),
    ),
    page: filter.page,
    has_more: rows.length > PAGE,
  };
}
