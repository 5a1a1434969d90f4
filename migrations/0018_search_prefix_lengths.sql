-- The search index again, with prefix indexes for 2 to 8 characters (0001 had 2 to 4). Every
-- visitor's word is prefix-matched ("coach"*); a prefix with its own index is one doclist that
-- streams, so a capped count stops early and one trainer can be checked by rowid. A longer prefix
-- merges the doclists of all its terms before the first row (the word "coach" at 100,000
-- trainers: 3 ms for a count of 1,001, 50 ms to check a page's rows one by one). Words of up to 8
-- characters cover nearly everything typed; the index is about half as large again.
-- The triggers of 0001 name the table, so they keep maintaining it.
DROP TABLE `trainer_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `trainer_search` USING fts5(
	name, headline, description, services,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3 4 5 6 7 8'
);
--> statement-breakpoint
INSERT INTO trainer_search(rowid, name, headline, description, services)
SELECT
	t.id,
	coalesce((SELECT full_name FROM profiles WHERE id = t.user_id), ''),
	coalesce(t.headline, ''),
	coalesce(t.description, ''),
	coalesce((SELECT group_concat(title, ' ') FROM services WHERE trainer_id = t.id), '')
FROM trainers t;
