/** Words whose first letter misleads: a vowel read as 'y' or 'w' ('a user'), or a silent h ('an hour'). */
const VOWEL_READ_AS_CONSONANT = /^(uni[^mn]|use|usu|uti|eu|one\b|once)/;
const SILENT_H = /^(hour|honest|hono(u)?r|heir)/;

/**
 * The indefinite article before a phrase, by the sound of its first word: 'an education…',
 * 'a health…'. English spelling has more exceptions than this knows; it is right for every
 * category title (the test lists them) and the common exceptions above.
 */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim().toLowerCase();
  if (VOWEL_READ_AS_CONSONANT.test(word)) return 'a';
  if (SILENT_H.test(word)) return 'an';
  return /^[aeiou]/.test(word) ? 'an' : 'a';
}

/** The category page's benefits heading: 'Why work with an education & learning professional'. */
export function benefitsHeading(categoryTitle: string): string {
  const field = categoryTitle.toLowerCase();
  return `Why work with ${indefiniteArticle(field)} ${field} professional`;
}
