import { withConstraintErrors } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { textMatch } from '../../lib/text-match';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AdminUserRow, type AdminUsersResponse } from '../../shared/api/admin';
import { auditStatement } from '../audit/audit-entry';
import type { Actor } from '../auth/users.repository';

type UserRowSql = Omit<AdminUserRow, 'is_admin' | 'is_banned'> & { is_admin: number; is_banned: number };

/** Users newest first, searched by name or email, with their role and active ban, one page and its total. */
export async function listAdminUsers(
  db: D1Database,
  query: { search?: string; page: number },
): Promise<AdminUsersResponse> {
  const params: unknown[] = [];
  let where = '';
  if (query.search) {
    const match = textMatch(['p.full_name', 'p.email'], query.search);
    where = `WHERE ${match.sql}`;
    params.push(...match.params);
  }
  const [page, total] = await db.batch([
    db
      .prepare(
        `SELECT p.id, p.full_name, p.email, p.created_at,
           EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin') AS is_admin,
           b.id IS NOT NULL AS is_banned, b.reason AS ban_reason
         FROM profiles p
         LEFT JOIN user_bans b ON b.user_id = p.id AND b.is_active = 1
         ${where}
         ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...params, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE),
    db.prepare(`SELECT count(*) AS total FROM profiles p ${where}`).bind(...params),
  ]);
  return {
    users: ((page?.results ?? []) as UserRowSql[]).map((row) => ({
      ...row,
      is_admin: Boolean(row.is_admin),
      is_banned: Boolean(row.is_banned),
    })),
    total: ((total?.results[0] ?? { total: 0 }) as { total: number }).total,
    page: query.page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

async function banTarget(db: D1Database, userId: string) {
  return db
    .prepare(
      `SELECT p.id, p.email, EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = p.id AND r.role = 'admin') AS is_admin
       FROM profiles p WHERE p.id = ?`,
    )
    .bind(userId)
    .first<{ id: string; email: string; is_admin: number }>();
}

/**
 * Bans a user: the active ban, the end of every session they have (their next request and their
 * refresh cookie are refused at once) and the audit entry commit together. A second active ban is
 * refused by the one-active-ban index (SPEC: 'User is already banned', 23505).
 */
export async function banUser(db: D1Database, actor: Actor, userId: string, reason: string): Promise<void> {
  if (userId === actor.id) throw new ApiError(400, 'cannot_ban_self', ADMIN_MESSAGES.cannotBanSelf);
  const target = await banTarget(db, userId);
  if (!target) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
  if (target.is_admin) throw new ApiError(403, 'cannot_ban_admin', ADMIN_MESSAGES.cannotBanAdmin);
  await withConstraintErrors(
    () =>
      db.batch([
        db
          .prepare('INSERT INTO user_bans (user_id, banned_by, reason) VALUES (?, ?, ?)')
          .bind(userId, actor.id, reason),
        db
          .prepare(
            `UPDATE sessions SET revoked_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE user_id = ? AND revoked_at IS NULL`,
          )
          .bind(userId),
        auditStatement(db, actor, {
          action: 'user.ban',
          targetType: 'user',
          targetId: userId,
          before: { banned: false },
          after: { banned: true, reason, email: target.email },
        }),
      ]),
    { unique: new ApiError(409, 'already_banned', ADMIN_MESSAGES.alreadyBanned) },
  );
}

/** Lifts the active ban (kept as an inactive row for the record). */
export async function unbanUser(db: D1Database, actor: Actor, userId: string): Promise<void> {
  const active = await db
    .prepare('SELECT id, reason FROM user_bans WHERE user_id = ? AND is_active = 1')
    .bind(userId)
    .first<{ id: number; reason: string }>();
  if (!active) {
    if (!(await banTarget(db, userId))) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    throw new ApiError(409, 'not_banned', ADMIN_MESSAGES.notBanned);
  }
  await db.batch([
    db
      .prepare(
        "UPDATE user_bans SET is_active = 0, lifted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND is_active = 1",
      )
      .bind(active.id),
    auditStatement(db, actor, {
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      before: { banned: true, reason: active.reason },
      after: { banned: false },
    }),
  ]);
}
