DROP INDEX `bookings_created_idx`;--> statement-breakpoint
CREATE INDEX `bookings_created_status_idx` ON `bookings` (`created_at`,`status`);