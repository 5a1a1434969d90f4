/**
 * Turns what a visitor typed into a safe FTS5 query: accents and punctuation dropped, every word
 * quoted (so FTS syntax in the input is inert) and prefix-matched ("yog" finds "yoga"), all words
 * required. Returns null when nothing searchable is left.
 */
export function toFtsQuery(input: string | undefined, maxTerms = 8): string | null {
  if (!input) return null;
  const terms = input
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, maxTerms);
  if (terms.length === 0) return null;
  return terms.map((term) => `"${term}"*`).join(' ');
}
