import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Actor } from '../../actor';
import { isActiveBan } from '../../db/active-ban';
import type { Database } from '../../db/client';
import { dbNow } from '../../db/clock';
import { countersQuery } from '../../db/row-counts';
import { profiles, sessions, userBans, userRoles, users } from '../../db/schema';
import { withConstraintErrors } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AdminUsersResponse } from '../../shared/api/admin';
import { auditEntry } from '../audit/audit-entry';
import { type AdminSearch, adminSearch, inRange } from './admin-search';

/** Whether the profile's user holds the admin role (a primary-key lookup per row). */
const isAdmin = sql<boolean>`exists (select 1 from ${userRoles}
  where ${and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'admin'))})`.mapWith(Boolean);

/**
 * Users newest first, searched by the start of their full name or of their email, with their role
 * and active ban, one page and its total. Without a search the total is the `profiles` counter; a
 * search reads only its matches (each an index range) and counts them.
 */
export async function listAdminUsers(
  db: Database,
  query: { search?: string; page: number },
): Promise<AdminUsersResponse> {
  const search = query.search ? adminSearch(query.search) : null;
  const where = search ? sql`${profiles.id} in (${matchingUserIds(search)})` : undefined;
  // The page's ids first, from the (created_at, id) index alone (the inner `profiles` is its own
  // scope), then only those rows are joined.
  const pageIds = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const page = db
    .select({
      id: profiles.id,
      full_name: profiles.fullName,
      email: profiles.email,
      created_at: profiles.createdAt,
      is_admin: isAdmin,
      is_banned: sql<boolean>`${userBans.id} is not null`.mapWith(Boolean),
      ban_reason: userBans.reason,
    })
    .from(profiles)
    .leftJoin(userBans, and(eq(userBans.userId, profiles.id), isActiveBan))
    .where(inArray(profiles.id, pageIds))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
  const [users, [total]] = await db.batch([
    page,
    where ? db.select({ n: count() }).from(profiles).where(where) : countersQuery(db, ['profiles']),
  ]);
  return { users, total: total?.n ?? 0, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/**
 * The ids of the profiles a search matches, for `profiles.id in (…)`: the name's start through the
 * NOCASE name index (under its own alias, apart from the outer profiles), the email's start through
 * the unique index on `users.email` (the same address as the profile's).
 */
function matchingUserIds(search: AdminSearch): SQL {
  const named = alias(profiles, 'named');
  const parts: SQL[] = [];
  if (search.name)
    parts.push(
      sql`select ${named.id} from ${profiles} as ${named} where ${inRange(named.fullName, search.name, true)}`,
    );
  if (search.email) parts.push(sql`select ${users.id} from ${users} where ${inRange(users.email, search.email)}`);
  return parts.length > 0 ? sql.join(parts, sql` union `) : sql`select null where 0`;
}

async function banTarget(db: Database, userId: string) {
  return db
    .select({ id: profiles.id, email: profiles.email, isAdmin })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .get();
}

/**
 * Bans a user: the active ban, the end of every session they have (their next request and their
 * refresh cookie are refused at once) and the audit entry commit together. A second active ban is
 * refused by the one-active-ban index (SPEC: 'User is already banned', 23505).
 */
export async function banUser(db: Database, actor: Actor, userId: string, reason: string): Promise<void> {
  if (userId === actor.id) throw new ApiError(400, 'cannot_ban_self', ADMIN_MESSAGES.cannotBanSelf);
  const target = await banTarget(db, userId);
  if (!target) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
  if (target.isAdmin) throw new ApiError(403, 'cannot_ban_admin', ADMIN_MESSAGES.cannotBanAdmin);
  await withConstraintErrors(
    () =>
      db.batch([
        db.insert(userBans).values({ userId, bannedBy: actor.id, reason }),
        db
          .update(sessions)
          .set({ revokedAt: dbNow })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
        auditEntry(db, actor, {
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
export async function unbanUser(db: Database, actor: Actor, userId: string): Promise<void> {
  const active = await db
    .select({ id: userBans.id, reason: userBans.reason })
    .from(userBans)
    .where(and(eq(userBans.userId, userId), isActiveBan))
    .get();
  if (!active) {
    if (!(await banTarget(db, userId))) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.userNotFound);
    throw new ApiError(409, 'not_banned', ADMIN_MESSAGES.notBanned);
  }
  await db.batch([
    db
      .update(userBans)
      .set({ isActive: false, liftedAt: dbNow })
      .where(and(eq(userBans.id, active.id), isActiveBan)),
    auditEntry(db, actor, {
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      before: { banned: true, reason: active.reason },
      after: { banned: false },
    }),
  ]);
}
