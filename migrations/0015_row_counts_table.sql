CREATE TABLE `row_counts` (
	`name` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX `profiles_created_idx`;--> statement-breakpoint
CREATE INDEX `profiles_full_name_nocase_idx` ON `profiles` ("full_name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `profiles_created_idx` ON `profiles` (`created_at`,`id`);