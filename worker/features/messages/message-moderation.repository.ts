import { and, count, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { CONTENT_ADMIN_PAGE_SIZE } from '#shared/api/admin-content';
import {
  MESSAGE_TEXT,
  type MessageReportResolution,
  type MessageReportRow,
  type MessageReportsResponse,
} from '#shared/api/messages';
import type { Actor } from '#worker/actor';
import type { Database } from '#worker/db/client';
import { dbNow } from '#worker/db/clock';
import { messageReports, messages, profiles, userBans, users } from '#worker/db/schema';
import { auditEntry, auditValue } from '#worker/platform/audit/audit-entry.repository';

// The admin queue of reported messages (beside review moderation). Admins see a message only
// through a report of it: there is no other admin read of conversations.

const reporter = alias(profiles, 'reporter');
const sender = alias(profiles, 'sender');
const senderAccount = alias(users, 'sender_account');
const isOpen = isNull(messageReports.resolvedAt);

/** Open reports, newest first: a range of the partial index of open reports. */
export async function listOpenReports(db: Database, page: number): Promise<MessageReportsResponse> {
  const [rows, [total]] = await db.batch([
    db
      .select({
        report_id: sql<number>`${messageReports.id}`.as('report_id'),
        reason: messageReports.reason,
        details: messageReports.details,
        reported_at: sql<string>`${messageReports.createdAt}`.as('reported_at'),
        reporter_id: messageReports.reporterUserId,
        reporter_name: sql<string | null>`${reporter.fullName}`.as('reporter_name'),
        message_id: sql<number>`${messages.id}`.as('message_id'),
        conversation_id: messages.conversationId,
        body: messages.body,
        removed_at: messages.removedAt,
        sent_at: sql<string>`${messages.createdAt}`.as('sent_at'),
        sender_id: messages.senderUserId,
        sender_name: sql<string | null>`${sender.fullName}`.as('sender_name'),
        sender_email: sql<string | null>`${senderAccount.email}`.as('sender_email'),
        sender_deleted_at: sql<string | null>`${senderAccount.deletedAt}`.as('sender_deleted_at'),
        sender_banned: sql<number>`${exists(
          db
            .select({ id: userBans.id })
            .from(userBans)
            .where(and(eq(userBans.userId, messages.senderUserId), eq(userBans.isActive, true))),
        )}`.as('sender_banned'),
      })
      .from(messageReports)
      .innerJoin(messages, eq(messages.id, messageReports.messageId))
      .leftJoin(reporter, eq(reporter.id, messageReports.reporterUserId))
      .leftJoin(sender, eq(sender.id, messages.senderUserId))
      .leftJoin(senderAccount, eq(senderAccount.id, messages.senderUserId))
      .where(isOpen)
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(CONTENT_ADMIN_PAGE_SIZE)
      .offset((page - 1) * CONTENT_ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(messageReports).where(isOpen),
  ]);
  const reports = rows.map(
    (row): MessageReportRow => ({
      id: row.report_id,
      reason: row.reason,
      details: row.details,
      created_at: row.reported_at,
      reporter: { user_id: row.reporter_id, full_name: row.reporter_name ?? MESSAGE_TEXT.deletedUser },
      message: {
        id: row.message_id,
        conversation_id: row.conversation_id,
        // The admin sees what was reported, removed or not, to decide on the sender.
        body: row.body,
        removed: row.removed_at !== null,
        created_at: row.sent_at,
        sender:
          row.sender_id === null
            ? { user_id: null, full_name: MESSAGE_TEXT.deletedUser, email: null, banned: false }
            : {
                user_id: row.sender_id,
                full_name: row.sender_name ?? MESSAGE_TEXT.deletedUser,
                email: row.sender_deleted_at === null ? row.sender_email : null,
                banned: row.sender_banned === 1,
              },
      },
    }),
  );
  return { reports, total: total?.n ?? 0, page, page_size: CONTENT_ADMIN_PAGE_SIZE };
}

export type ResolveReportResult =
  | { kind: 'resolved'; messageId: number; reportIds: number[] }
  | { kind: 'not_found' | 'already_resolved' };

/**
 * Resolves every open report of the reported message at once (a second reporter's report would ask
 * the same question again): `removed` also hides the message's text for good. One batch: the
 * reports are marked with this admin and time first, and the rest happens only if that mark is
 * there, so two admins cannot both act on one message; the audit entry keeps what it said.
 */
export async function resolveMessageReport(
  db: Database,
  actor: Actor,
  reportId: number,
  resolution: MessageReportResolution,
): Promise<ResolveReportResult> {
  const report = await db
    .select({
      messageId: messageReports.messageId,
      resolvedAt: messageReports.resolvedAt,
      senderId: messages.senderUserId,
      body: messages.body,
      reason: messageReports.reason,
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(eq(messageReports.id, reportId))
    .get();
  if (!report) return { kind: 'not_found' };
  if (report.resolvedAt !== null) return { kind: 'already_resolved' };

  const resolvedAt = new Date().toISOString();
  const markedByThisResolution = db
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(
      and(
        eq(messageReports.messageId, report.messageId),
        eq(messageReports.resolvedBy, actor.id),
        eq(messageReports.resolvedAt, resolvedAt),
      ),
    );
  const mark = db
    .update(messageReports)
    .set({ resolvedAt, resolvedBy: actor.id, resolution })
    .where(and(eq(messageReports.messageId, report.messageId), isOpen))
    .returning({ id: messageReports.id });
  // In the sender's history (a deleted sender's entry names nobody): that is where a ban is decided.
  const audit = auditEntry(db, actor, {
    action: resolution === 'removed' ? 'message.remove' : 'message.dismiss',
    targetType: 'user',
    targetId: report.senderId ?? '',
    before: { message_id: report.messageId, body: auditValue(report.body), reason: report.reason },
    after: { reports: resolution },
    onlyIf: exists(markedByThisResolution),
  });
  const [marked] =
    resolution === 'removed'
      ? await db.batch([
          mark,
          audit,
          db
            .update(messages)
            .set({ removedAt: dbNow })
            .where(and(eq(messages.id, report.messageId), isNull(messages.removedAt), exists(markedByThisResolution))),
        ])
      : await db.batch([mark, audit]);
  const reportIds = marked.map((row) => row.id).sort((a, b) => a - b);
  // Another admin resolved it between the read and the batch.
  if (reportIds.length === 0) return { kind: 'already_resolved' };
  return { kind: 'resolved', messageId: report.messageId, reportIds };
}
