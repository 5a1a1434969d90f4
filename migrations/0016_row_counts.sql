-- Exact row counts for the admin overview, the admin lists and the public listing's total, kept by
-- triggers in the same transaction as every write (foreign-key cascades fire them too), so a total
-- is one primary-key read however large the tables grow. Names: worker/db/row-counts.ts.
-- `trainers:listed` is the public listing's unfiltered total: approved, owner not banned, at least
-- one service (owner_banned and service_count are kept on trainers by the triggers of 0001/0008).
-- One INSERT per counter: D1 caps the terms of a compound SELECT.
INSERT INTO `row_counts` (`name`, `n`) SELECT 'profiles', count(*) FROM `profiles`;
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'trainers', count(*) FROM `trainers`;
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'trainers:pending', count(*) FROM `trainers` WHERE `status` = 'pending';
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'trainers:approved', count(*) FROM `trainers` WHERE `status` = 'approved';
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'trainers:rejected', count(*) FROM `trainers` WHERE `status` = 'rejected';
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'trainers:listed', count(*) FROM `trainers` WHERE `status` = 'approved' AND `owner_banned` = 0 AND `service_count` > 0;
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'reviews', count(*) FROM `reviews`;
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'blog_posts', count(*) FROM `blog_posts`;
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'faqs', count(*) FROM `faqs`;
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'contact_submissions', count(*) FROM `contact_submissions`;
--> statement-breakpoint
INSERT INTO `row_counts` (`name`, `n`) SELECT 'contact_submissions:unread', count(*) FROM `contact_submissions` WHERE `read_at` IS NULL;
--> statement-breakpoint
CREATE TRIGGER `row_counts_profiles_insert` AFTER INSERT ON `profiles` BEGIN
	UPDATE `row_counts` SET `n` = `n` + 1 WHERE `name` = 'profiles';
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_profiles_delete` AFTER DELETE ON `profiles` BEGIN
	UPDATE `row_counts` SET `n` = `n` - 1 WHERE `name` = 'profiles';
END;
--> statement-breakpoint
-- A NULL in the IN list matches nothing: the listed counter moves only for a listed row.
CREATE TRIGGER `row_counts_trainers_insert` AFTER INSERT ON `trainers` BEGIN
	UPDATE `row_counts` SET `n` = `n` + 1 WHERE `name` IN ('trainers', 'trainers:' || NEW.`status`,
		CASE WHEN NEW.`status` = 'approved' AND NEW.`owner_banned` = 0 AND NEW.`service_count` > 0 THEN 'trainers:listed' END);
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_trainers_delete` AFTER DELETE ON `trainers` BEGIN
	UPDATE `row_counts` SET `n` = `n` - 1 WHERE `name` IN ('trainers', 'trainers:' || OLD.`status`,
		CASE WHEN OLD.`status` = 'approved' AND OLD.`owner_banned` = 0 AND OLD.`service_count` > 0 THEN 'trainers:listed' END);
END;
--> statement-breakpoint
-- Every transition: the old row's counters down, the new row's up (a counter in both is unchanged).
-- The WHEN skips the writes when neither the status nor being listed changed (most service writes).
CREATE TRIGGER `row_counts_trainers_update` AFTER UPDATE OF `status`, `owner_banned`, `service_count` ON `trainers`
WHEN OLD.`status` IS NOT NEW.`status`
	OR (OLD.`status` = 'approved' AND OLD.`owner_banned` = 0 AND OLD.`service_count` > 0)
		IS NOT (NEW.`status` = 'approved' AND NEW.`owner_banned` = 0 AND NEW.`service_count` > 0)
BEGIN
	UPDATE `row_counts` SET `n` = `n` - 1 WHERE `name` IN ('trainers:' || OLD.`status`,
		CASE WHEN OLD.`status` = 'approved' AND OLD.`owner_banned` = 0 AND OLD.`service_count` > 0 THEN 'trainers:listed' END);
	UPDATE `row_counts` SET `n` = `n` + 1 WHERE `name` IN ('trainers:' || NEW.`status`,
		CASE WHEN NEW.`status` = 'approved' AND NEW.`owner_banned` = 0 AND NEW.`service_count` > 0 THEN 'trainers:listed' END);
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_reviews_insert` AFTER INSERT ON `reviews` BEGIN
	UPDATE `row_counts` SET `n` = `n` + 1 WHERE `name` = 'reviews';
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_reviews_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE `row_counts` SET `n` = `n` - 1 WHERE `name` = 'reviews';
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_blog_posts_insert` AFTER INSERT ON `blog_posts` BEGIN
	UPDATE `row_counts` SET `n` = `n` + 1 WHERE `name` = 'blog_posts';
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_blog_posts_delete` AFTER DELETE ON `blog_posts` BEGIN
	UPDATE `row_counts` SET `n` = `n` - 1 WHERE `name` = 'blog_posts';
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_faqs_insert` AFTER INSERT ON `faqs` BEGIN
	UPDATE `row_counts` SET `n` = `n` + 1 WHERE `name` = 'faqs';
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_faqs_delete` AFTER DELETE ON `faqs` BEGIN
	UPDATE `row_counts` SET `n` = `n` - 1 WHERE `name` = 'faqs';
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_contact_insert` AFTER INSERT ON `contact_submissions` BEGIN
	UPDATE `row_counts` SET `n` = `n` + 1 WHERE `name` IN ('contact_submissions',
		CASE WHEN NEW.`read_at` IS NULL THEN 'contact_submissions:unread' END);
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_contact_delete` AFTER DELETE ON `contact_submissions` BEGIN
	UPDATE `row_counts` SET `n` = `n` - 1 WHERE `name` IN ('contact_submissions',
		CASE WHEN OLD.`read_at` IS NULL THEN 'contact_submissions:unread' END);
END;
--> statement-breakpoint
CREATE TRIGGER `row_counts_contact_read` AFTER UPDATE OF `read_at` ON `contact_submissions`
WHEN (OLD.`read_at` IS NULL) IS NOT (NEW.`read_at` IS NULL)
BEGIN
	UPDATE `row_counts` SET `n` = `n` + CASE WHEN NEW.`read_at` IS NULL THEN 1 ELSE -1 END
	WHERE `name` = 'contact_submissions:unread';
END;
