-- Enquiries (issue #41, worker/features/messages/README.md): conversations, their two participants
-- (the inbox, unread counts and block state per user), messages (one per client id per sender) and
-- reports for the admin queue. Every per-user read is one index range.
CREATE TABLE `conversation_participants` (
	`conversation_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`last_read_message_id` integer DEFAULT 0 NOT NULL,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`last_message_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`blocked_at` text,
	`unread_since` text,
	`notified_at` text,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "conversation_participants_role_check" CHECK(role IN ('learner','trainer'))
);
--> statement-breakpoint
CREATE INDEX `conversation_participants_inbox_idx` ON `conversation_participants` (`user_id`,`last_message_at`,`conversation_id`);--> statement-breakpoint
CREATE INDEX `conversation_participants_unread_idx` ON `conversation_participants` (`user_id`,`unread_count`) WHERE unread_count > 0;--> statement-breakpoint
CREATE INDEX `conversation_participants_unread_email_idx` ON `conversation_participants` (`unread_since`) WHERE unread_since IS NOT NULL AND notified_at IS NULL;--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`learner_user_id` text NOT NULL,
	`trainer_id` integer NOT NULL,
	`service_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_message_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_message_id` integer,
	`first_reply_at` text,
	FOREIGN KEY (`learner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_learner_trainer_idx` ON `conversations` (`learner_user_id`,`trainer_id`);--> statement-breakpoint
CREATE INDEX `conversations_trainer_created_idx` ON `conversations` (`trainer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `conversations_created_idx` ON `conversations` (`created_at`);--> statement-breakpoint
CREATE TABLE `message_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` integer NOT NULL,
	`reporter_user_id` text,
	`reason` text NOT NULL,
	`details` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`resolved_at` text,
	`resolved_by` text,
	`resolution` text,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "message_reports_resolution_check" CHECK(resolution IS NULL OR resolution IN ('removed','dismissed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_reports_message_reporter_idx` ON `message_reports` (`message_id`,`reporter_user_id`);--> statement-breakpoint
CREATE INDEX `message_reports_open_idx` ON `message_reports` (`created_at`) WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_user_id` text,
	`client_id` text NOT NULL,
	`body` text NOT NULL,
	`service_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`removed_at` text,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "messages_body_check" CHECK(length(body) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_sender_client_idx` ON `messages` (`sender_user_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);