import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZE,
  type AdminUserFilter,
  type AdminUsersResponse,
  type UserRole,
} from '#shared/api/admin';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { countersQuery, toCounters } from '#worker/db/row-counts';
import { profiles, sessions, trainers, userBans, userRoles, users } from '#worker/db/schema';
import { withConstraintErrors } from '#worker/lib/db-errors';
import { ApiError } from '#worker/lib/errors';
import { auditEntry } from '#worker/platform/audit/audit-entry.repository';
import { type AdminSearch, adminSearch, inRange } from './admin-search.repository';

/**
 * A ban in force. `is_active = 1` is written as a literal: only then can SQLite use the
 * one-active-ban partial index (`WHERE is_active = 1`), which a bound parameter never matches.
 */
const isActiveBan = sql`${userBans.isActive} = 1`;

/** Whether the profile's user holds the admin role (a primary-key lookup per row). */
const isAdmin = sql<boolean>`exists (select 1 from ${userRoles}
  where ${and(eq(userRoles.userId, profiles.id), eq(userRoles.role, 'admin'))})`.mapWith(Boolean);
/** Whether the profile's user has a trainer profile (the unique user_id index). */
const isTrainer = sql<boolean>`exists (select 1 from ${trainers} where ${eq(trainers.userId, profiles.id)})`;

const adminIds = db_ids(sql`select ${userRoles.userId} from ${userRoles} where ${eq(userRoles.role, 'admin')}`);
const bannedIds = db_ids(sql`select ${userBans.userId} from ${userBans} where ${isActiveBan}`);

function db_ids(query: SQL): SQL {
  return sql`${profiles.id} in (${query})`;
}

/**
 * Each filter as a condition on `profiles`. The admins and the banned are few: the list starts
 * from them (their ids drive the page). Trainers and plain users are many: the page walks the
 * created-at index and checks each row against the trainers' user_id index, stopping at the page.
 */
const FILTERS: Record<AdminUserFilter, { where: SQL; few: boolean }> = {
  admin: { where: adminIds, few: true },
  banned: { where: bannedIds, few: true },
  // As the role column says: an admin who is also a trainer is listed under admins.
  trainer: { where: sql`${isTrainer} and not ${isAdmin}`, few: false },
  user: { where: sql`not ${isTrainer} and not ${isAdmin}`, few: false },
};

/** Everybody and each filter's count, from the counters and the small role and ban tables. */
function filterCountsQueries(db: Database) {
  return [
    countersQuery(db, ['profiles', 'trainers']),
    db.select({ n: count() }).from(userRoles).where(eq(userRoles.role, 'admin')),
    db.select({ n: count() }).from(userBans).where(isActiveBan),
    // Admins who are trainers too (the role column shows them as admins).
    db
      .select({ n: count() })
      .from(userRoles)
      .innerJoin(trainers, eq(trainers.userId, userRoles.userId))
      .where(eq(userRoles.role, 'admin')),
  ] as const;
}

/**
 * Users newest first, searched by the start of their full name or of their email and narrowed by
 * role or ban, with their role and active ban, one page and its total, plus every filter's count.
 * Without a search the total is a counter; a search reads only its matches and counts them.
 */
export async function listAdminUsers(
  db: Database,
  query: { search?: string; filter?: AdminUserFilter; page: number },
): Promise<AdminUsersResponse> {
  const search = query.search ? adminSearch(query.search) : null;
  const filter = query.filter ? FILTERS[query.filter] : null;
  const where = and(search ? sql`${profiles.id} in (${matchingUserIds(search)})` : undefined, filter?.where);
  // The page's ids first (the inner `profiles` is its own scope), then only those rows are joined.
  // A few ids (admins, banned) are sorted as they are; `+created_at` keeps SQLite from walking the
  // whole created-at index in search of them.
  const order = filter?.few
    ? [sql`+${profiles.createdAt} desc`, desc(profiles.id)]
    : [desc(profiles.createdAt), desc(profiles.id)];
  const pageIds = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  const page = db
    .select({
      id: profiles.id,
      full_name: profiles.fullName,
      email: profiles.email,
      created_at: profiles.createdAt,
      is_admin: isAdmin,
      is_trainer: isTrainer.mapWith(Boolean),
      is_banned: sql<boolean>`${userBans.id} is not null`.mapWith(Boolean),
      ban_reason: userBans.reason,
    })
    .from(profiles)
    .leftJoin(userBans, and(eq(userBans.userId, profiles.id), isActiveBan))
    .where(inArray(profiles.id, pageIds))
    .orderBy(desc(profiles.createdAt), desc(profiles.id));
  // The total: a count of the search's matches, else the filter's count, or everybody.
  const [rows, counterRows, [admins], [banned], [adminTrainers], matched] = search
    ? await db.batch([page, ...filterCountsQueries(db), db.select({ n: count() }).from(profiles).where(where)])
    : [...(await db.batch([page, ...filterCountsQueries(db)])), null];
  const counters = toCounters(['profiles', 'trainers'], counterRows);
  const admin = admins?.n ?? 0;
  const both = adminTrainers?.n ?? 0;
  const counts = {
    all: counters.profiles,
    admin,
    trainer: counters.trainers - both,
    user: counters.profiles - counters.trainers - admin + both,
    banned: banned?.n ?? 0,
  };
  const total = matched ? (matched[0]?.n ?? 0) : counts[query.filter ?? 'all'];
  const users = rows.map(({ is_trainer, ...row }) => {
    const role: UserRole = row.is_admin ? 'admin' : is_trainer ? 'trainer' : 'user';
    return { ...row, role };
  });
  return { users, total, page: query.page, page_size: ADMIN_PAGE_SIZE, counts };
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
