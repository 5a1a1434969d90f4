// The data model (SPEC section 3); conventions and the hand-written trigger migrations: worker/db/README.md.
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { AuditTargetType } from '#shared/api/admin';
import type { DateOverride, WeeklyHours } from '#shared/api/bookings';
import { BOOKING_STATUSES } from '#shared/api/bookings';
import { MESSAGE_REPORT_RESOLUTIONS, type MessageReportReason, PARTICIPANT_ROLES } from '#shared/api/messages';
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';
import { DEFAULT_TRAINER_HEADLINE, REVIEW_FLAG_STATUSES, ROLES, TRAINER_STATUSES } from '#shared/enums';
import { listedInCategory } from '#worker/db/category-mask';

/** Now, as the ISO-8601 UTC text every timestamp column holds: for defaults and for writes that stamp a time. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text('created_at').notNull().default(nowIso);
const bool = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

const categoryCheck = sql`category IN ('health_wellness','parenting_family','business_marketing','personal_development','education_learning','creative_arts','technology_digital','language_communication')`;

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: parameters travel with the hash. */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  emailVerifiedAt: text('email_verified_at'),
  /** Non-essential emails (a new review, a contact message for admins); account emails always go. */
  emailNotifications: integer('email_notifications', { mode: 'boolean' }).notNull().default(true),
  /** Set when the account was deleted: personal data is gone, the row stays for the reviews it wrote. */
  deletedAt: text('deleted_at'),
});

export const ACCOUNT_TOKEN_PURPOSES = ['verify_email', 'reset_password', 'change_email'] as const;
export const accountTokens = sqliteTable(
  'account_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    /** SHA-256 of the token; the token itself is only ever in the email. */
    tokenHash: text('token_hash').notNull().unique(),
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [
    check('account_tokens_purpose_check', sql`purpose IN ('verify_email','reset_password','change_email')`),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    index('account_tokens_expires_idx').on(t.expiresAt),
    index('account_tokens_used_idx').on(t.usedAt),
  ],
);

/** Every email sent, written with its cause; the key makes it one email per event however often it repeats (decision 063). */
export const EMAIL_STATUSES = ['queued', 'sent', 'skipped', 'failed'] as const;
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    toEmail: text('to_email').notNull(),
    template: text('template').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** Last handed to the queue: the sweep hands on what the queue never got. */
    enqueuedAt: text('enqueued_at'),
    sentAt: text('sent_at'),
  },
  (t) => [
    check('email_outbox_status_check', sql`status IN ('queued','sent','skipped','failed')`),
    index('email_outbox_status_idx').on(t.status, t.enqueuedAt),
  ],
);

/** The local development mailbox; never used in production. */
export const devMailbox = sqliteTable(
  'dev_mailbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: text('headers').notNull().default('{}'),
    /** The email's files (a calendar file), kept so a local test can read them. */
    attachments: text('attachments', { mode: 'json' })
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    sentAt: text('sent_at').notNull().default(nowIso),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.toEmail, t.id)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    revokedAt: text('revoked_at'),
    userAgent: text('user_agent'),
    lastUsedAt: text('last_used_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Every refresh token ever issued for a session; a second use of a used token revokes the session. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: text('used_at'),
    /** The successor token sealed with a key from this one: a lost rotation response can recover it (decision 052). */
    successorSealed: text('successor_sealed'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const profiles = sqliteTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    bio: text('bio'),
    profileImage: text('profile_image'),
    createdAt: createdAt(),
  },
  (t) => [
    index('profiles_created_idx').on(t.createdAt, t.id),
    // The admin user search: a name typed from its start is a range of this index (any case).
    index('profiles_full_name_nocase_idx').on(sql`${t.fullName} collate nocase`, t.id),
  ],
);

export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), check('user_roles_role_check', sql`role IN ('admin')`)],
);

