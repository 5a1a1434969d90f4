/**
 * Length in code points, as the user sees it and as SQLite's `length()` in the CHECKs counts (a
 * UTF-16 count would call one emoji two characters). Without zod (text.ts builds the rules on it),
 * so a form field's counter does not bring zod into a page.
 */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
