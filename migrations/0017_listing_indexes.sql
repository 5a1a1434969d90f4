ALTER TABLE `trainers` ADD `category_mask` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `trainers_listed_id_idx` ON `trainers` (`id`,`min_price`,`rating_avg`,`identity_verified`,`category_mask`) WHERE listed = 1;--> statement-breakpoint
CREATE INDEX `trainers_health_wellness_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 1 != 0;--> statement-breakpoint
CREATE INDEX `trainers_health_wellness_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 1 != 0;--> statement-breakpoint
CREATE INDEX `trainers_health_wellness_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 1 != 0;--> statement-breakpoint
CREATE INDEX `trainers_health_wellness_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 1 != 0;--> statement-breakpoint
CREATE INDEX `trainers_parenting_family_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 2 != 0;--> statement-breakpoint
CREATE INDEX `trainers_parenting_family_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 2 != 0;--> statement-breakpoint
CREATE INDEX `trainers_parenting_family_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 2 != 0;--> statement-breakpoint
CREATE INDEX `trainers_parenting_family_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 2 != 0;--> statement-breakpoint
CREATE INDEX `trainers_business_marketing_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 4 != 0;--> statement-breakpoint
CREATE INDEX `trainers_business_marketing_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 4 != 0;--> statement-breakpoint
CREATE INDEX `trainers_business_marketing_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 4 != 0;--> statement-breakpoint
CREATE INDEX `trainers_business_marketing_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 4 != 0;--> statement-breakpoint
CREATE INDEX `trainers_personal_development_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 8 != 0;--> statement-breakpoint
CREATE INDEX `trainers_personal_development_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 8 != 0;--> statement-breakpoint
CREATE INDEX `trainers_personal_development_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 8 != 0;--> statement-breakpoint
CREATE INDEX `trainers_personal_development_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 8 != 0;--> statement-breakpoint
CREATE INDEX `trainers_education_learning_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 16 != 0;--> statement-breakpoint
CREATE INDEX `trainers_education_learning_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 16 != 0;--> statement-breakpoint
CREATE INDEX `trainers_education_learning_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 16 != 0;--> statement-breakpoint
CREATE INDEX `trainers_education_learning_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 16 != 0;--> statement-breakpoint
CREATE INDEX `trainers_creative_arts_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 32 != 0;--> statement-breakpoint
CREATE INDEX `trainers_creative_arts_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 32 != 0;--> statement-breakpoint
CREATE INDEX `trainers_creative_arts_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 32 != 0;--> statement-breakpoint
CREATE INDEX `trainers_creative_arts_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 32 != 0;--> statement-breakpoint
CREATE INDEX `trainers_technology_digital_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 64 != 0;--> statement-breakpoint
CREATE INDEX `trainers_technology_digital_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 64 != 0;--> statement-breakpoint
CREATE INDEX `trainers_technology_digital_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 64 != 0;--> statement-breakpoint
CREATE INDEX `trainers_technology_digital_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 64 != 0;--> statement-breakpoint
CREATE INDEX `trainers_language_communication_featured_idx` ON `trainers` (`featured_key`,`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 128 != 0;--> statement-breakpoint
CREATE INDEX `trainers_language_communication_rating_idx` ON `trainers` (`rating_avg`,`review_count`) WHERE listed = 1 AND category_mask & 128 != 0;--> statement-breakpoint
CREATE INDEX `trainers_language_communication_newest_idx` ON `trainers` (`created_at`) WHERE listed = 1 AND category_mask & 128 != 0;--> statement-breakpoint
CREATE INDEX `trainers_language_communication_price_idx` ON `trainers` (`min_price`) WHERE listed = 1 AND category_mask & 128 != 0;