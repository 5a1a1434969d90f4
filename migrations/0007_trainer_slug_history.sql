-- Old slugs keep working after a rename (SPEC 7 regenerates the slug from the full name on save):
-- the public profile answers an old slug with a redirect to the current one. A slug therefore
-- belongs to one trainer for good, as the current slug or an old one, whatever path writes it.
--
-- The guards raise the same text SQLite uses for a UNIQUE violation on trainers.slug, so every
-- writer treats a slug reserved by another trainer's history exactly like a taken current slug
-- (worker/lib/db-errors.ts `isUniqueViolation`) and moves on to its next candidate.
CREATE TRIGGER `trainers_slug_reserved_insert` BEFORE INSERT ON `trainers`
WHEN EXISTS (SELECT 1 FROM trainer_slug_redirects WHERE slug = NEW.slug)
BEGIN
	SELECT RAISE(ABORT, 'UNIQUE constraint failed: trainers.slug');
END;
--> statement-breakpoint
CREATE TRIGGER `trainers_slug_reserved_update` BEFORE UPDATE OF slug ON `trainers`
WHEN EXISTS (SELECT 1 FROM trainer_slug_redirects WHERE slug = NEW.slug AND trainer_id <> NEW.id)
BEGIN
	SELECT RAISE(ABORT, 'UNIQUE constraint failed: trainers.slug');
END;
--> statement-breakpoint
-- In the same transaction as the rename: the old slug becomes a redirect, and a trainer taking back
-- one of their own old slugs turns it into the current slug again (no redirect loop).
CREATE TRIGGER `trainers_slug_history` AFTER UPDATE OF slug ON `trainers`
WHEN OLD.slug <> NEW.slug
BEGIN
	DELETE FROM trainer_slug_redirects WHERE slug = NEW.slug;
	INSERT INTO trainer_slug_redirects (slug, trainer_id) VALUES (OLD.slug, NEW.id);
END;
