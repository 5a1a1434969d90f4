/**
 * How long each kind of short-lived row is kept (the figures are also in the README, Operations).
 * The daily housekeeping job deletes what is past them (housekeeping.job.ts, README.md here).
 */

export const DAY_MS = 86_400_000;

/**
 * Refresh tokens are deleted once their session has expired: none of them can open anything any
 * more, and the cookie that carried them expired with the session (both last SESSION_TTL_SECONDS
 * from the last rotation). Tokens of a live session stay, used ones included: presenting a used
 * token after its grace window is how a stolen cookie is detected (features/auth/sessions.repository.ts).
 */
export const REFRESH_TOKENS_KEPT_AFTER_SESSION_EXPIRY_MS = 0;

/**
 * Emailed account links are deleted 7 days after they were used (or retired) or expired; until
 * then a link followed again still gets its specific answer (410 used or expired, not 400).
 */
export const ACCOUNT_LINK_RETENTION_MS = 7 * DAY_MS;

/**
 * Rate-limit counters are deleted when their window started more than 2 days ago: no rule's window
 * is longer than a day (the occasional trim in platform/rate-limit.ts already assumes it), so every
 * deleted window ended more than a day ago and no limit that still applies loses a count.
 */
export const RATE_LIMIT_COUNTER_RETENTION_SECONDS = 2 * 86_400;

/**
 * Raw analytics events (profile views, social clicks, search queries) are deleted after 400 days.
 * Views and clicks also only once the daily rollups have counted their day (before the watermark in
 * rollup_state): the analytics page reads at most the current and 11 previous months, from the
 * rollups before the watermark, so it never reads a deleted event; the extra month leaves time to
 * roll a day up again by hand from the raw events. Nothing reads search queries.
 */
export const RAW_EVENT_RETENTION_MS = 400 * DAY_MS;

/**
 * Deletes run in batches of at most this many rows, each its own short statement (D1 runs one
 * statement at a time per database, so a long delete would hold up every request)...
 */
export const HOUSEKEEPING_BATCH_ROWS = 1000;

/** ...at most this many batches per kind per run; what is left waits for the next day's run. */
export const HOUSEKEEPING_MAX_BATCHES = 50;

/** A run stops starting new batches after this long (a Cron Trigger's run may last 15 minutes). */
export const HOUSEKEEPING_TIME_BUDGET_MS = 5 * 60_000;
