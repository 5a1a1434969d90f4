import { desc, eq, isNull } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type ContactInboxResponse } from '#shared/api/admin';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { countersQuery, toCounters } from '#worker/db/row-counts';
import { contactSubmissions } from '#worker/db/schema';
import { auditEntry } from '#worker/platform/audit/audit-entry.repository';

const INBOX_COUNTERS = ['contact_submissions', 'contact_submissions:unread'] as const;

/** The contact form's messages, newest first, optionally only the unread ones; the totals are the trigger-kept counters. */
export async function listContactSubmissions(
  db: Database,
  query: { filter: 'all' | 'unread'; page: number },
): Promise<ContactInboxResponse> {
  const unreadOnly = isNull(contactSubmissions.readAt);
  const [submissions, counterRows] = await db.batch([
    db
      .select({
        id: contactSubmissions.id,
        name: contactSubmissions.name,
        email: contactSubmissions.email,
        subject: contactSubmissions.subject,
        message: contactSubmissions.message,
        created_at: contactSubmissions.createdAt,
        read_at: contactSubmissions.readAt,
      })
      .from(contactSubmissions)
      .where(query.filter === 'unread' ? unreadOnly : undefined)
      .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    countersQuery(db, INBOX_COUNTERS),
  ]);
  const { contact_submissions: total, 'contact_submissions:unread': unread } = toCounters(INBOX_COUNTERS, counterRows);
  return {
    submissions,
    total: query.filter === 'unread' ? unread : total,
    unread,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** Marks a message read or unread; false when it does not exist. */
export async function markContactSubmission(db: Database, actor: Actor, id: number, read: boolean): Promise<boolean> {
  const current = await db
    .select({ readAt: contactSubmissions.readAt })
    .from(contactSubmissions)
    .where(eq(contactSubmissions.id, id))
    .get();
  if (!current) return false;
  if ((current.readAt !== null) === read) return true;
  await db.batch([
    db
      .update(contactSubmissions)
      .set({ readAt: read ? dbNow : null })
      .where(eq(contactSubmissions.id, id)),
    auditEntry(db, actor, {
      action: read ? 'contact.read' : 'contact.unread',
      targetType: 'contact_submission',
      targetId: id,
      before: { read: !read },
      after: { read },
    }),
  ]);
  return true;
}
