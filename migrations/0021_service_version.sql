-- Optimistic concurrency for service edits (worker/features/manage-profile/README.md): an edit must
-- name the version it was loaded from, so a stale tab cannot overwrite a newer save. ADD COLUMN
-- keeps the table (and its FTS, cache-version and category-mask triggers) as it is.
ALTER TABLE `services` ADD `version` integer DEFAULT 1 NOT NULL;
