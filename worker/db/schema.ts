/**
 * The whole data model (SPEC section 3) plus what accounts need. Migrations in /migrations are
 * generated from this file by drizzle-kit; triggers and the FTS5 index live in a custom migration
 * because drizzle-kit cannot express them.
 *
 * Conventions: timestamps are ISO-8601 UTC text (sortable as text); booleans are 0/1 integers;
 * user-facing ids of accounts are UUID text, content rows use integer ids.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { AuditTargetType } from '#shared/api/admin';
import { CATEGORY_KEYS, type CategoryKey } from '#shared/categories';
import { DEFAULT_TRAINER_HEADLINE, REVIEW_FLAG_STATUSES, ROLES, TRAINER_STATUSES } from '#shared/enums';
import { listedInCategory } from '#worker/db/category-mask';

/** Now, as the ISO-8601 UTC text every timestamp column holds: for defaults and for writes that stamp a time. */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text('created_at').notNull().default(nowIso);
const bool = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

const categoryCheck = sql`category IN ('health_wellness','parenting_family','business_marketing','personal_development','education_learning','creative_arts','technology_digital','language_communication')`;

// ---------------------------------------------------------------- accounts

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`: parameters travel with the hash. */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  /** When the user proved they own `email` (a verification link); null until then. */
  emailVerifiedAt: text('email_verified_at'),
  /** Non-essential emails (a new review, a contact message for admins); account emails always go. */
  emailNotifications: integer('email_notifications', { mode: 'boolean' }).notNull().default(true),
  /** Set when the account was deleted: personal data is gone, the row stays for the reviews it wrote. */
  deletedAt: text('deleted_at'),
});

/** Single-use links sent by email: verify an address, reset a password, confirm a new address. */
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
    /** change_email: the address that takes effect when the link is followed. */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
  },
  (t) => [
    check('account_tokens_purpose_check', sql`purpose IN ('verify_email','reset_password','change_email')`),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    // The daily housekeeping deletes links by when they expired or were used (worker/platform/housekeeping).
    index('account_tokens_expires_idx').on(t.expiresAt),
    index('account_tokens_used_idx').on(t.usedAt),
  ],
);

/**
 * Every email the product sends, written with the event that causes it (platform/email, features/notifications): the key
 * makes it one email per event however often the event or its delivery repeats.
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'skipped', 'failed'] as const;
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    toEmail: text('to_email').notNull(),
    template: text('template').notNull(),
    /** The template's data, JSON. */
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

/** What the local development mailbox received (worker/platform/email/dev-mailbox.routes.ts): never used in production. */
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
    /** The browser that signed in (its User-Agent, shortened), for the account's session list. */
    userAgent: text('user_agent'),
    /** Last sign-in or refresh. */
    lastUsedAt: text('last_used_at'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The daily housekeeping finds expired sessions' refresh tokens through it (worker/platform/housekeeping).
    index('sessions_expires_idx').on(t.expiresAt),
  ],
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
    /**
     * Set together with used_at: the token this one was exchanged for, sealed with a key derived
     * from this token (features/auth/successor-seal.ts). Lets a browser that lost the rotation's
     * response recover its successor within the grace window; useless without this token.
     */
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
    // With the id, it covers the admin user list's page of ids (newest first), however deep the page.
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

/** Fixed-window counters for abuse limits; shared by every worker instance through D1. */
export const rateLimitBuckets = sqliteTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: integer('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    // Old windows are deleted by their start, by the daily housekeeping and the occasional trim.
    index('rate_limit_buckets_window_idx').on(t.windowStart),
  ],
);

// ---------------------------------------------------------------- trainers

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
    /** The admin's optional message with the last approval or rejection, shown on the trainer's dashboard. */
    statusMessage: text('status_message'),
    statusChangedAt: text('status_changed_at'),
    /** 1 while the owner has an active ban (kept by triggers on user_bans): hidden from the public like a non-approved trainer. */
    ownerBanned: bool('owner_banned'),
    /** The categories of the trainer's services, one bit each (worker/db/category-mask.ts; kept by triggers). */
    categoryMask: integer('category_mask').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text('updated_at').notNull().default(nowIso),
    /**
     * Optimistic concurrency for the owner's profile form: every profile save must name the version
     * it was loaded from and bumps it; a save naming an older version changes nothing (409).
     */
    version: integer('version').notNull().default(1),
    // Derived figures for the listing, maintained by triggers on services and reviews.
    minPrice: real('min_price'),
    serviceCount: integer('service_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    ratingAvg: real('rating_avg').notNull().default(0),
    /**
     * Whether the public listing shows the trainer: public (approved, owner not banned) with at least
     * one service. Virtual (computed when read, never stored), so nothing can forget to maintain it;
     * the listing's indexes are partial on it, and the listing query names it instead of `status`,
     * so SQLite cannot mistake `status = 'approved'` (nearly every row) for a selective lookup.
     */
    listed: integer('listed', { mode: 'boolean' }).generatedAlwaysAs(
      sql`status = 'approved' AND owner_banned = 0 AND service_count > 0`,
      { mode: 'virtual' },
    ),
    /**
     * The featured sort's first key, never null (keyset pages compare row values, and a null
     * compares as unknown): when the trainer was featured, '' when not featured.
     */
    featuredKey: text('featured_key').generatedAlwaysAs(
      sql`CASE WHEN is_featured = 1 THEN coalesce(featured_at, '0') ELSE '' END`,
      { mode: 'virtual' },
    ),
  },
  (t) => [
    check('trainers_status_check', sql`status IN ('pending','approved','rejected')`),
    // One index per listing sort, holding only listed trainers; each ends (implicitly) with the id,
    // the keyset's tie-breaker.
    index('trainers_listed_featured_idx').on(t.featuredKey, t.ratingAvg, t.reviewCount).where(sql`listed = 1`),
    index('trainers_listed_rating_idx').on(t.ratingAvg, t.reviewCount).where(sql`listed = 1`),
    index('trainers_listed_newest_idx').on(t.createdAt).where(sql`listed = 1`),
    index('trainers_listed_price_idx').on(t.minPrice).where(sql`listed = 1`),
    // Listed ids with the values the listing filters on: a search's count looks its matches up
    // here (INDEXED BY, listing-query.repository.ts), a few pages of index instead of one table page per
    // match (a sparse word's 1,001 matches are 1,001 random pages of trainers).
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
    // The admin console: a status filter, newest first.
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
    /**
     * Optimistic concurrency for the owner's service editor: an edit names the version it was loaded
     * from and bumps it; an edit naming an older version changes nothing (409).
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('services_category_check', categoryCheck),
    check('services_price_check', sql`price >= 0`),
    check('services_duration_check', sql`duration_minutes > 0`),
    index('services_trainer_price_idx').on(t.trainerId, t.price),
    index('services_category_trainer_idx').on(t.category, t.trainerId),
  ],
);

/**
 * Slugs a trainer used before a rename (SPEC 7 regenerates the slug from the full name on save), so
 * old links keep working: the public profile answers an old slug with a redirect to the current one.
 * Filled by a trigger on `trainers.slug`; a slug belongs to one trainer for good (current or old),
 * which triggers enforce on every insert and rename (migration 0007).
 */
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

// ---------------------------------------------------------------- engagement

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
    // One review per user per trainer: 'You have already reviewed this trainer'.
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
    // One open flag per user per review.
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
    /** Set when an admin opens the message in the inbox; null means unread. */
    readAt: text('read_at'),
  },
  (t) => [index('contact_submissions_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------- analytics (written by the queue consumer)

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
    // Covers every per-trainer monthly aggregate (count, per day, per source, per keyword) without
    // touching the table: a month is one range of this index.
    index('trainer_profile_views_trainer_time_cover_idx').on(t.trainerId, t.viewedAt, t.sourcePage, t.searchQuery),
    // The daily rollup reads one UTC day of every trainer's views as one range of this index.
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
    // Covers the per-trainer monthly counts and the per-platform split.
    index('trainer_social_clicks_trainer_time_platform_idx').on(t.trainerId, t.clickedAt, t.platform),
    // The daily rollup reads one UTC day of every trainer's clicks as one range of this index.
    index('trainer_social_clicks_time_idx').on(t.clickedAt),
  ],
);

// ---------------------------------------------------------------- analytics rollups (written by the daily job)

/*
 * Per trainer per UTC day ('YYYY-MM-DD'), written by the daily Cron job from the raw events above
 * (worker/db/analytics-rollups.ts): a day's rows are replaced as a whole, never added to. Only
 * groups with events have rows. The primary keys lead with the trainer, so a month of one trainer
 * is one key range; the `day` indexes let the job replace one day range of every trainer.
 */

/** Profile views per source page. */
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

/** Contact clicks per platform. */
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

/**
 * Each rollup's watermark: every UTC day before `rolled_until` ('YYYY-MM-DD', exclusive) is in the
 * rollup tables, and readers take later days from the raw events. No row: nothing rolled up yet.
 */
export const rollupState = sqliteTable('rollup_state', {
  name: text('name').primaryKey(),
  rolledUntil: text('rolled_until').notNull(),
  updatedAt: text('updated_at').notNull().default(nowIso),
});

/**
 * Per-category monthly benchmarks, written by the scheduled job (worker/index.ts `scheduled`), so
 * the analytics page reads one row instead of scanning every trainer's events. `month` is 'YYYY-MM'
 * (UTC); the median is over approved trainers whose primary category this is and who had at least
 * one profile view that month (contact clicks per view).
 */
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

// ---------------------------------------------------------------- content and settings

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

/**
 * Who has already been counted as a reader of a post today. `visitor_key` is an HMAC of the
 * client's IP, user agent, the post and the UTC day, computed at intake: no address is stored, and
 * keys of different days cannot be linked. A trigger adds one to `blog_posts.views_count` for each
 * new row, so an idempotent insert counts a visitor at most once per post per day, and a
 * redelivered queue message never counts twice. Rows older than a couple of days are pruned.
 */
export const blogPostViews = sqliteTable(
  'blog_post_views',
  {
    visitorKey: text('visitor_key').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    /** UTC day of the view, `YYYY-MM-DD`. */
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

// ---------------------------------------------------------------- caching and operations

/**
 * Version counters for KV cache entries, bumped by triggers in the same transaction as the write:
 * `listing` on every write that changes what a listing shows, `profile:<slug>` per trainer for its
 * public profile, `settings` for platform settings, `content` for blog posts, FAQs and testimonials.
 * Versions are at least the bump's time in ms, so they never repeat (see worker/platform/cache/read-through.ts).
 */
export const cacheVersions = sqliteTable(
  'cache_versions',
  {
    key: text('key').primaryKey(),
    version: integer('version').notNull().default(1),
  },
  // A write response looks up the versions it just bumped by recency (read-your-writes cookie).
  (t) => [index('cache_versions_version_idx').on(t.version)],
);

/**
 * Exact row counts kept by triggers in the same transaction as every write (migration
 * `0016_row_counts.sql`), so totals are one primary-key read instead of a count over a growing
 * table. Names: `worker/db/row-counts.ts`.
 */
export const rowCounts = sqliteTable('row_counts', {
  name: text('name').primaryKey(),
  n: integer('n').notNull().default(0),
});

/** Analytics events that exhausted their retries (from the dead-letter queue), kept for inspection. */
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

/**
 * Append-only record of every admin change (a trigger refuses UPDATE and DELETE). Written in the
 * same `db.batch` as the change it describes, so a failed change leaves no entry and a change never
 * goes unrecorded. The actor is kept as id and email text, not a foreign key, so the record
 * survives the account.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    /** JSON {before, after}: a short summary of what changed. */
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