export const userBans = sqliteTable(
  'user_bans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedBy: text('banned_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdAt: createdAt(),
    liftedAt: text('lifted_at'),
  },
  (t) => [
    // One active ban per user: a second ban is the spec's 'User is already banned' (23505).
    uniqueIndex('user_bans_one_active_idx').on(t.userId).where(sql`is_active = 1`),
  ],
);

export const rateLimitBuckets = sqliteTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_buckets_window_idx').on(t.windowStart)],
);

export const trainers = sqliteTable(
  'trainers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    headline: text('headline').notNull().default(DEFAULT_TRAINER_HEADLINE),
    description: text('description'),
    status: text('status', { enum: TRAINER_STATUSES }).notNull().default('pending'),
    isFeatured: bool('is_featured'),
    featuredAt: text('featured_at'),
    identityVerified: bool('identity_verified'),
    emailVerified: bool('email_verified'),
    websiteUrl: text('website_url'),
    instagramUrl: text('instagram_url'),
    tiktokUrl: text('tiktok_url'),
    snapchatUrl: text('snapchat_url'),
    whatsappNumber: text('whatsapp_number'),
    statusMessage: text('status_message'),
    statusChangedAt: text('status_changed_at'),
    /** 1 while the owner has an active ban (kept by triggers on user_bans): hidden from the public like a non-approved trainer. */
    ownerBanned: bool('owner_banned'),
    categoryMask: integer('category_mask').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(nowIso),
    /** Optimistic concurrency: a save must name the version it loaded (decision 019). */
    version: integer('version').notNull().default(1),
    // Kept by triggers on services and reviews (decision 003).
    minPrice: real('min_price'),
    serviceCount: integer('service_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingAvg: real('rating_avg').notNull().default(0),
    /** Reviews by someone with a completed session with this trainer (issue #42; triggers in 0026). */
    verifiedReviewCount: integer('verified_review_count').notNull().default(0),
    /** Virtual, so nothing can forget it; the listing names it instead of `status` so SQLite uses the partial indexes (decision 056). */
    listed: integer('listed', { mode: 'boolean' }).generatedAlwaysAs(
      sql`status = 'approved' AND owner_banned = 0 AND service_count > 0`,
      { mode: 'virtual' },
    ),
    /** Never null, since keyset pages compare row values and null compares as unknown (decision 059). */
    featuredKey: text('featured_key').generatedAlwaysAs(
      sql`CASE WHEN is_featured = 1 THEN coalesce(featured_at, '0') ELSE '' END`,
      { mode: 'virtual' },
    ),
  },
  (t) => [
    check('trainers_status_check', sql`status IN ('pending','approved','rejected')`),
    // One index per listing sort over listed trainers; the implicit id is the keyset tie-breaker (decision 057).
    index('trainers_listed_featured_idx').on(t.featuredKey, t.ratingAvg, t.reviewCount).where(sql`listed = 1`),
    index('trainers_listed_rating_idx').on(t.ratingAvg, t.reviewCount).where(sql`listed = 1`),
    index('trainers_listed_newest_idx').on(t.createdAt).where(sql`listed = 1`),
    index('trainers_listed_price_idx').on(t.minPrice).where(sql`listed = 1`),
    // A search's count probes matches here by INDEXED BY: index pages instead of a table page per match (decision 060).
    index('trainers_listed_id_idx')
      .on(t.id, t.minPrice, t.ratingAvg, t.identityVerified, t.categoryMask)
      .where(sql`listed = 1`),
    // The same sort indexes per category, holding only that category's listed trainers.
    ...CATEGORY_KEYS.flatMap((key) => {
      const where = sql.raw(listedInCategory(key));
      return [
        index(`trainers_${key}_featured_idx`).on(t.featuredKey, t.ratingAvg, t.reviewCount).where(where),
        index(`trainers_${key}_rating_idx`).on(t.ratingAvg, t.reviewCount).where(where),
        index(`trainers_${key}_newest_idx`).on(t.createdAt).where(where),
        index(`trainers_${key}_price_idx`).on(t.minPrice).where(where),
      ];
    }),
    index('trainers_status_created_idx').on(t.status, t.createdAt),
    index('trainers_created_idx').on(t.createdAt),
  ],
);

