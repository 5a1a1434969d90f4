DROP INDEX `trainers_status_featured_idx`;--> statement-breakpoint
CREATE INDEX `trainers_status_featured_order_idx` ON `trainers` (`status`,`is_featured`,`featured_at`,`rating_avg`,`review_count`);