CREATE TABLE `blog_post_views` (
	`visitor_key` text PRIMARY KEY NOT NULL,
	`post_id` integer NOT NULL,
	`view_day` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `blog_post_views_day_idx` ON `blog_post_views` (`view_day`);--> statement-breakpoint
CREATE INDEX `blog_post_views_post_idx` ON `blog_post_views` (`post_id`);--> statement-breakpoint
CREATE INDEX `review_flags_review_idx` ON `review_flags` (`review_id`);--> statement-breakpoint
-- A visitor counted for the first time today adds one view; the idempotent insert (ON CONFLICT DO
-- NOTHING) fires nothing for a repeat. Only views_count changes, so the content cache stays valid.
CREATE TRIGGER `blog_post_views_count` AFTER INSERT ON `blog_post_views` BEGIN
	UPDATE `blog_posts` SET `views_count` = `views_count` + 1 WHERE `id` = NEW.`post_id`;
END;
--> statement-breakpoint
-- A review deleted by any other path (its trainer or author removed) must not leave pending flags
-- behind that point at nothing: they are resolved as removed (resolved_by NULL = by the system).
-- Runs before the foreign key sets review_id to NULL. Moderation's own removal resolves the flags
-- first, with the admin recorded, so this finds nothing pending then.
CREATE TRIGGER `reviews_resolve_flags_on_delete` BEFORE DELETE ON `reviews` BEGIN
	UPDATE `review_flags` SET `status` = 'resolved_removed', `resolved_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
	WHERE `review_id` = OLD.`id` AND `status` = 'pending';
END;
--> statement-breakpoint
-- Public blog, FAQ and testimonial reads are cached in KV under the 'content' version, bumped by
-- any content write. Versions never repeat (at least the current time in ms, as for 'listing').
INSERT INTO `cache_versions` (`key`, `version`) VALUES ('content', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))
	ON CONFLICT (`key`) DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_cache_insert` AFTER INSERT ON `blog_posts` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
-- Every column but views_count: counting a page view must not empty the cache.
CREATE TRIGGER `blog_posts_cache_update` AFTER UPDATE OF `title`, `slug`, `excerpt`, `content`, `category`, `tags`, `featured_image`, `is_published`, `published_at`, `read_time_minutes`, `created_at` ON `blog_posts` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
CREATE TRIGGER `blog_posts_cache_delete` AFTER DELETE ON `blog_posts` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
CREATE TRIGGER `faqs_cache_insert` AFTER INSERT ON `faqs` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
CREATE TRIGGER `faqs_cache_update` AFTER UPDATE ON `faqs` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
CREATE TRIGGER `faqs_cache_delete` AFTER DELETE ON `faqs` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_cache_insert` AFTER INSERT ON `testimonials` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_cache_update` AFTER UPDATE ON `testimonials` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
--> statement-breakpoint
CREATE TRIGGER `testimonials_cache_delete` AFTER DELETE ON `testimonials` BEGIN
	UPDATE cache_versions SET version = max(version + 1, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) WHERE key = 'content';
END;
