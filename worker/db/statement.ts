/** One SQL statement as text with its positional parameters: what tests EXPLAIN and the seed inlines. */
export interface Statement {
  sql: string;
  params: unknown[];
}
