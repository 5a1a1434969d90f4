/** Code points, as SQLite's `length()` counts (UTF-16 calls an emoji two); without zod, so a field counter needs none. */
export function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
