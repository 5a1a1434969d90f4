import { Hono } from 'hono';
import { adminPageQuerySchema } from '#shared/api/admin-content';
import {
  MESSAGE_TEXT,
  type MessageReportResolution,
  type MessageReportsResponse,
  messageReportParam,
  type ResolveMessageReportResponse,
} from '#shared/api/messages';
import type { Actor } from '#worker/actor';
import type { AuthedEnv } from '#worker/app-env';
import type { Database } from '#worker/db/client';
import { ApiError } from '#worker/lib/errors';
import { validate } from '#worker/lib/validate';
import { listOpenReports, resolveMessageReport } from './message-moderation.repository';

async function resolved(
  db: Database,
  actor: Actor,
  reportId: number,
  resolution: MessageReportResolution,
): Promise<ResolveMessageReportResponse> {
  const result = await resolveMessageReport(db, actor, reportId, resolution);
  switch (result.kind) {
    case 'not_found':
      throw new ApiError(404, 'not_found', MESSAGE_TEXT.reportNotFound);
    case 'already_resolved':
      throw new ApiError(409, 'already_resolved', MESSAGE_TEXT.reportAlreadyResolved);
    case 'resolved':
      return {
        report_id: reportId,
        message_id: result.messageId,
        resolution,
        resolved_report_ids: result.reportIds,
        message: resolution === 'removed' ? MESSAGE_TEXT.reportRemoved : MESSAGE_TEXT.reportDismissed,
      };
  }
}

/**
 * /api/admin/message-reports: mounted behind the admin group's one check (the role read from D1 on
 * every request); every resolution is audited in its batch. Banning the sender is the user-ban endpoint.
 */
export const messageReportRoutes = new Hono<AuthedEnv>()
  .get('/', validate('query', adminPageQuerySchema), async (c) =>
    c.json<MessageReportsResponse>(await listOpenReports(c.get('db'), c.req.valid('query').page)),
  )
  .post('/:reportId/remove', validate('param', messageReportParam), async (c) =>
    c.json<ResolveMessageReportResponse>(
      await resolved(c.get('db'), c.get('actor'), c.req.valid('param').reportId, 'removed'),
    ),
  )
  .post('/:reportId/dismiss', validate('param', messageReportParam), async (c) =>
    c.json<ResolveMessageReportResponse>(
      await resolved(c.get('db'), c.get('actor'), c.req.valid('param').reportId, 'dismissed'),
    ),
  );
