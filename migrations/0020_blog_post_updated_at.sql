ALTER TABLE `blog_posts` ADD `updated_at` text;--> statement-breakpoint
-- A post's text changed (not its view count, not its publication switch): the time, for the post's
-- dateModified (worker/features/seo/json-ld.ts). Null until the first such change.
CREATE TRIGGER `blog_posts_updated_at` AFTER UPDATE OF `title`, `excerpt`, `content`, `category`, `tags`, `featured_image`, `read_time_minutes` ON `blog_posts`
WHEN OLD.`title` IS NOT NEW.`title` OR OLD.`excerpt` IS NOT NEW.`excerpt` OR OLD.`content` IS NOT NEW.`content`
	OR OLD.`category` IS NOT NEW.`category` OR OLD.`tags` IS NOT NEW.`tags` OR OLD.`featured_image` IS NOT NEW.`featured_image`
	OR OLD.`read_time_minutes` IS NOT NEW.`read_time_minutes`
BEGIN
	UPDATE `blog_posts` SET `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE `id` = NEW.`id`;
END;
