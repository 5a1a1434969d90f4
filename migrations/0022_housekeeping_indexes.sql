-- Indexes for the daily housekeeping (worker/platform/housekeeping): each of its deletes finds its
-- rows as one range of one of these, never by scanning the table.
CREATE INDEX `account_tokens_expires_idx` ON `account_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `account_tokens_used_idx` ON `account_tokens` (`used_at`);--> statement-breakpoint
CREATE INDEX `rate_limit_buckets_window_idx` ON `rate_limit_buckets` (`window_start`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);