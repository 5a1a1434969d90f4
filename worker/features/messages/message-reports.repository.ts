import { and, eq } from 'drizzle-orm';
import type { MessageReportReason } from '#shared/api/messages';
import type { Database } from '#worker/db/client';
import { conversationParticipants, messageReports, messages } from '#worker/db/schema';
import { withConstraintErrors } from '#worker/lib/db-errors';

export type ReportResult = { kind: 'reported' } | { kind: 'not_found' | 'own_message' | 'duplicate' };

/** A participant reports the other side's message; one report per person per message. */
export async function reportMessage(
  db: Database,
  actorId: string,
  messageId: number,
  input: { reason: MessageReportReason; details: string | null },
): Promise<ReportResult> {
  const found = await db
    .select({ senderUserId: messages.senderUserId })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, actorId),
      ),
    )
    .where(eq(messages.id, messageId))
    .get();
  // Someone else's conversation: as if the message did not exist.
  if (!found) return { kind: 'not_found' };
  if (found.senderUserId === actorId) return { kind: 'own_message' };
  return withConstraintErrors(
    async (): Promise<ReportResult> => {
      await db.insert(messageReports).values({ messageId, reporterUserId: actorId, ...input });
      return { kind: 'reported' };
    },
    { onUnique: () => ({ kind: 'duplicate' }) as const },
  );
}
