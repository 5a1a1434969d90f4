import * as z from 'zod';
import { TRAINER_STATUSES, type TrainerStatus } from '#shared/enums';
import { MAX_PAGE } from '#shared/listing-options';
import { queryObject, wholeNumberParam } from '#shared/query-params';
import { optionalUserText, userText } from '#shared/text';

/** The admin console's API contract (SPEC 2 Admin, 4, 5, 7 Admin calls, 8 Admin toasts). */
export const ADMIN_PAGE_SIZE = 20;

/** Messages the worker itself answers with (the web shows them as they are). */
export const ADMIN_MESSAGES = {
  selectTrainers: 'Please select trainers first',
  reasonRequired: 'Please provide a reason',
  alreadyBanned: 'User is already banned',
  notBanned: 'User is not banned',
  cannotBanSelf: 'You cannot ban yourself',
  cannotBanAdmin: 'Administrators cannot be banned',
  noteRequired: 'Please write a note',
  trainerNotFound: 'Trainer not found',
  userNotFound: 'User not found',
} as const;

const searchParam = userText({ label: 'Search', max: 200 }).optional();
const pageParam = wholeNumberParam('Page', 1, MAX_PAGE).default(1);

export interface AdminStatsResponse {
  total_users: number;
  new_users_this_week: number;
  total_trainers: number;
  new_trainers_this_week: number;
  pending_trainers: number;
  approved_trainers: number;
  rejected_trainers: number;
  total_reviews: number;
  flagged_reviews: number;
  blog_posts: number;
  faqs: number;
  contact_submissions: number;
  unread_contact_submissions: number;
  /** Conversations learners started with trainers in the last 7 days (issue #41). */
  enquiries_this_week: number;
  /** Session requests made in the last 7 days that are pending, accepted or completed (issue #42). */
  sessions_booked_this_week: number;
}

export const TRAINER_STATUS_FILTERS = ['all', ...TRAINER_STATUSES] as const;
export const adminTrainersQuerySchema = queryObject({
  search: searchParam,
  status: z.enum(TRAINER_STATUS_FILTERS, { error: 'Status must be all, pending, approved or rejected' }).default('all'),
  page: pageParam,
});
export type AdminTrainersQuery = z.input<typeof adminTrainersQuerySchema>;

export interface AdminTrainerRow {
  id: number;
  slug: string;
  user_id: string;
  full_name: string;
  email: string;
  headline: string;
  status: TrainerStatus;
  email_verified: boolean;
  identity_verified: boolean;
  is_featured: boolean;
  featured_at: string | null;
  created_at: string;
  note_count: number;
}

export interface AdminTrainersResponse {
  trainers: AdminTrainerRow[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<TrainerStatus, number>;
}

/** Approve or reject one trainer or many (bulk), with an optional message shown to the trainer. */
export const MODERATION_STATUSES = ['approved', 'rejected'] as const;
export const trainerStatusChangeSchema = z.object({
  ids: z
    .array(z.number({ error: 'Trainer ids must be numbers' }).int().positive(), {
      error: ADMIN_MESSAGES.selectTrainers,
    })
    .min(1, ADMIN_MESSAGES.selectTrainers)
    .max(200, 'At most 200 trainers at once'),
  status: z.enum(MODERATION_STATUSES, { error: 'Status must be approved or rejected' }),
  message: optionalUserText({ label: 'Message', max: 500, multiline: true }),
});
export type TrainerStatusChangeInput = z.input<typeof trainerStatusChangeSchema>;

export interface TrainerStatusChangeResponse {
  /** Trainers whose status changed (already in that status, or unknown ids, are left out). */
  updated_ids: number[];
  /** 'Trainer approved' for one, 'n trainers approved' for a bulk change (SPEC 8). */
  message: string;
}

export const VERIFICATION_FIELDS = ['email_verified', 'identity_verified', 'is_featured'] as const;
export type VerificationField = (typeof VERIFICATION_FIELDS)[number];
export const verificationChangeSchema = z.object({
  field: z.enum(VERIFICATION_FIELDS, { error: 'Field must be email_verified, identity_verified or is_featured' }),
  value: z.boolean({ error: 'Value must be true or false' }),
});
export type VerificationChangeInput = z.input<typeof verificationChangeSchema>;

export const adminNoteSchema = z.object({
  note: userText({
    label: 'Note',
    max: 2000,
    required: true,
    multiline: true,
    messages: { required: ADMIN_MESSAGES.noteRequired },
  }),
});
export type AdminNoteInput = z.input<typeof adminNoteSchema>;

export interface AdminNote {
  id: number;
  note: string;
  admin_name: string | null;
  created_at: string;
}

export interface AdminNotesResponse {
  notes: AdminNote[];
}

/** A person's role as the users list shows it: admin over trainer over user. */
export const USER_ROLES = ['user', 'trainer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** What the users list can be narrowed to: one role, or the banned (no filter: everybody). */
export const ADMIN_USER_FILTERS = [...USER_ROLES, 'banned'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

export const adminUsersQuerySchema = queryObject({
  search: searchParam,
  filter: z.enum(ADMIN_USER_FILTERS, { error: 'Filter must be user, trainer, admin or banned' }).optional(),
  page: pageParam,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export interface AdminUserRow {
  id: string;
  full_name: string;
  email: string;
  created_at: string;
  role: UserRole;
  is_admin: boolean;
  is_banned: boolean;
  ban_reason: string | null;
}

export interface AdminUsersResponse {
  users: AdminUserRow[];
  total: number;
  page: number;
  page_size: number;
  /** Everybody, and how many of them each filter shows (not narrowed by the search). */
  counts: Record<AdminUserFilter | 'all', number>;
}

export const banUserSchema = z.object({
  reason: userText({
    label: 'Reason',
    max: 500,
    required: true,
    multiline: true,
    messages: { required: ADMIN_MESSAGES.reasonRequired, invalid: ADMIN_MESSAGES.reasonRequired },
  }),
});
export type BanUserInput = z.input<typeof banUserSchema>;

export const AUDIT_TARGET_TYPES = [
  'trainer',
  'user',
  'setting',
  'contact_submission',
  'blog_post',
  'faq',
  'testimonial',
  'review',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const auditQuerySchema = queryObject({
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: 'Unknown target type' }).optional(),
  targetId: userText({ label: 'Target id', max: 64 }).optional(),
  page: pageParam,
});

/** What an audit entry is about, resolved when read (decision 079); all null once the subject is gone. */
export interface AuditSubject {
  /** A person's name, a post's or review's title, a FAQ's question, a testimonial's client, a message's sender. */
  name: string | null;
  /** A trainer's or user's email (the admin lists find them by it). */
  email: string | null;
  /** A review's trainer: name and public profile slug. */
  trainer_name: string | null;
  trainer_slug: string | null;
}

export interface AuditEntry {
  id: number;
  actor_email: string;
  action: string;
  target_type: AuditTargetType;
  subject: AuditSubject;
  target_id: string;
  summary: { before: unknown; after: unknown };
  created_at: string;
}

export interface AuditLogResponse {
  entries: AuditEntry[];
  page: number;
  has_more: boolean;
}

export const contactInboxQuerySchema = queryObject({
  filter: z.enum(['all', 'unread'], { error: 'Filter must be all or unread' }).default('all'),
  page: pageParam,
});

export interface ContactInboxItem {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  created_at: string;
  read_at: string | null;
}

export interface ContactInboxResponse {
  submissions: ContactInboxItem[];
  total: number;
  unread: number;
  page: number;
  page_size: number;
}

export const markReadSchema = z.object({ read: z.boolean({ error: 'Read must be true or false' }) });
