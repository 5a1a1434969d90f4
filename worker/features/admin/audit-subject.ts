import { sql } from 'drizzle-orm';

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

export const auditSubjectColumns = {
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