export const services = sqliteTable(
  'services',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').$type<CategoryKey>().notNull().default('health_wellness'),
    price: real('price').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    createdAt: createdAt(),
    version: integer('version').notNull().default(1),
    /** Learners may request a time for it on the profile (issue #42). */
    bookable: bool('bookable'),
  },
  (t) => [
    check('services_category_check', categoryCheck),
    check('services_price_check', sql`price >= 0`),
    check('services_duration_check', sql`duration_minutes > 0`),
    index('services_trainer_price_idx').on(t.trainerId, t.price),
    index('services_category_trainer_idx').on(t.category, t.trainerId),
  ],
);

/** Old slugs answered with a redirect to the current one; filled and kept unique by triggers (decision 020). */
export const trainerSlugRedirects = sqliteTable(
  'trainer_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('trainer_slug_redirects_trainer_idx').on(t.trainerId)],
);

export const adminNotes = sqliteTable(
  'admin_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_notes_trainer_idx').on(t.trainerId)],
);

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`rating BETWEEN 1 AND 5`),
    check('reviews_title_check', sql`length(trim(title)) BETWEEN 1 AND 100`),
    check('reviews_comment_check', sql`comment IS NULL OR length(comment) <= 500`),
    uniqueIndex('reviews_trainer_reviewer_idx').on(t.trainerId, t.reviewerId),
    index('reviews_trainer_created_idx').on(t.trainerId, t.createdAt),
    index('reviews_reviewer_idx').on(t.reviewerId),
  ],
);

export const reviewFlags = sqliteTable(
  'review_flags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    // Kept (as NULL) after the review is removed so the moderation record survives.
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    flaggedBy: text('flagged_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: REVIEW_FLAG_STATUSES }).notNull().default('pending'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_flags_status_check', sql`status IN ('pending','resolved_approved','resolved_removed')`),
    uniqueIndex('review_flags_one_open_idx').on(t.reviewId, t.flaggedBy).where(sql`status = 'pending'`),
    index('review_flags_status_created_idx').on(t.status, t.createdAt),
    // Deleting a review sets its flags' review_id to NULL: without this index every delete scans the flags.
    index('review_flags_review_idx').on(t.reviewId),
  ],
);

export const savedTrainers = sqliteTable(
  'saved_trainers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_trainers_user_trainer_idx').on(t.userId, t.trainerId),
    index('saved_trainers_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** One enquiry thread per learner and trainer: a second enquiry continues it (worker/features/messages/README.md). */
export const conversations = sqliteTable(
  'conversations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The one who enquired. */
    learnerUserId: text('learner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    /** The service the latest enquiry was about. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: text('last_message_at').notNull().default(nowIso),
    /** No foreign key: messages reference conversations, and the send batch keeps this. */
    lastMessageId: integer('last_message_id'),
    /** The trainer's first message, for reply rate and reply time. */
    firstReplyAt: text('first_reply_at'),
  },
  (t) => [
    uniqueIndex('conversations_learner_trainer_idx').on(t.learnerUserId, t.trainerId),
    index('conversations_trainer_created_idx').on(t.trainerId, t.createdAt),
    index('conversations_created_idx').on(t.createdAt),
  ],
);

export const conversationParticipants = sqliteTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: PARTICIPANT_ROLES }).notNull(),
    /** The newest message this participant has read (0: none). */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    /** A copy of the conversation's, so the inbox is one index range per user. */
    lastMessageAt: text('last_message_at').notNull().default(nowIso),
    /** This participant blocked the other. */
    blockedAt: text('blocked_at'),
    /** When the oldest message still unread arrived; cleared on read. */
    unreadSince: text('unread_since'),
    /** When the unread-messages email went for the current unread stretch; cleared on read. */
    notifiedAt: text('notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    check('conversation_participants_role_check', sql`role IN ('learner','trainer')`),
    // Read backwards for newest first (SQLite scans an index either way).
    index('conversation_participants_inbox_idx').on(t.userId, t.lastMessageAt, t.conversationId),
    // Covering, so the header's count reads index entries only.
    index('conversation_participants_unread_idx').on(t.userId, t.unreadCount).where(sql`unread_count > 0`),
    // The unread-messages email pass reads only the stretches not yet emailed about.
    index('conversation_participants_unread_email_idx')
      .on(t.unreadSince)
      .where(sql`unread_since IS NOT NULL AND notified_at IS NULL`),
  ],
);

