CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trainer_id` integer NOT NULL,
	`learner_user_id` text NOT NULL,
	`service_id` integer,
	`service_title` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`price` real NOT NULL,
	`currency` text NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`note` text,
	`learner_time_zone` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`expires_at` text,
	`decided_at` text,
	`decline_message` text,
	`cancelled_at` text,
	`cancelled_by` text,
	`cancel_reason` text,
	`reminded_at` text,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`learner_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bookings_status_check" CHECK(status IN ('pending','accepted','declined','expired','cancelled','completed')),
	CONSTRAINT "bookings_time_check" CHECK(end_at > start_at),
	CONSTRAINT "bookings_cancelled_by_check" CHECK(cancelled_by IS NULL OR cancelled_by IN ('learner','trainer'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_learner_key_idx` ON `bookings` (`learner_user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `bookings_trainer_live_idx` ON `bookings` (`trainer_id`,`start_at`) WHERE status IN ('pending','accepted');--> statement-breakpoint
CREATE INDEX `bookings_trainer_start_idx` ON `bookings` (`trainer_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `bookings_learner_start_idx` ON `bookings` (`learner_user_id`,`start_at`);--> statement-breakpoint
CREATE INDEX `bookings_trainer_created_idx` ON `bookings` (`trainer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_created_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_pending_expiry_idx` ON `bookings` (`expires_at`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `bookings_reminder_idx` ON `bookings` (`start_at`) WHERE status = 'accepted' AND reminded_at IS NULL;--> statement-breakpoint
CREATE INDEX `bookings_accepted_end_idx` ON `bookings` (`end_at`) WHERE status = 'accepted';--> statement-breakpoint
CREATE TABLE `trainer_availability` (
	`trainer_id` integer PRIMARY KEY NOT NULL,
	`time_zone` text NOT NULL,
	`weekly` text NOT NULL,
	`overrides` text DEFAULT '[]' NOT NULL,
	`min_notice_hours` integer DEFAULT 12 NOT NULL,
	`horizon_days` integer DEFAULT 60 NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`cancel_notice_hours` integer DEFAULT 24 NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `services` ADD `bookable` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Two live (pending, or accepted) bookings of one trainer never overlap, the larger of their two
-- buffers kept free between them: the write itself is refused, whichever code path makes it
-- (worker/features/bookings/README.md). A pending request past its expiry no longer holds its slot.
-- The range on start_at (sessions are at most 600 minutes, buffers 240) keeps the check one short
-- range of bookings_trainer_live_idx.
CREATE TRIGGER `bookings_no_overlap_insert` BEFORE INSERT ON `bookings`
WHEN NEW.status IN ('pending','accepted')
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap') WHERE EXISTS (
    SELECT 1 FROM `bookings` AS b
    WHERE b.trainer_id = NEW.trainer_id AND b.status IN ('pending','accepted')
      AND b.start_at > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.start_at, '-900 minutes')
      AND b.start_at < strftime('%Y-%m-%dT%H:%M:%fZ', NEW.end_at, '+' || max(NEW.buffer_minutes, b.buffer_minutes) || ' minutes')
      AND NEW.start_at < strftime('%Y-%m-%dT%H:%M:%fZ', b.end_at, '+' || max(NEW.buffer_minutes, b.buffer_minutes) || ' minutes')
      AND NOT (b.status = 'pending' AND b.expires_at IS NOT NULL AND b.expires_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_no_overlap_update` BEFORE UPDATE OF `status`, `start_at`, `end_at`, `buffer_minutes` ON `bookings`
WHEN NEW.status IN ('pending','accepted')
BEGIN
  SELECT RAISE(ABORT, 'booking_overlap') WHERE EXISTS (
    SELECT 1 FROM `bookings` AS b
    WHERE b.trainer_id = NEW.trainer_id AND b.status IN ('pending','accepted') AND b.id <> NEW.id
      AND b.start_at > strftime('%Y-%m-%dT%H:%M:%fZ', NEW.start_at, '-900 minutes')
      AND b.start_at < strftime('%Y-%m-%dT%H:%M:%fZ', NEW.end_at, '+' || max(NEW.buffer_minutes, b.buffer_minutes) || ' minutes')
      AND NEW.start_at < strftime('%Y-%m-%dT%H:%M:%fZ', b.end_at, '+' || max(NEW.buffer_minutes, b.buffer_minutes) || ' minutes')
      AND NOT (b.status = 'pending' AND b.expires_at IS NOT NULL AND b.expires_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  );
END;
