-- Full-text search over trainers and the listing's derived figures, both kept in sync by triggers
-- so no write path can forget them. drizzle-kit cannot express these, hence a custom migration.

-- One search document per trainer (rowid = trainers.id). Case and accents are folded by the
-- tokenizer; prefix indexes make "yog*" cheap.
CREATE VIRTUAL TABLE `trainer_search` USING fts5(
	name, headline, description, services,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `trainers_search_ai` AFTER INSERT ON `trainers` BEGIN
	INSERT INTO trainer_search(rowid, name, headline, description, services)
	VALUES (
		NEW.id,
		coalesce((SELECT full_name FROM profiles WHERE id = NEW.user_id), ''),
		coalesce(NEW.headline, ''),
		coalesce(NEW.description, ''),
		coalesce((SELECT group_concat(title, ' ') FROM services WHERE trainer_id = NEW.id), '')
	);
END;
--> statement-breakpoint
CREATE TRIGGER `trainers_search_au` AFTER UPDATE OF headline, description ON `trainers` BEGIN
	UPDATE trainer_search
	SET headline = coalesce(NEW.headline, ''), description = coalesce(NEW.description, '')
	WHERE rowid = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER `trainers_search_ad` AFTER DELETE ON `trainers` BEGIN
	DELETE FROM trainer_search WHERE rowid = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_search_au` AFTER UPDATE OF full_name ON `profiles` BEGIN
	UPDATE trainer_search SET name = NEW.full_name
	WHERE rowid = (SELECT id FROM trainers WHERE user_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER `services_ai` AFTER INSERT ON `services` BEGIN
	UPDATE trainers SET
		min_price = (SELECT min(price) FROM services WHERE trainer_id = NEW.trainer_id),
		service_count = (SELECT count(*) FROM services WHERE trainer_id = NEW.trainer_id)
	WHERE id = NEW.trainer_id;
	UPDATE trainer_search
	SET services = coalesce((SELECT group_concat(title, ' ') FROM services WHERE trainer_id = NEW.trainer_id), '')
	WHERE rowid = NEW.trainer_id;
END;
--> statement-breakpoint
CREATE TRIGGER `services_au` AFTER UPDATE ON `services` BEGIN
	UPDATE trainers SET
		min_price = (SELECT min(price) FROM services s WHERE s.trainer_id = trainers.id),
		service_count = (SELECT count(*) FROM services s WHERE s.trainer_id = trainers.id)
	WHERE id IN (OLD.trainer_id, NEW.trainer_id);
	UPDATE trainer_search
	SET services = coalesce((SELECT group_concat(title, ' ') FROM services s WHERE s.trainer_id = trainer_search.rowid), '')
	WHERE rowid IN (OLD.trainer_id, NEW.trainer_id);
END;
--> statement-breakpoint
CREATE TRIGGER `services_ad` AFTER DELETE ON `services` BEGIN
	UPDATE trainers SET
		min_price = (SELECT min(price) FROM services WHERE trainer_id = OLD.trainer_id),
		service_count = (SELECT count(*) FROM services WHERE trainer_id = OLD.trainer_id)
	WHERE id = OLD.trainer_id;
	UPDATE trainer_search
	SET services = coalesce((SELECT group_concat(title, ' ') FROM services WHERE trainer_id = OLD.trainer_id), '')
	WHERE rowid = OLD.trainer_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_ai` AFTER INSERT ON `reviews` BEGIN
	UPDATE trainers SET
		rating_sum = rating_sum + NEW.rating,
		review_count = review_count + 1,
		rating_avg = round((rating_sum + NEW.rating) * 1.0 / (review_count + 1), 4)
	WHERE id = NEW.trainer_id;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_au` AFTER UPDATE OF rating, trainer_id ON `reviews` BEGIN
	UPDATE trainers SET
		rating_sum = coalesce((SELECT sum(rating) FROM reviews r WHERE r.trainer_id = trainers.id), 0),
		review_count = (SELECT count(*) FROM reviews r WHERE r.trainer_id = trainers.id),
		rating_avg = coalesce((SELECT round(avg(rating), 4) FROM reviews r WHERE r.trainer_id = trainers.id), 0)
	WHERE id IN (OLD.trainer_id, NEW.trainer_id);
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_ad` AFTER DELETE ON `reviews` BEGIN
	UPDATE trainers SET
		rating_sum = rating_sum - OLD.rating,
		review_count = review_count - 1,
		rating_avg = CASE WHEN review_count - 1 <= 0 THEN 0
			ELSE round((rating_sum - OLD.rating) * 1.0 / (review_count - 1), 4) END
	WHERE id = OLD.trainer_id;
END;