export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** NULL once the sender's account is deleted: shown as "Deleted user". */
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The browser's idempotency key: a retried send finds the message it stored. */
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    /** What an enquiry from a profile was about. */
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** An admin removed it after a report: its text is never shown again. */
    removedAt: text('removed_at'),
  },
  (t) => [
    check('messages_body_check', sql`length(body) BETWEEN 1 AND 2000`),
    uniqueIndex('messages_sender_client_idx').on(t.senderUserId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
  ],
);

/** A trainer's booking settings, one row per trainer once saved (worker/features/bookings/README.md). */
export const trainerAvailability = sqliteTable('trainer_availability', {
  trainerId: integer('trainer_id')
    .primaryKey()
    .references(() => trainers.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  /** Validated by the shared zod schema on every save; read whole with the row. */
  weekly: text('weekly', { mode: 'json' }).$type<WeeklyHours>().notNull(),
  overrides: text('overrides', { mode: 'json' }).$type<DateOverride[]>().notNull().default(sql`'[]'`),
  minNoticeHours: integer('min_notice_hours').notNull().default(12),
  horizonDays: integer('horizon_days').notNull().default(60),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  cancelNoticeHours: integer('cancel_notice_hours').notNull().default(24),
  /** Optimistic concurrency, as trainers.version: a save names the version it loaded. */
  version: integer('version').notNull().default(1),
  updatedAt: text('updated_at').notNull().default(nowIso),
});

/**
 * A learner's session request and, once accepted, the session. Two pending or accepted bookings of
 * one trainer never overlap (buffers included): the triggers of 0024_bookings.sql refuse the write.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    learnerUserId: text('learner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The service as it was requested: a later edit or removal changes no session. */
    serviceTitle: text('service_title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    price: real('price').notNull(),
    currency: text('currency').notNull(),
    startAt: text('start_at').notNull(),
    endAt: text('end_at').notNull(),
    /** The trainer's buffer when requested: kept free before and after this session. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    note: text('note'),
    learnerTimeZone: text('learner_time_zone').notNull(),
    /** The browser's key: a retried request finds the booking it made. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A pending request lapses then (the earlier of 48 h after the request and the start less the minimum notice). */
    expiresAt: text('expires_at'),
    decidedAt: text('decided_at'),
    declineMessage: text('decline_message'),
    cancelledAt: text('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: ['learner', 'trainer'] }),
    cancelReason: text('cancel_reason'),
    remindedAt: text('reminded_at'),
    /** The calendar file's SEQUENCE: bumped by every change either side's calendar must see. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(nowIso),
  },
  (t) => [
    check('bookings_status_check', sql`status IN ('pending','accepted','declined','expired','cancelled','completed')`),
    check('bookings_time_check', sql`end_at > start_at`),
    check('bookings_cancelled_by_check', sql`cancelled_by IS NULL OR cancelled_by IN ('learner','trainer')`),
    uniqueIndex('bookings_learner_key_idx').on(t.learnerUserId, t.idempotencyKey),
    // The slots read and the overlap triggers: one trainer's live bookings in a time range.
    index('bookings_trainer_live_idx').on(t.trainerId, t.startAt).where(sql`status IN ('pending','accepted')`),
    index('bookings_trainer_start_idx').on(t.trainerId, t.startAt),
    index('bookings_learner_start_idx').on(t.learnerUserId, t.startAt),
    index('bookings_trainer_created_idx').on(t.trainerId, t.createdAt),
    // Covering for the admin overview's count of the week's bookings by status: index entries only.
    index('bookings_created_status_idx').on(t.createdAt, t.status),
    // The jobs: pending requests to expire, accepted sessions to remind and to complete.
    index('bookings_pending_expiry_idx').on(t.expiresAt).where(sql`status = 'pending'`),
    index('bookings_reminder_idx').on(t.startAt).where(sql`status = 'accepted' AND reminded_at IS NULL`),
    index('bookings_accepted_end_idx').on(t.endAt).where(sql`status = 'accepted'`),
    // "Verified session": a reviewer's completed sessions with the trainer, one probe (0026's triggers, the reviews read).
    index('bookings_completed_pair_idx').on(t.trainerId, t.learnerUserId).where(sql`status = 'completed'`),
  ],
);

export const messageReports = sqliteTable(
  'message_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterUserId: text('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<MessageReportReason>().notNull(),
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: text('resolved_at'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: MESSAGE_REPORT_RESOLUTIONS }),
  },
  (t) => [
    check('message_reports_resolution_check', sql`resolution IS NULL OR resolution IN ('removed','dismissed')`),
    uniqueIndex('message_reports_message_reporter_idx').on(t.messageId, t.reporterUserId),
    index('message_reports_open_idx').on(t.createdAt).where(sql`resolved_at IS NULL`),
  ],
);

export const newsletterSubscriptions = sqliteTable('newsletter_subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  sourcePage: text('source_page').notNull().default('homepage'),
  createdAt: createdAt(),
});

export const contactSubmissions = sqliteTable(
  'contact_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    readAt: text('read_at'),
  },
  (t) => [index('contact_submissions_created_idx').on(t.createdAt)],
);

export const searchQueries = sqliteTable(
  'search_queries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Idempotency key: a redelivered queue message inserts nothing. */
    eventId: text('event_id').notNull().unique(),
    query: text('query').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('search_queries_created_idx').on(t.createdAt)],
);

export const trainerProfileViews = sqliteTable(
  'trainer_profile_views',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: text('event_id').notNull().unique(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    sourcePage: text('source_page').notNull().default('direct'),
    searchQuery: text('search_query'),
    referrer: text('referrer'),
    viewedAt: text('viewed_at').notNull().default(nowIso),
  },
  (t) => [
    index('trainer_profile_views_trainer_time_cover_idx').on(t.trainerId, t.viewedAt, t.sourcePage, t.searchQuery),
    index('trainer_profile_views_time_idx').on(t.viewedAt),
  ],
);

export const trainerSocialClicks = sqliteTable(
  'trainer_social_clicks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: text('event_id').notNull().unique(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    clickedAt: text('clicked_at').notNull().default(nowIso),
  },
  (t) => [
    check(
      'trainer_social_clicks_platform_check',
      sql`platform IN ('website','instagram','tiktok','snapchat','whatsapp')`,
    ),
    index('trainer_social_clicks_trainer_time_platform_idx').on(t.trainerId, t.clickedAt, t.platform),
    index('trainer_social_clicks_time_idx').on(t.clickedAt),
  ],
);

