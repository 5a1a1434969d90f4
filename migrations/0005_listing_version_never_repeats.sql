-- A restored or reset D1 must never count back up through versions that old KV entries still carry:
-- every bump jumps to at least the current time in milliseconds, so versions never repeat.
--> statement-breakpoint
UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
--> statement-breakpoint
DROP TRIGGER `trainers_cache_insert`;
--> statement-breakpoint
CREATE TRIGGER `trainers_cache_insert` AFTER INSERT ON `trainers` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `trainers_cache_update`;
--> statement-breakpoint
CREATE TRIGGER `trainers_cache_update` AFTER UPDATE ON `trainers` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `trainers_cache_delete`;
--> statement-breakpoint
CREATE TRIGGER `trainers_cache_delete` AFTER DELETE ON `trainers` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `services_cache_insert`;
--> statement-breakpoint
CREATE TRIGGER `services_cache_insert` AFTER INSERT ON `services` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `services_cache_update`;
--> statement-breakpoint
CREATE TRIGGER `services_cache_update` AFTER UPDATE ON `services` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `services_cache_delete`;
--> statement-breakpoint
CREATE TRIGGER `services_cache_delete` AFTER DELETE ON `services` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `reviews_cache_insert`;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_insert` AFTER INSERT ON `reviews` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `reviews_cache_update`;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_update` AFTER UPDATE ON `reviews` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `reviews_cache_delete`;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
--> statement-breakpoint
DROP TRIGGER `profiles_cache_update`;
--> statement-breakpoint
CREATE TRIGGER `profiles_cache_update` AFTER UPDATE OF full_name, profile_image, bio ON `profiles` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'listing';
END;
