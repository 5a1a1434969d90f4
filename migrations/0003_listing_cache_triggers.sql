-- Every write that changes what a listing or a public profile shows bumps the 'listing' cache
-- version; cached entries live under versioned KV keys, so the next read misses and is fresh.
INSERT INTO `cache_versions` (`key`, `version`) VALUES ('listing', 1);
--> statement-breakpoint
CREATE TRIGGER `trainers_cache_insert` AFTER INSERT ON `trainers` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `trainers_cache_update` AFTER UPDATE ON `trainers` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `trainers_cache_delete` AFTER DELETE ON `trainers` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `services_cache_insert` AFTER INSERT ON `services` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `services_cache_update` AFTER UPDATE ON `services` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `services_cache_delete` AFTER DELETE ON `services` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_insert` AFTER INSERT ON `reviews` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_update` AFTER UPDATE ON `reviews` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_cache_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_cache_update` AFTER UPDATE OF full_name, profile_image, bio ON `profiles` BEGIN
	UPDATE cache_versions SET version = version + 1 WHERE key = 'listing';
END;