// Daily rollups per trainer, replaced a day at a time by the Cron job (decision 065).
export const trainerDailyViews = sqliteTable(
  'trainer_daily_views',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    sourcePage: text('source_page').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.day, t.sourcePage] }), index('trainer_daily_views_day_idx').on(t.day)],
);

/** Profile views per search keyword: `lower(search_query)` (SQLite folds ASCII only), blank ones left out. */
export const trainerDailyKeywords = sqliteTable(
  'trainer_daily_keywords',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    keyword: text('keyword').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.day, t.keyword] }), index('trainer_daily_keywords_day_idx').on(t.day)],
);

export const trainerDailyClicks = sqliteTable(
  'trainer_daily_clicks',
  {
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    platform: text('platform').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.trainerId, t.day, t.platform] }), index('trainer_daily_clicks_day_idx').on(t.day)],
);

/** Days before `rolled_until` are in the rollups; readers take later days from the raw events. */
export const rollupState = sqliteTable('rollup_state', {
  name: text('name').primaryKey(),
  rolledUntil: text('rolled_until').notNull(),
  updatedAt: text('updated_at').notNull().default(nowIso),
});

/** Per-category monthly benchmarks written by the Cron job (decision 016). */
export const trainerBenchmarks = sqliteTable(
  'trainer_benchmarks',
  {
    month: text('month').notNull(),
    category: text('category').notNull(),
    medianConversion: real('median_conversion').notNull(),
    trainerCount: integer('trainer_count').notNull(),
    computedAt: text('computed_at').notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.month, t.category] }), check('trainer_benchmarks_category_check', categoryCheck)],
);

