ALTER TABLE `trainers` ADD `verified_review_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `bookings_completed_pair_idx` ON `bookings` (`trainer_id`,`learner_user_id`) WHERE status = 'completed';--> statement-breakpoint
-- trainers.verified_review_count (issue #42): the trainer's reviews whose reviewer has a completed
-- session with them, kept like the other listing figures (decision 004). Every trigger recounts the
-- trainer's reviews (one range of reviews_trainer_reviewer_idx, a probe of bookings_completed_pair_idx
-- each) rather than adding one, so the order of cascading deletes cannot skew it; the update names
-- only a changed count, so a write that changes nothing bumps no cache version (the trainers triggers
-- bump `listing` and `profile:<slug>` on every update of the row, as for rating_avg and review_count).
UPDATE trainers SET verified_review_count = (
	SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
		SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'))
WHERE id IN (SELECT trainer_id FROM bookings WHERE status = 'completed');
--> statement-breakpoint
CREATE TRIGGER `reviews_verified_insert` AFTER INSERT ON `reviews`
WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.learner_user_id = NEW.reviewer_id AND b.trainer_id = NEW.trainer_id AND b.status = 'completed')
BEGIN
	UPDATE trainers SET verified_review_count = (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'))
	WHERE id = NEW.trainer_id AND verified_review_count <> (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'));
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_verified_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE trainers SET verified_review_count = (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'))
	WHERE id = OLD.trainer_id AND verified_review_count <> (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'));
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_verified_update` AFTER UPDATE OF `trainer_id`, `reviewer_id` ON `reviews` BEGIN
	UPDATE trainers SET verified_review_count = (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'))
	WHERE id IN (OLD.trainer_id, NEW.trainer_id) AND verified_review_count <> (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'));
END;
--> statement-breakpoint
-- A session becoming completed (the cron job), or leaving that state or going (a cascade): only
-- when its learner reviewed the trainer can the count change.
CREATE TRIGGER `bookings_verified_insert` AFTER INSERT ON `bookings`
WHEN NEW.status = 'completed'
	AND EXISTS (SELECT 1 FROM reviews r WHERE r.trainer_id = NEW.trainer_id AND r.reviewer_id = NEW.learner_user_id)
BEGIN
	UPDATE trainers SET verified_review_count = (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'))
	WHERE id = NEW.trainer_id AND verified_review_count <> (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'));
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_verified_update` AFTER UPDATE OF `status`, `trainer_id`, `learner_user_id` ON `bookings`
WHEN (OLD.status = 'completed' OR NEW.status = 'completed')
	AND EXISTS (SELECT 1 FROM reviews r WHERE (r.trainer_id = NEW.trainer_id AND r.reviewer_id = NEW.learner_user_id)
		OR (r.trainer_id = OLD.trainer_id AND r.reviewer_id = OLD.learner_user_id))
BEGIN
	UPDATE trainers SET verified_review_count = (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'))
	WHERE id IN (OLD.trainer_id, NEW.trainer_id) AND verified_review_count <> (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'));
END;
--> statement-breakpoint
CREATE TRIGGER `bookings_verified_delete` AFTER DELETE ON `bookings`
WHEN OLD.status = 'completed'
BEGIN
	UPDATE trainers SET verified_review_count = (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'))
	WHERE id = OLD.trainer_id AND verified_review_count <> (
		SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id AND EXISTS (
			SELECT 1 FROM bookings b WHERE b.learner_user_id = r.reviewer_id AND b.trainer_id = r.trainer_id AND b.status = 'completed'));
END;
