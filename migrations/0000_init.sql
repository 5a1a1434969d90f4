CREATE TABLE `admin_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trainer_id` integer NOT NULL,
	`admin_id` text,
	`note` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `admin_notes_trainer_idx` ON `admin_notes` (`trainer_id`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`category` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`featured_image` text,
	`is_published` integer DEFAULT false NOT NULL,
	`published_at` text,
	`views_count` integer DEFAULT 0 NOT NULL,
	`read_time_minutes` integer DEFAULT 5 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`is_published`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_created_idx` ON `blog_posts` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text,
	`message` text NOT NULL,
	`user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_submissions_created_idx` ON `contact_submissions` (`created_at`);--> statement-breakpoint
CREATE TABLE `faqs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`category` text NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`order_index` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `faqs_published_order_idx` ON `faqs` (`is_published`,`category`,`order_index`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`user_id` text,
	`source_page` text DEFAULT 'homepage' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE TABLE `platform_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`bio` text,
	`profile_image` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profiles_created_idx` ON `profiles` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limit_buckets` (
	`key` text NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`key`, `window_start`)
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`used_at` text,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_session_idx` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `review_flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer,
	`flagged_by` text,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`resolved_by` text,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`flagged_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "review_flags_status_check" CHECK(status IN ('pending','resolved_approved','resolved_removed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_flags_one_open_idx` ON `review_flags` (`review_id`,`flagged_by`) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX `review_flags_status_created_idx` ON `review_flags` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trainer_id` integer NOT NULL,
	`reviewer_id` text NOT NULL,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`comment` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "reviews_rating_check" CHECK(rating BETWEEN 1 AND 5),
	CONSTRAINT "reviews_title_check" CHECK(length(trim(title)) BETWEEN 1 AND 100),
	CONSTRAINT "reviews_comment_check" CHECK(comment IS NULL OR length(comment) <= 500)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_trainer_reviewer_idx` ON `reviews` (`trainer_id`,`reviewer_id`);--> statement-breakpoint
CREATE INDEX `reviews_trainer_created_idx` ON `reviews` (`trainer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_reviewer_idx` ON `reviews` (`reviewer_id`);--> statement-breakpoint
CREATE TABLE `saved_trainers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`trainer_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_trainers_user_trainer_idx` ON `saved_trainers` (`user_id`,`trainer_id`);--> statement-breakpoint
CREATE INDEX `saved_trainers_user_created_idx` ON `saved_trainers` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `search_queries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`query` text NOT NULL,
	`user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `search_queries_event_id_unique` ON `search_queries` (`event_id`);--> statement-breakpoint
CREATE INDEX `search_queries_created_idx` ON `search_queries` (`created_at`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trainer_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`category` text DEFAULT 'health_wellness' NOT NULL,
	`price` real DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`duration_minutes` integer DEFAULT 60 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "services_category_check" CHECK(category IN ('health_wellness','parenting_family','business_marketing','personal_development','education_learning','creative_arts','technology_digital','language_communication')),
	CONSTRAINT "services_price_check" CHECK(price >= 0),
	CONSTRAINT "services_duration_check" CHECK(duration_minutes > 0)
);
--> statement-breakpoint
CREATE INDEX `services_trainer_price_idx` ON `services` (`trainer_id`,`price`);--> statement-breakpoint
CREATE INDEX `services_category_trainer_idx` ON `services` (`category`,`trainer_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`client_name` text NOT NULL,
	`client_photo` text,
	`quote` text NOT NULL,
	`rating` integer DEFAULT 5 NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK(rating BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX `testimonials_featured_created_idx` ON `testimonials` (`is_featured`,`created_at`);--> statement-breakpoint
CREATE TABLE `trainer_profile_views` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`trainer_id` integer NOT NULL,
	`source_page` text DEFAULT 'direct' NOT NULL,
	`search_query` text,
	`referrer` text,
	`viewed_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trainer_profile_views_event_id_unique` ON `trainer_profile_views` (`event_id`);--> statement-breakpoint
CREATE INDEX `trainer_profile_views_trainer_time_idx` ON `trainer_profile_views` (`trainer_id`,`viewed_at`);--> statement-breakpoint
CREATE TABLE `trainer_social_clicks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`trainer_id` integer NOT NULL,
	`platform` text NOT NULL,
	`clicked_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`trainer_id`) REFERENCES `trainers`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "trainer_social_clicks_platform_check" CHECK(platform IN ('website','instagram','tiktok','snapchat','whatsapp'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trainer_social_clicks_event_id_unique` ON `trainer_social_clicks` (`event_id`);--> statement-breakpoint
CREATE INDEX `trainer_social_clicks_trainer_time_idx` ON `trainer_social_clicks` (`trainer_id`,`clicked_at`);--> statement-breakpoint
CREATE TABLE `trainers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`slug` text NOT NULL,
	`headline` text DEFAULT 'Professional Trainer' NOT NULL,
	`description` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`featured_at` text,
	`identity_verified` integer DEFAULT false NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`website_url` text,
	`instagram_url` text,
	`tiktok_url` text,
	`snapchat_url` text,
	`whatsapp_number` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`min_price` real,
	`service_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`rating_avg` real DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "trainers_status_check" CHECK(status IN ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trainers_user_id_unique` ON `trainers` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `trainers_slug_unique` ON `trainers` (`slug`);--> statement-breakpoint
CREATE INDEX `trainers_status_featured_idx` ON `trainers` (`status`,`is_featured`,`featured_at`,`rating_avg`);--> statement-breakpoint
CREATE INDEX `trainers_status_rating_idx` ON `trainers` (`status`,`rating_avg`,`review_count`);--> statement-breakpoint
CREATE INDEX `trainers_status_created_idx` ON `trainers` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `trainers_status_price_idx` ON `trainers` (`status`,`min_price`);--> statement-breakpoint
CREATE INDEX `trainers_created_idx` ON `trainers` (`created_at`);--> statement-breakpoint
CREATE TABLE `user_bans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`banned_by` text,
	`reason` text NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`lifted_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`banned_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_bans_one_active_idx` ON `user_bans` (`user_id`) WHERE is_active = 1;--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_roles_role_check" CHECK(role IN ('admin'))
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);