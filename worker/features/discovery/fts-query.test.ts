import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './fts-query';

describe('toFtsQuery', () => {
  it('prefix-matches every word and folds case and accents', () => {
    expect(toFtsQuery('Yog')).toBe('"yog"*');
    expect(toFtsQuery('  Café  CRÈME ')).toBe('"cafe"* "creme"*');
  });

  it('neutralises punctuation and FTS operators', () => {
    expect(toFtsQuery('"yoga" OR (pilates) NEAR/2 -x*')).toBe('"yoga"* "or"* "pilates"* "near"* "2"* "x"*');
    expect(toFtsQuery("O'Brien")).toBe('"o"* "brien"*');
  });

  it('returns null when nothing searchable is left', () => {
    expect(toFtsQuery(undefined)).toBeNull();
    expect(toFtsQuery('   ')).toBeNull();
    expect(toFtsQuery('!!! ---')).toBeNull();
  });

  it('caps the number of terms', () => {
    expect(toFtsQuery('a b c d e f g h i j')?.split(' ')).toHaveLength(8);
  });
});
