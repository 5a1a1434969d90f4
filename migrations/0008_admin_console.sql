CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` text NOT NULL,
	`actor_email` text NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`summary` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `read_at` text;--> statement-breakpoint
ALTER TABLE `trainers` ADD `status_message` text;--> statement-breakpoint
ALTER TABLE `trainers` ADD `status_changed_at` text;--> statement-breakpoint
ALTER TABLE `trainers` ADD `owner_banned` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The audit log is append-only: nothing, not even a bug in a later feature, can rewrite history.
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
--> statement-breakpoint
-- A banned owner's trainer profile leaves the public pages until the ban is lifted. The trainers
-- update bumps the listing cache version through the existing trigger.
UPDATE `trainers` SET `owner_banned` = 1 WHERE `user_id` IN (SELECT `user_id` FROM `user_bans` WHERE `is_active` = 1);
--> statement-breakpoint
CREATE TRIGGER `user_bans_hide_trainer_insert` AFTER INSERT ON `user_bans` BEGIN
	UPDATE `trainers` SET `owner_banned` = EXISTS (SELECT 1 FROM `user_bans` b WHERE b.`user_id` = NEW.`user_id` AND b.`is_active` = 1)
	WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `user_bans_hide_trainer_update` AFTER UPDATE OF `is_active` ON `user_bans` BEGIN
	UPDATE `trainers` SET `owner_banned` = EXISTS (SELECT 1 FROM `user_bans` b WHERE b.`user_id` = NEW.`user_id` AND b.`is_active` = 1)
	WHERE `user_id` = NEW.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `user_bans_hide_trainer_delete` AFTER DELETE ON `user_bans` BEGIN
	UPDATE `trainers` SET `owner_banned` = EXISTS (SELECT 1 FROM `user_bans` b WHERE b.`user_id` = OLD.`user_id` AND b.`is_active` = 1)
	WHERE `user_id` = OLD.`user_id`;
END;
--> statement-breakpoint
-- Public platform settings are cached in KV under their own version, bumped by any change.
INSERT INTO `cache_versions` (`key`, `version`) VALUES ('settings', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
	ON CONFLICT (`key`) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `platform_settings_cache_insert` AFTER INSERT ON `platform_settings` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'settings';
END;
--> statement-breakpoint
CREATE TRIGGER `platform_settings_cache_update` AFTER UPDATE ON `platform_settings` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'settings';
END;
--> statement-breakpoint
CREATE TRIGGER `platform_settings_cache_delete` AFTER DELETE ON `platform_settings` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'settings';
END;