export const platformSettings = sqliteTable('platform_settings', {
  key: text('key').primaryKey(),
  /** JSON: maintenance_mode {enabled, message}; announcement {enabled, message, type}. */
  value: text('value', { mode: 'json' }).notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: text('updated_at').notNull().default(nowIso),
});

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    category: text('category'),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default(sql`'[]'`),
    featuredImage: text('featured_image'),
    isPublished: bool('is_published'),
    publishedAt: text('published_at'),
    viewsCount: integer('views_count').notNull().default(0),
    readTimeMinutes: integer('read_time_minutes').notNull().default(5),
    createdAt: createdAt(),
    /** When its text last changed (trigger `blog_posts_updated_at`); null: never since it was written. */
    updatedAt: text('updated_at'),
  },
  (t) => [
    index('blog_posts_published_idx').on(t.isPublished, t.publishedAt),
    index('blog_posts_created_idx').on(t.createdAt),
  ],
);

/** Readers counted per post per day; the key is an HMAC, no address stored (decision 024). */
export const blogPostViews = sqliteTable(
  'blog_post_views',
  {
    visitorKey: text('visitor_key').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    viewDay: text('view_day').notNull(),
  },
  (t) => [index('blog_post_views_day_idx').on(t.viewDay), index('blog_post_views_post_idx').on(t.postId)],
);

export const faqs = sqliteTable(
  'faqs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    category: text('category').notNull(),
    isPublished: integer('is_published', { mode: 'boolean' }).notNull().default(true),
    orderIndex: integer('order_index').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('faqs_published_order_idx').on(t.isPublished, t.category, t.orderIndex)],
);

export const testimonials = sqliteTable(
  'testimonials',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    clientName: text('client_name').notNull(),
    clientPhoto: text('client_photo'),
    quote: text('quote').notNull(),
    rating: integer('rating').notNull().default(5),
    isFeatured: bool('is_featured'),
    createdAt: createdAt(),
  },
  (t) => [
    check('testimonials_rating_check', sql`rating BETWEEN 1 AND 5`),
    index('testimonials_featured_created_idx').on(t.isFeatured, t.createdAt),
  ],
);

/** KV cache version counters, bumped by triggers in the writing transaction (decisions 001, 046). */
export const cacheVersions = sqliteTable(
  'cache_versions',
  {
    key: text('key').primaryKey(),
    version: integer('version').notNull().default(1),
  },
  // A write response looks up the versions it just bumped by recency (read-your-writes cookie).
  (t) => [index('cache_versions_version_idx').on(t.version)],
);

/** Exact row counts kept by triggers, so totals are one key read (decision 069). */
export const rowCounts = sqliteTable('row_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull().default(0),
});

export const deadLetterEvents = sqliteTable(
  'dead_letter_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: text('message_id').notNull().unique(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull(),
    receivedAt: text('received_at').notNull().default(nowIso),
  },
  (t) => [index('dead_letter_events_received_idx').on(t.receivedAt)],
);

/** Append-only (a trigger refuses UPDATE and DELETE), written in the change's own batch (decision 028). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
