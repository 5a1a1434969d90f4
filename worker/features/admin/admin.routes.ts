import { Hono } from 'hono';
import * as z from 'zod';
import {
  ADMIN_MESSAGES,
  type AdminNotesResponse,
  type AdminStatsResponse,
  type AdminTrainersResponse,
  type AdminUsersResponse,
  type AuditLogResponse,
  adminNoteSchema,
  adminTrainersQuerySchema,
  adminUsersQuerySchema,
  auditQuerySchema,
  banUserSchema,
  type ContactInboxResponse,
  contactInboxQuerySchema,
  markReadSchema,
  type TrainerStatusChangeResponse,
  trainerStatusChangeSchema,
  verificationChangeSchema,
} from '#shared/api/admin';
import type { MessageResponse } from '#shared/api/auth';
import type { AuthedEnv } from '#worker/app-env';
import { ApiError } from '#worker/lib/errors';
import { idParam } from '#worker/lib/params';
import { validate } from '#worker/lib/validate';
import { dispatchEmails } from '#worker/platform/email/outbox';
import { adminStats } from './admin-overview.repository';
import {
  addAdminNote,
  changeTrainerStatus,
  listAdminNotes,
  listAdminTrainers,
  setVerification,
  trainerExists,
} from './admin-trainers.repository';
import { banUser, listAdminUsers, unbanUser } from './admin-users.repository';
import { listAuditEntries } from './audit-log.repository';
import { listContactSubmissions, markContactSubmission } from './contact-inbox.repository';

const userIdParam = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, ADMIN_MESSAGES.userNotFound) });

/** SPEC 8: 'Trainer approved' for a single change, 'n trainers approved' (n actually changed) for a bulk one. */
function statusMessage(selected: number, changed: number, status: string): string {
  return selected === 1 ? `Trainer ${status}` : `${changed} trainers ${status}`;
}

/**
 * The admin console's own endpoints (overview, trainers, users, inbox, audit log); worker/app.ts
 * mounts them with the other features' admin routes behind one `requireAdmin`. Each change writes
 * its audit entry in the same batch (see worker/platform/audit/audit-entry.repository.ts).
 */
export const adminRoutes = new Hono<AuthedEnv>()
  .get('/stats', async (c) => c.json<AdminStatsResponse>(await adminStats(c.get('db'))))

  .get('/trainers', validate('query', adminTrainersQuerySchema), async (c) =>
    c.json<AdminTrainersResponse>(await listAdminTrainers(c.get('db'), c.req.valid('query'))),
  )
  .post('/trainers/status', validate('json', trainerStatusChangeSchema), async (c) => {
    const input = c.req.valid('json');
    const { updated, emailKeys } = await changeTrainerStatus(c.get('db'), c.get('actor'), input);
    await dispatchEmails(c.env, emailKeys);
    return c.json<TrainerStatusChangeResponse>({
      updated_ids: updated,
      message: statusMessage(new Set(input.ids).size, updated.length, input.status),
    });
  })
  .patch(
    '/trainers/:id/verification',
    validate('param', idParam),
    validate('json', verificationChangeSchema),
    async (c) => {
      const { field, value } = c.req.valid('json');
      if (!(await setVerification(c.get('db'), c.get('actor'), c.req.valid('param').id, field, value))) {
        throw new ApiError(404, 'not_found', ADMIN_MESSAGES.trainerNotFound);
      }
      return c.json<MessageResponse>({ message: 'Verification updated' });
    },
  )
  .get('/trainers/:id/notes', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await trainerExists(c.get('db'), id))) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.trainerNotFound);
    return c.json<AdminNotesResponse>({ notes: await listAdminNotes(c.get('db'), id) });
  })
  .post('/trainers/:id/notes', validate('param', idParam), validate('json', adminNoteSchema), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await trainerExists(c.get('db'), id))) throw new ApiError(404, 'not_found', ADMIN_MESSAGES.trainerNotFound);
    const note = await addAdminNote(c.get('db'), c.get('actor'), id, c.req.valid('json').note);
    return c.json({ note, message: 'Note added' }, 201);
  })

  .get('/users', validate('query', adminUsersQuerySchema), async (c) =>
    c.json<AdminUsersResponse>(await listAdminUsers(c.get('db'), c.req.valid('query'))),
  )
  .post('/users/:id/ban', validate('param', userIdParam), validate('json', banUserSchema), async (c) => {
    await banUser(c.get('db'), c.get('actor'), c.req.valid('param').id, c.req.valid('json').reason);
    return c.json<MessageResponse>({ message: 'User banned' }, 201);
  })
  .delete('/users/:id/ban', validate('param', userIdParam), async (c) => {
    await unbanUser(c.get('db'), c.get('actor'), c.req.valid('param').id);
    return c.json<MessageResponse>({ message: 'User unbanned' });
  })

  .get('/contact-submissions', validate('query', contactInboxQuerySchema), async (c) =>
    c.json<ContactInboxResponse>(await listContactSubmissions(c.get('db'), c.req.valid('query'))),
  )
  .patch('/contact-submissions/:id', validate('param', idParam), validate('json', markReadSchema), async (c) => {
    const found = await markContactSubmission(
      c.get('db'),
      c.get('actor'),
      c.req.valid('param').id,
      c.req.valid('json').read,
    );
    if (!found) throw new ApiError(404, 'not_found', 'Message not found');
    return c.json<MessageResponse>({ message: 'Message updated' });
  })

  .get('/audit', validate('query', auditQuerySchema), async (c) =>
    c.json<AuditLogResponse>(await listAuditEntries(c.get('db'), c.req.valid('query'))),
  );
