/** The words of what a visitor typed: accents and punctuation dropped, lower case, at most `maxTerms`. */
function searchTerms(input: string | undefined, maxTerms: number): string[] {
  if (!input) return [];
  return input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maxTerms);
}

/** Every word quoted (FTS syntax in the input is inert) and prefix-matched, all required; null when nothing is left. */
export function toFtsQuery(input: string | undefined, maxTerms = 8): string | null {
  const terms = searchTerms(input, maxTerms);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term}"*`).join(' ');
}

/** The prefix lengths `trainer_search` indexes (its `prefix` option, migration 0018), in characters. */
export const INDEXED_PREFIX_LENGTHS = { shortest: 2, longest: 8 };

/** Every word has its own prefix index, so a trainer can be checked by rowid cheaply (decision 060). */
export function hasIndexedPrefixesOnly(input: string | undefined, maxTerms = 8): boolean {
  const terms = searchTerms(input, maxTerms);
  const { shortest, longest } = INDEXED_PREFIX_LENGTHS;
  return terms.length > 0 && terms.every((term) => [...term].length >= shortest && [...term].length <= longest);
}
