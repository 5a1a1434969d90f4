-- trainers.category_mask (worker/db/category-mask.ts): one bit per category the trainer has a
-- service in, kept by these triggers in the same transaction as every service write, so the
-- per-category sort indexes of 0017 always hold exactly the category's listed trainers. The
-- bits follow CATEGORY_KEYS (category-mask.test.ts checks this SQL against it).
UPDATE `trainers` SET `category_mask` = (SELECT coalesce(sum(DISTINCT CASE category WHEN 'health_wellness' THEN 1 WHEN 'parenting_family' THEN 2 WHEN 'business_marketing' THEN 4 WHEN 'personal_development' THEN 8 WHEN 'education_learning' THEN 16 WHEN 'creative_arts' THEN 32 WHEN 'technology_digital' THEN 64 WHEN 'language_communication' THEN 128 ELSE 0 END), 0) FROM services WHERE trainer_id = `trainers`.`id`);
--> statement-breakpoint
CREATE TRIGGER `services_category_mask_ai` AFTER INSERT ON `services` BEGIN
	UPDATE `trainers` SET `category_mask` = (SELECT coalesce(sum(DISTINCT CASE category WHEN 'health_wellness' THEN 1 WHEN 'parenting_family' THEN 2 WHEN 'business_marketing' THEN 4 WHEN 'personal_development' THEN 8 WHEN 'education_learning' THEN 16 WHEN 'creative_arts' THEN 32 WHEN 'technology_digital' THEN 64 WHEN 'language_communication' THEN 128 ELSE 0 END), 0) FROM services WHERE trainer_id = NEW.trainer_id)
	WHERE `id` = NEW.trainer_id;
END;
--> statement-breakpoint
CREATE TRIGGER `services_category_mask_au` AFTER UPDATE OF `category`, `trainer_id` ON `services` BEGIN
	UPDATE `trainers` SET `category_mask` = (SELECT coalesce(sum(DISTINCT CASE category WHEN 'health_wellness' THEN 1 WHEN 'parenting_family' THEN 2 WHEN 'business_marketing' THEN 4 WHEN 'personal_development' THEN 8 WHEN 'education_learning' THEN 16 WHEN 'creative_arts' THEN 32 WHEN 'technology_digital' THEN 64 WHEN 'language_communication' THEN 128 ELSE 0 END), 0) FROM services WHERE trainer_id = `trainers`.`id`)
	WHERE `id` IN (OLD.trainer_id, NEW.trainer_id);
END;
--> statement-breakpoint
CREATE TRIGGER `services_category_mask_ad` AFTER DELETE ON `services` BEGIN
	UPDATE `trainers` SET `category_mask` = (SELECT coalesce(sum(DISTINCT CASE category WHEN 'health_wellness' THEN 1 WHEN 'parenting_family' THEN 2 WHEN 'business_marketing' THEN 4 WHEN 'personal_development' THEN 8 WHEN 'education_learning' THEN 16 WHEN 'creative_arts' THEN 32 WHEN 'technology_digital' THEN 64 WHEN 'language_communication' THEN 128 ELSE 0 END), 0) FROM services WHERE trainer_id = OLD.trainer_id)
	WHERE `id` = OLD.trainer_id;
END;
