CREATE INDEX `cache_versions_version_idx` ON `cache_versions` (`version`);
--> statement-breakpoint
-- Per-trainer cache versions: `profile:<slug>` versions one public profile, bumped in the same
-- transaction as every write that changes what that profile shows, so a review or an edit on one
-- trainer leaves every other cached profile valid (the global `listing` version still covers lists).
-- Like the other versions, a bump is at least the current time in ms, so versions never repeat.
-- Every existing trainer starts with a row, so only unknown slugs (never cached) read version 0.
INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE true
	ON CONFLICT (`key`) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `trainers_profile_version_insert` AFTER INSERT ON `trainers` BEGIN
	INSERT INTO cache_versions (`key`, version) VALUES ('profile:' || NEW.slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
-- A rename bumps the old slug too, so its cached profile is not served after the move.
CREATE TRIGGER `trainers_profile_version_update` AFTER UPDATE ON `trainers` BEGIN
	INSERT INTO cache_versions (`key`, version) VALUES ('profile:' || NEW.slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
	INSERT INTO cache_versions (`key`, version) VALUES ('profile:' || OLD.slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `trainers_profile_version_delete` AFTER DELETE ON `trainers` BEGIN
	INSERT INTO cache_versions (`key`, version) VALUES ('profile:' || OLD.slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `services_profile_version_insert` AFTER INSERT ON `services` BEGIN
	INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE id = NEW.trainer_id
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `services_profile_version_update` AFTER UPDATE ON `services` BEGIN
	INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE id IN (NEW.trainer_id, OLD.trainer_id)
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `services_profile_version_delete` AFTER DELETE ON `services` BEGIN
	INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE id = OLD.trainer_id
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_profile_version_insert` AFTER INSERT ON `reviews` BEGIN
	INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE id = NEW.trainer_id
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_profile_version_update` AFTER UPDATE ON `reviews` BEGIN
	INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE id IN (NEW.trainer_id, OLD.trainer_id)
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_profile_version_delete` AFTER DELETE ON `reviews` BEGIN
	INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE id = OLD.trainer_id
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_profile_version_update` AFTER UPDATE OF full_name, profile_image, bio ON `profiles` BEGIN
	INSERT INTO cache_versions (`key`, version) SELECT 'profile:' || slug, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) FROM trainers WHERE user_id = NEW.id
		ON CONFLICT (`key`) DO UPDATE SET version = max(cache_versions.version + 1, excluded.version);
END;
