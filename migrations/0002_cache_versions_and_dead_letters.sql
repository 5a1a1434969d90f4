CREATE TABLE `cache_versions` (
	`key` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `dead_letter_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dead_letter_events_message_id_unique` ON `dead_letter_events` (`message_id`);--> statement-breakpoint
CREATE INDEX `dead_letter_events_received_idx` ON `dead_letter_events` (`received_at`);