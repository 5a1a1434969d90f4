import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { trainers, users } from '#worker/db/schema';
import { toFtsQuery } from '#worker/features/browse/index';

/**
 * What an admin search term can match, each through an index, so a search costs what its matches
 * number rather than what the tables hold:
 * - words: every word the start of a word of the trainer's name or headline (FTS5, all required);
 * - email: the start of an email (a full address included), the unique index on `users.email`;
 *   only for a term without spaces, and a term with '@' is an email only;
 * - name: the start of the full name, any ASCII case (the users list; profiles have no FTS).
 */
export interface AdminSearch {
  words: string | null;
  email: Range | null;
  name: Range | null;
}

/** Low (inclusive) and high (exclusive) bounds of every text that starts with a prefix. */
type Range = readonly [string, string];

// The highest code point: every text starting with the prefix sorts below prefix + this, in BINARY
// and in NOCASE order (its UTF-8 lead byte is above any other character's).
const prefixRange = (prefix: string): Range => [prefix, `${prefix}\u{10FFFF}`];

export function adminSearch(term: string): AdminSearch {
  const trimmed = term.trim().replace(/\s+/g, ' ');
  const isEmail = trimmed.includes('@');
  const words = isEmail ? null : toFtsQuery(trimmed);
  return {
    // A column filter on the whole expression: each word may be in the name or the headline.
    words: words ? `{name headline} : (${words})` : null,
    email: trimmed.includes(' ') ? null : prefixRange(trimmed.toLowerCase()),
    name: isEmail ? null : prefixRange(trimmed),
  };
}

/** `column` in the range (`collate nocase` for a name: the index is on the NOCASE name). */
export function inRange(column: SQLiteColumn, [low, high]: Range, nocase = false): SQL | undefined {
  if (!nocase) return and(gte(column, low), lt(column, high));
  return sql`${column} collate nocase >= ${low} and ${column} collate nocase < ${high}`;
}

/**
 * The ids of the trainers a search matches, as a subquery for `t.id in (…)`: the FTS words and the
 * owner's email, each an index read; `select null where 0` when the term can match nothing.
 */
export function matchingTrainerIds(search: AdminSearch): SQL {
  const parts: SQL[] = [];
  // Raw SQL: the builder has no words for FTS5 MATCH, nor for a compound select inside IN.
  if (search.words) parts.push(sql`select rowid from trainer_search where trainer_search match ${search.words}`);
  if (search.email) {
    parts.push(
      sql`select ${trainers.id} from ${users} inner join ${trainers} on ${trainers.userId} = ${users.id}
        where ${inRange(users.email, search.email)}`,
    );
  }
  return parts.length > 0 ? sql.join(parts, sql` union `) : sql`select null where 0`;
}
