import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { trainers, users } from '#worker/db/schema';
import { toFtsQuery } from '#worker/features/browse/index';

/** Each way a term can match goes through an index, so a search costs what its matches number. */
export interface AdminSearch {
  words: string | null;
  email: Range | null;
  name: Range | null;
}

type Range = readonly [string, string];

// Every text starting with the prefix sorts below prefix + U+10FFFF, in BINARY and NOCASE order.
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

/** The trainers a search matches, as a subquery for `t.id in (…)`; `select null where 0` when nothing can match. */
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
