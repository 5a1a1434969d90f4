CREATE TABLE `trainer_benchmarks` (
	`month` text NOT NULL,
	`category` text NOT NULL,
	`median_conversion` real NOT NULL,
	`trainer_count` integer NOT NULL,
	`computed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`month`, `category`),
	CONSTRAINT "trainer_benchmarks_category_check" CHECK(category IN ('health_wellness','parenting_family','business_marketing','personal_development','education_learning','creative_arts','technology_digital','language_communication'))
);
--> statement-breakpoint
CREATE TABLE `trainer_slug_redirects` (
	`slug` text PRIMARY KEY NOT NULL,
	`trainer_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trainer_slug_redirects_trainer_idx` ON `trainer_slug_redirects` (`trainer_id`);--> statement-breakpoint
DROP INDEX `trainer_profile_views_trainer_time_idx`;--> statement-breakpoint
CREATE INDEX `trainer_profile_views_trainer_time_cover_idx` ON `trainer_profile_views` (`trainer_id`,`viewed_at`,`source_page`,`search_query`);--> statement-breakpoint
DROP INDEX `trainer_social_clicks_trainer_time_idx`;--> statement-breakpoint
CREATE INDEX `trainer_social_clicks_trainer_time_platform_idx` ON `trainer_social_clicks` (`trainer_id`,`clicked_at`,`platform`);--> statement-breakpoint
ALTER TABLE `trainers` ADD `version` integer DEFAULT 1 NOT NULL;