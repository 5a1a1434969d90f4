CREATE TABLE `rollup_state` (
	`name` text PRIMARY KEY NOT NULL,
	`rolled_until` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `trainer_daily_clicks` (
	`trainer_id` integer NOT NULL,
	`day` text NOT NULL,
	`platform` text NOT NULL,
	`clicks` integer NOT NULL,
	PRIMARY KEY(`trainer_id`, `day`, `platform`),
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trainer_daily_clicks_day_idx` ON `trainer_daily_clicks` (`day`);--> statement-breakpoint
CREATE TABLE `trainer_daily_keywords` (
	`trainer_id` integer NOT NULL,
	`day` text NOT NULL,
	`keyword` text NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`trainer_id`, `day`, `keyword`),
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trainer_daily_keywords_day_idx` ON `trainer_daily_keywords` (`day`);--> statement-breakpoint
CREATE TABLE `trainer_daily_views` (
	`trainer_id` integer NOT NULL,
	`day` text NOT NULL,
	`source_page` text NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`trainer_id`, `day`, `source_page`),
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `trainer_daily_views_day_idx` ON `trainer_daily_views` (`day`);--> statement-breakpoint
CREATE INDEX `trainer_profile_views_time_idx` ON `trainer_profile_views` (`viewed_at`);--> statement-breakpoint
CREATE INDEX `trainer_social_clicks_time_idx` ON `trainer_social_clicks` (`clicked_at`);