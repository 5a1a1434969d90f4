/**
 * The housekeeping's Cron Trigger (also in wrangler.toml `[triggers] crons`): daily at 04:15 UTC,
 * after the 02:30 analytics rollups, whose watermark it reads. Its own schedule, so a failure of
 * either job never stops the other and each run gets its own time limits.
 */
export const HOUSEKEEPING_CRON = '15 4 * * *';
