import { ADMIN_PAGE_SIZE, type ContactInboxItem, type ContactInboxResponse } from '../../shared/api/admin';
import { auditStatement } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';

/** The contact form's messages, newest first, optionally only the unread ones. */
export async function listContactSubmissions(
  db: D1Database,
  query: { filter: 'all' | 'unread'; page: number },
): Promise<ContactInboxResponse> {
  const where = query.filter === 'unread' ? 'WHERE read_at IS NULL' : '';
  const [page, counts] = await db.batch([
    db
      .prepare(
        `SELECT id, name, email, subject, message, created_at, read_at FROM contact_submissions ${where}
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE),
    db.prepare(`SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM contact_submissions`),
  ]);
  const { total, unread } = (counts?.results[0] ?? { total: 0, unread: 0 }) as { total: number; unread: number };
  return {
    submissions: (page?.results ?? []) as ContactInboxItem[],
    total: query.filter === 'unread' ? unread : total,
    unread,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** Marks a message read or unread; false when it does not exist. */
export async function markContactSubmission(db: D1Database, actor: Actor, id: number, read: boolean): Promise<boolean> {
  const current = await db
    .prepare('SELECT read_at FROM contact_submissions WHERE id = ?')
    .bind(id)
    .first<{ read_at: string | null }>();
  if (!current) return false;
  if ((current.read_at !== null) === read) return true;
  await db.batch([
    db
      .prepare(
        `UPDATE contact_submissions SET read_at = CASE WHEN ? THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') ELSE NULL END
         WHERE id = ?`,
      )
      .bind(read ? 1 : 0, id),
    auditStatement(db, actor, {
      action: read ? 'contact.read' : 'contact.unread',
      targetType: 'contact_submission',
      targetId: id,
      before: { read: !read },
      after: { read },
    }),
  ]);
  return true;
}
