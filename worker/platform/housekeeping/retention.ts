// How long each kind of short-lived row is kept; the reasons are in the table in README.md here.
export const DAY_MS = 86_400_000;

/** Used tokens of a live session stay: presenting one after its grace window is how a stolen cookie is detected. */
export const REFRESH_TOKENS_KEPT_AFTER_SESSION_EXPIRY_MS = 0;

/** Until then a link followed again still gets its specific answer (410, not 400). */
export const ACCOUNT_LINK_RETENTION_MS = 7 * DAY_MS;

/** No rule's window is longer than a day, so no limit that still applies loses a count. */
export const RATE_LIMIT_COUNTER_RETENTION_SECONDS = 2 * 86_400;

/** Views and clicks also only once rolled up; the analytics page reads 12 months, so a month spare for re-rolls. */
export const RAW_EVENT_RETENTION_MS = 400 * DAY_MS;

/** Each batch is its own short statement: D1 runs one statement at a time, so a long delete would hold up every request. */
export const HOUSEKEEPING_BATCH_ROWS = 1000;

/** What is left after this many batches per kind waits for the next day's run. */
export const HOUSEKEEPING_MAX_BATCHES = 50;

/** A Cron Trigger's run may last 15 minutes. */
export const HOUSEKEEPING_TIME_BUDGET_MS = 5 * 60_000;
