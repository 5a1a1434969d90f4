-- The public listing reads one partial index per sort over the listed trainers (a virtual column),
-- with a never-null featured key so pages can continue from a row (keyset) instead of an OFFSET.

DROP INDEX `trainers_status_featured_order_idx`;--> statement-breakpoint
DROP INDEX `trainers_status_rating_idx`;--> statement-breakpoint
DROP INDEX `trainers_status_price_idx`;--> statement-breakpoint
ALTER TABLE `trainers` ADD `listed` integer GENERATED ALWAYS AS (status = 'approved' AND owner_banned = 0 AND service_count > 0) VIRTUAL;--> statement-breakpoint
ALTER TABLE `trainers` ADD `featured_key` text GENERATED ALWAYS AS (CASE WHEN is_featured = 1 THEN coalesce(featured_at, '0') ELSE '' END) VIRTUAL;--> statement-breakpoint
CREATE INDEX `trainers_listed_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `trainers_listed_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `trainers_listed_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `trainers_listed_price_idx` ON `trainers` (`min_price`) WHERE listed = 1;