/** After the 02:30 rollups, whose watermark it reads; its own trigger, so neither job's failure stops the other (also in wrangler.toml). */
export const HOUSEKEEPING_CRON = '15 4 * * *';
