import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AccountSession, AccountSettingsResponse } from '#shared/api/account-settings';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import {
  accountTokens,
  contactSubmissions,
  emailOutbox,
  newsletterSubscriptions,
  profiles,
  savedTrainers,
  sessions,
  trainers,
  userRoles,
  users,
} from '#worker/db/schema';
import { revokeAllSessions } from '#worker/features/auth/index';
import { cancelBookingsOfDeletedAccount, emailKeysOf } from '#worker/features/bookings/index';
import { leaveConversationsStatements } from '#worker/features/messages/index';
import { deviceName } from './device-name';

/** What /account shows: the account, a new address awaiting confirmation, the live sessions. */
export async function loadAccountSettings(db: Database, actor: Actor): Promise<AccountSettingsResponse> {
  const now = new Date().toISOString();
  const [account, pending, live] = await db.batch([
    db
      .select({
        email: users.email,
        emailVerifiedAt: users.emailVerifiedAt,
        emailNotifications: users.emailNotifications,
        createdAt: users.createdAt,
        fullName: profiles.fullName,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, actor.id)),
    db
      .select({ newEmail: accountTokens.newEmail })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, actor.id),
          eq(accountTokens.purpose, 'change_email'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, now),
        ),
      )
      .orderBy(desc(accountTokens.id))
      .limit(1),
    liveSessionsQuery(db, actor.id, now),
  ]);
  const row = account[0];
  if (!row) throw new Error(`Account ${actor.id} vanished while signed in`);
  return {
    account: {
      id: actor.id,
      full_name: row.fullName,
      email: row.email,
      email_verified: row.emailVerifiedAt !== null,
      pending_email: pending[0]?.newEmail ?? null,
      email_notifications: row.emailNotifications,
      created_at: row.createdAt,
    },
    sessions: live.map((session) => toAccountSession(session, actor.sessionId)),
  };
}

function liveSessionsQuery(db: Database, userId: string, now: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`));
}

function toAccountSession(
  session: { id: string; userAgent: string | null; createdAt: string; lastUsedAt: string | null },
  currentSessionId: string,
): AccountSession {
  return {
    id: session.id,
    device: deviceName(session.userAgent),
    created_at: session.createdAt,
    last_used_at: session.lastUsedAt ?? session.createdAt,
    current: session.id === currentSessionId,
  };
}

export async function listMySessions(db: Database, actor: Actor): Promise<AccountSession[]> {
  const rows = await liveSessionsQuery(db, actor.id, new Date().toISOString());
  return rows.map((session) => toAccountSession(session, actor.sessionId));
}

/** Ends one of the actor's own sessions; false when it is not theirs or already over. */
export async function revokeMySession(db: Database, actor: Actor, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

export async function changeMyName(db: Database, actor: Actor, fullName: string): Promise<void> {
  await db.update(profiles).set({ fullName }).where(eq(profiles.id, actor.id));
}

export async function setMyEmailNotifications(db: Database, userId: string, on: boolean): Promise<void> {
  await db.update(users).set({ emailNotifications: on }).where(eq(users.id, userId));
}

export async function passwordHashOf(db: Database, userId: string): Promise<string | null> {
  const row = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  return row?.hash ?? null;
}

export async function emailBelongsToAnotherAccount(db: Database, email: string, actorId: string): Promise<boolean> {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).get();
  return row !== undefined && row.id !== actorId;
}

export function setMyPasswordHash(db: Database, actor: Actor, passwordHash: string) {
  return db.update(users).set({ passwordHash }).where(eq(users.id, actor.id));
}

/** What a deleted account is called wherever its reviews still show. */
export const DELETED_ACCOUNT_NAME = 'Anonymous';

/** An address no mail can reach and no one can sign up with again by accident. */
export const deletedAccountEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * One batch; the rows stay so reviews keep an "Anonymous" author, everything personal goes (decision
 * 062); the account's upcoming sessions are cancelled and the other sides told. Returns the old
 * photo and the keys of the emails written.
 */
export async function anonymiseMyAccount(
  db: Database,
  userId: string,
): Promise<{ photo: string | null; emailKeys: string[] } | null> {
  const now = new Date().toISOString();
  const account = await db
    .select({ email: users.email, photo: profiles.profileImage })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!account) return null;
  const placeholder = deletedAccountEmail(userId);
  // Before the account's rows change: the emails name the one who is leaving as the other side knew them.
  const bookingStatements = cancelBookingsOfDeletedAccount(db, userId, now);
  const [, ...results] = await db.batch([
    db
      .update(emailOutbox)
      .set({ status: 'skipped', lastError: 'account deleted' })
      .where(and(eq(emailOutbox.toEmail, account.email), eq(emailOutbox.status, 'queued'))),
    ...bookingStatements,
    db
      .update(users)
      .set({
        email: placeholder,
        // Not a hash any password can match (verifyPassword rejects the scheme).
        passwordHash: 'deleted',
        deletedAt: now,
        emailVerifiedAt: null,
        emailNotifications: false,
      })
      .where(eq(users.id, userId)),
    db
      .update(profiles)
      .set({ fullName: DELETED_ACCOUNT_NAME, email: placeholder, bio: null, profileImage: null })
      .where(eq(profiles.id, userId)),
    db
      .update(trainers)
      .set({
        status: 'rejected',
        statusMessage: 'Account deleted',
        statusChangedAt: now,
        updatedAt: now,
        isFeatured: false,
        featuredAt: null,
        emailVerified: false,
        identityVerified: false,
        websiteUrl: null,
        instagramUrl: null,
        tiktokUrl: null,
        snapchatUrl: null,
        whatsappNumber: null,
        version: sql`${trainers.version} + 1`,
      })
      .where(eq(trainers.userId, userId)),
    db.delete(savedTrainers).where(eq(savedTrainers.userId, userId)),
    revokeAllSessions(db, userId),
    db.delete(accountTokens).where(eq(accountTokens.userId, userId)),
    db.delete(userRoles).where(eq(userRoles.userId, userId)),
    db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, userId)),
    db.delete(contactSubmissions).where(eq(contactSubmissions.userId, userId)),
    ...leaveConversationsStatements(db, userId),
  ]);
  return { photo: account.photo, emailKeys: emailKeysOf(results.slice(0, bookingStatements.length)) };
}
